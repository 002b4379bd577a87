import { defineMessages } from "@web/i18n/messages";
import type { SessionPagesMessages } from "./messages.en";

export const sessionPagesMessages = defineMessages<SessionPagesMessages>({
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
  ar: () => import("./messages.ar"),
});
