/** Smooth-scrolls to a landing section anchor, honouring reduced-motion preferences. */
export function scrollToSection(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  layOutEverySection();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}

/**
 * Sections the visitor has not reached yet skip layout (the `below-the-fold` utility in
 * styles.css), so their heights are estimates. A smooth scroll computes where to stop from those
 * estimates and overshoots by a screen or more on a phone; once the visitor asks to jump, the page
 * is laid out in full (one layout, at a click) so every offset is real.
 */
function layOutEverySection() {
  document.documentElement.setAttribute("data-every-section-laid-out", "");
}
