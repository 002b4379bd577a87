import { defineMessages } from "@web/i18n/messages";
import type { PrivacyMessages } from "./messages.en";

export const privacyMessages = defineMessages<PrivacyMessages>({
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
  ar: () => import("./messages.ar"),
});
