import { defineMessages } from "@web/i18n/messages";
import type { NewsletterMessages } from "./messages.en";

/** Texts of the newsletter block and of the error answers the link pages translate. */
export const newsletterMessages = defineMessages<NewsletterMessages>({
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
  ar: () => import("./messages.ar"),
});
