/**
 * When a session starts, worded for an email's reader: in their language, on Tunis's clock, and
 * relative to the moment the email is written. Everything takes an instant: an occurrence's start
 * (schema/occurrences.ts).
 */
import type { Locale } from "../../schema/constants";
import { tunisLocal } from "../../schema/occurrences";
import { dateTimeText, timeText } from "../../schema/session-when";

const phrases: Record<Locale, { today: string; tomorrow: string; later: string }> = {
  en: { today: "today at {time}", tomorrow: "tomorrow at {time}", later: "on {date}" },
  fr: { today: "aujourd'hui à {time}", tomorrow: "demain à {time}", later: "le {date}" },
  ar: { today: "اليوم في {time}", tomorrow: "غدًا في {time}", later: "يوم {date}" },
};

const DAY_MS = 86_400_000;

/** The calendar day in Tunis of an instant, as a count of days (comparable by subtraction). */
function tunisDay(instant: Date): number {
  return Date.parse(`${tunisLocal(instant).slice(0, 10)}T00:00Z`) / DAY_MS;
}

/**
 * For a sentence: "today at 18:30", "tomorrow at 09:30", or "on Thursday 26 November at 09:30",
 * by Tunis's calendar day of `start` compared with that of `now`.
 */
export function whenPhrase(start: Date, locale: Locale, now: Date): string {
  const t = phrases[locale];
  const days = tunisDay(start) - tunisDay(now);
  if (days === 0) return t.today.replace("{time}", timeText(start, locale));
  if (days === 1) return t.tomorrow.replace("{time}", timeText(start, locale));
  return t.later.replace("{date}", dateTimeText(start, locale, now));
}
