import type { Locale } from "@schema/constants";

/**
 * Numbers in the visitor's language. Arabic uses Tunisia's convention (ar-TN): Western digits, as
 * the prices, phone numbers and times elsewhere on the Arabic page are written.
 */
const NUMBER_LOCALES: Record<Locale, string> = { en: "en", fr: "fr-TN", ar: "ar-TN" };
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], options).format(value);
}

/** A text in each plural form the language has (Arabic: one, two, few, many, other); `{n}` is the number. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export function plural(forms: PluralForms, count: number, locale: Locale): string {
  const form = forms[new Intl.PluralRules(NUMBER_LOCALES[locale]).select(count)] ?? forms.other;
  return form.replace("{n}", formatNumber(count, locale));
}
