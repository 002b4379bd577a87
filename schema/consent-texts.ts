/**
 * The consent banner's words, written by the Worker into public pages that carry tracking ids
 * (worker/pages/consent.ts): kept apart from ./consent.ts so the SPA never downloads them.
 */
import type { Locale } from "./constants";

export interface ConsentTexts {
  /** The banner's accessible name. */
  label: string;
  message: string;
  accept: string;
  refuse: string;
  privacy: string;
}

export const CONSENT_TEXTS: Record<Locale, ConsentTexts> = {
  en: {
    label: "Cookies and audience measurement",
    message:
      "We would like to measure our audience with analytics and advertising tools, which set their own cookies. Nothing is loaded unless you accept.",
    accept: "Accept",
    refuse: "Refuse",
    privacy: "Privacy policy",
  },
  fr: {
    label: "Cookies et mesure d'audience",
    message:
      "Nous aimerions mesurer notre audience avec des outils d'analyse et de publicité, qui déposent leurs propres cookies. Rien n'est chargé sans votre accord.",
    accept: "Accepter",
    refuse: "Refuser",
    privacy: "Politique de confidentialité",
  },
  ar: {
    label: "ملفات تعريف الارتباط وقياس الجمهور",
    message: "نودّ قياس جمهورنا بأدوات تحليل وإعلان تضع ملفات تعريف الارتباط الخاصة بها. لا يُحمَّل شيء منها ما لم توافق.",
    accept: "أوافق",
    refuse: "أرفض",
    privacy: "سياسة الخصوصية",
  },
};
