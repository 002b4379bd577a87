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
  "globe",
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

/**
 * The flags the pages draw, by country code (ISO 3166-1), one a taught language stands for
 * (flags.ts): country-flag-icons' SVGs, each imported alone into the same sprite, so the same
 * drawing shows on every system (emoji flags are letters on Windows, empty boxes on some Linux)
 * and no flag costs the pages' JavaScript a byte.
 */
export const FLAG_COUNTRIES = ["GB", "FR", "DE", "ES", "IT", "PT", "TN", "TR", "CN"] as const;

export type FlagCountry = (typeof FLAG_COUNTRIES)[number];
