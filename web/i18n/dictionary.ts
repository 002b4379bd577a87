import type { Dictionary } from "./en";
import { defineMessages } from "./messages";

/** The texts shared across the public site (navigation, pricing, common words), per language. */
export const dictionary = defineMessages<Dictionary>({
  en: () => import("./en"),
  fr: () => import("./fr"),
  ar: () => import("./ar"),
});
