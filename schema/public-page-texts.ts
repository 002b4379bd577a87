/**
 * The words of a session's, café's, privacy or 404 page head (issues 37, 38) in each language: what a search result
 * and a link preview in a chat show. The page's own texts are its feature's messages
 * (web/features/session-pages/messages.*.ts).
 */
import type { Locale } from "./constants";

export interface PublicPageHeadTexts {
  /** `{n}`: spots left. */
  spotsLeft: string;
  full: string;
  closed: string;
  gone: string;
  /** `{name}`, `{city}`. */
  cafeTitle: string;
  /** `{name}`, `{city}`, `{count}`: its upcoming sessions. */
  cafeDescription: string;
  cafeInactive: string;
  notFoundTitle: string;
  /** The privacy page's title (its heading is its feature's: web/features/privacy/messages.*.ts). */
  privacyTitle: string;
  /** The 404 page's title. */
  pageNotFoundTitle: string;
}

export const PUBLIC_PAGE_HEAD_TEXTS: Record<Locale, PublicPageHeadTexts> = {
  en: {
    spotsLeft: "{n} spots left",
    full: "Full — join the waiting list",
    closed: "This session is no longer open for requests.",
    gone: "This session was removed.",
    cafeTitle: "{name}, {city} — language conversation sessions",
    cafeDescription: "Small-group language conversation sessions at {name} in {city}: {count} upcoming.",
    cafeInactive: "This café no longer hosts Café Talk sessions.",
    notFoundTitle: "Session removed",
    privacyTitle: "Privacy policy",
    pageNotFoundTitle: "404 Page Not Found",
  },
  fr: {
    spotsLeft: "{n} places restantes",
    full: "Complet — rejoignez la liste d'attente",
    closed: "Cette séance n'est plus ouverte aux demandes.",
    gone: "Cette séance a été supprimée.",
    cafeTitle: "{name}, {city} — séances de conversation en langues",
    cafeDescription: "Séances de conversation en langues en petits groupes à {name}, {city} : {count} à venir.",
    cafeInactive: "Ce café n'accueille plus de séances Café Talk.",
    notFoundTitle: "Séance supprimée",
    privacyTitle: "Politique de confidentialité",
    pageNotFoundTitle: "404 Page introuvable",
  },
  ar: {
    spotsLeft: "الأماكن المتبقية: {n}",
    full: "مكتملة — انضم إلى قائمة الانتظار",
    closed: "لم تعد هذه الجلسة مفتوحة للطلبات.",
    gone: "حُذفت هذه الجلسة.",
    cafeTitle: "{name}، {city} — جلسات محادثة باللغات",
    cafeDescription: "جلسات محادثة باللغات في مجموعات صغيرة في {name}، {city}: {count} قادمة.",
    cafeInactive: "لم يعد هذا المقهى يستضيف جلسات Café Talk.",
    notFoundTitle: "جلسة محذوفة",
    privacyTitle: "سياسة الخصوصية",
    pageNotFoundTitle: "404 الصفحة غير موجودة",
  },
};

/** Replaces `{name}` placeholders (the same rule as the web's `format`). */
export const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
