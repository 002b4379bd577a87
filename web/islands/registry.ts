import type { ComponentType } from "react";

/**
 * The parts of the Worker-rendered landing page a visitor can act on (docs/decisions/0030): each
 * is its own React root over the server's HTML, its code its own chunk, brought to life when it
 * is needed. Everything else on the page stays the Worker's HTML, with no script behind it.
 *
 * Any island starts at a visitor's intent on it: a pointer over it, a press, focus, a key (the
 * press itself held until it works, ./watch.ts). `when: "visible"` also starts it once it nears
 * the screen: the sections below the first screen, so they work by the time a visitor who
 * scrolls reaches them. The first screen (header, hero) waits for intent: React alone weighs
 * more than the page's budget for a visitor who only reads (docs/decisions/0030). So do the footer
 * and the share buttons, whose server HTML is all they show: on a short page (a session's, the
 * 404) they sit near the first screen, where starting them on sight cost a phone 200-400 ms of
 * blocked main thread (docs/performance.md#islands).
 */
export const ISLANDS = {
  header: { load: () => import("@web/features/landing/islands/HeaderIsland"), when: "intent" },
  hero: { load: () => import("@web/features/landing/islands/HeroIsland"), when: "intent" },
  pricing: { load: () => import("@web/features/landing/islands/PricingIsland"), when: "visible" },
  schedule: { load: () => import("@web/features/landing/islands/ScheduleIsland"), when: "visible" },
  faq: { load: () => import("@web/features/landing/islands/FaqIsland"), when: "visible" },
  newsletter: { load: () => import("@web/features/landing/islands/NewsletterIsland"), when: "visible" },
  footer: { load: () => import("@web/features/landing/islands/FooterIsland"), when: "intent" },
  // A session's or café's page (web/features/session-pages): the landing page's header and footer, and these.
  request: { load: () => import("@web/features/session-pages/islands/RequestIsland"), when: "intent" },
  share: { load: () => import("@web/features/session-pages/islands/ShareIsland"), when: "intent" },
} satisfies Record<string, { load: () => Promise<{ default: ComponentType }>; when: "intent" | "visible" }>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);

/** useId's prefix in an island's root, on the server and in the browser alike: ids stay unique across the page's roots. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** The islands of the landing page, which its server render renders (web/landing-server.tsx). */
export const LANDING_ISLANDS: readonly IslandName[] = [
  "header",
  "hero",
  "pricing",
  "schedule",
  "faq",
  "newsletter",
  "footer",
];

/** The islands of a session's or café's page. */
export const PUBLIC_PAGE_ISLANDS: readonly IslandName[] = ["header", "request", "share", "footer"];

/** The islands of the privacy page and the 404 page: the site's header and footer only. */
export const SITE_PAGE_ISLANDS: readonly IslandName[] = ["header", "footer"];
