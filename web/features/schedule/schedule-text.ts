import type { PublicSession } from "@schema/api";
import type { Locale } from "@schema/constants";
import { dateList, scheduleWords } from "@schema/session-when";
import { format } from "@web/i18n";
import type { ScheduleMessages } from "./messages.en";

/**
 * A session's "when" as the reader's language says it: a weekly one's days and time ("Chaque
 * semaine : samedi, 10:00") and its next dates ("Prochaines : sam. 5 déc., …"), a one-off one's
 * date and time. Read from the instants the API answered, never from today, so the Worker's render
 * and the hydration say the same. Null with no occurrence ahead.
 */
export function scheduleText(
  session: Pick<PublicSession, "repeat" | "repeatDays" | "nextStarts" | "startsAt">,
  locale: Locale,
  m: ScheduleMessages,
): { text: string; next: string | null } | null {
  const words = scheduleWords(session, locale);
  if (!words) return null;
  if ("date" in words) return { text: words.date, next: null };
  return {
    text: format(m.weekly, { days: words.days, time: words.time }),
    next: format(m.next, { dates: dateList(words.next, locale) }),
  };
}
