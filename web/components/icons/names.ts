/**
 * The icons the public pages use, by their lucide name (lucide.dev/icons). They are drawn once, in
 * one cached SVG sprite (`scripts/lib/icon-sprite-plugin.ts`), and each use is a `<use>` of it: inline, the 53 icons
 * of the landing page were 21 KB of every written page, and their path data was in its JavaScript.
 * Add a name here to use a new icon.
 */
export const ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "badge-dollar-sign",
  "bell",
  "calendar-clock",
  "check",
  "chevron-down",
  "circle-check",
  "circle-x",
  "coffee",
  "external-link",
  "flask-conical",
  "gift",
  "languages",
  "loader-circle",
  "log-in",
  "mail",
  "mail-check",
  "map-pin",
  "menu",
  "message-circle",
  "message-square-text",
  "phone",
  "smile-plus",
  "store",
  "timer",
  "trending-up",
  "users",
  "wallet",
  "x",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
