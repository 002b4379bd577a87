import { defineMessages } from "@web/i18n/messages";
import type { LandingMessages } from "./messages.en";

export const landingMessages = defineMessages<LandingMessages>({
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
  ar: () => import("./messages.ar"),
});
