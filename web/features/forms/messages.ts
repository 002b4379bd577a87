import { defineMessages } from "@web/i18n/messages";
import type { FormMessages } from "./messages.en";

export type { FormMessages } from "./messages.en";

export const formMessages = defineMessages<FormMessages>({
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
  ar: () => import("./messages.ar"),
});
