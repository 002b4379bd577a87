import { defineMessages } from "@web/i18n/messages";
import type { ScheduleMessages } from "./messages.en";

export const scheduleMessages = defineMessages<ScheduleMessages>({
  en: () => import("./messages.en"),
  fr: () => import("./messages.fr"),
  ar: () => import("./messages.ar"),
});
