import type { Locale } from "@schema/constants";
import { scheduleWords } from "@schema/session-when";
import { format } from "@web/i18n";
import type { ScheduleMessages } from "./messages.en";

/**
 * A session's "when" as the reader's language says it ("Chaque semaine : samedi, 10:00"), or,
 * when the schedule names no day and time, the text the team typed (`typed`), shown as written.
 */
export function scheduleText(
  schedule: string | null,
  locale: Locale,
  m: ScheduleMessages,
): { text: string; typed: boolean } | null {
  if (!schedule) return null;
  const words = scheduleWords(schedule, locale);
  if (!words) return { text: schedule, typed: true };
  return { text: "date" in words ? words.date : format(m.weekly, words), typed: false };
}
