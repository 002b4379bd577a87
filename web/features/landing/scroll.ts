import { stepWhenIdle } from "@web/lib/when-idle";

/**
 * Smooth-scrolls to a landing section anchor, honouring reduced-motion preferences. On a page
 * without it (a session's or café's page, whose header and footer are the landing page's), goes
 * to it on the landing page.
 */
export function scrollToSection(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) {
    location.assign(`/#${anchor}`);
    return;
  }
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
  for (const section of skippedSections()) layOutSection(section);
}

/**
 * Once the page has loaded with its fonts, the sections it skipped are laid out one by one, each
 * in an idle moment of its own, then each of their large parts in one of its own: the first screen
 * still paints sooner, a scroll finds them ready, and what measures the page (an accessibility
 * audit right after load) finds real heights, not the estimates whose contents overlapped the
 * next section (decision 0033).
 */
export async function layOutSkippedSectionsWhenIdle() {
  await document.fonts.ready;
  stepWhenIdle(skippedSections().map((section) => () => layOutSection(section)));
}

/** Sections and their parts in document order: a section's parts are laid out after it, each on its own. */
const skippedSections = () => [
  ...document.querySelectorAll<HTMLElement>(
    ".below-the-fold:not([data-laid-out]), .below-the-fold-part:not([data-laid-out])",
  ),
];

/** A section marked so is laid out like any other from then on (styles.css). */
const layOutSection = (section: HTMLElement) => section.setAttribute("data-laid-out", "");

/**
 * A link that names a section (the calendar event's `/#upcoming-lessons`) is scrolled to by the
 * browser while the page is still settling: the heights of the skipped sections above it are
 * estimates, and the webfonts may not have arrived. On a busy phone it stopped hundreds of pixels
 * past the section. So the page is laid out in full at once, and once it has loaded with its
 * fonts the section is brought to the top again, unless the visitor has moved in the meantime.
 */
export async function settleOnLinkedSection() {
  const anchor = decodeURIComponent(location.hash.slice(1));
  const target = anchor ? document.getElementById(anchor) : null;
  if (!target) return;
  layOutEverySection();
  let visitorMoved = false;
  const moved = () => {
    visitorMoved = true;
  };
  const intents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  for (const intent of intents) addEventListener(intent, moved, { once: true, passive: true });
  if (document.readyState !== "complete")
    await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
  await document.fonts.ready;
  for (const intent of intents) removeEventListener(intent, moved);
  if (!visitorMoved) target.scrollIntoView({ block: "start" });
}
