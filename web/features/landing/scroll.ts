/** Smooth-scrolls to a landing section anchor, honouring reduced-motion preferences. */
export function scrollToSection(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}
