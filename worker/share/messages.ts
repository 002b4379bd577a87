/** The share images' own words, in each language of the site. */
import type { Locale } from "../../schema/constants";

/** A text in each plural form the language has; `{n}` is the number (Western digits, as the site writes them). */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const PLURAL_LOCALES: Record<Locale, string> = { en: "en", fr: "fr-TN", ar: "ar-TN" };

const UPCOMING_SESSIONS: Record<Locale, PluralForms> = {
  en: { one: "{n} upcoming session", other: "{n} upcoming sessions" },
  // French says 0 and 1 in the singular (Intl.PluralRules' "one").
  fr: { one: "{n} séance à venir", other: "{n} séances à venir" },
  ar: {
    zero: "لا جلسات قادمة",
    one: "جلسة قادمة واحدة",
    two: "جلستان قادمتان",
    few: "{n} جلسات قادمة",
    many: "{n} جلسة قادمة",
    other: "{n} جلسة قادمة",
  },
};

/** "3 upcoming sessions", "3 séances à venir", "3 جلسات قادمة". */
export function upcomingSessionsText(count: number, locale: Locale): string {
  const forms = UPCOMING_SESSIONS[locale];
  const form = forms[new Intl.PluralRules(PLURAL_LOCALES[locale]).select(count)] ?? forms.other;
  return form.replace("{n}", String(count));
}

/** A weekly session's days and time, as its card on the landing page says them. */
const WEEKLY: Record<Locale, string> = {
  en: "Every week: {days}, {time}",
  fr: "Chaque semaine : {days}, {time}",
  ar: "كل أسبوع: {days}، {time}",
};

export const weeklyText = (days: string, time: string, locale: Locale) =>
  WEEKLY[locale].replace("{days}", days).replace("{time}", time);
