/**
 * The errors a visitor can meet, by the stable code the API answers with. The Worker sends the
 * English text as the error's message; the SPA shows the text of the visitor's locale from the
 * code, and the server's message only for a code it does not know.
 */
import type { Locale } from "./constants";
import { isCodeOf } from "./messages";

export const visitorErrorMessages = {
  session_not_found: {
    en: "This session does not exist.",
    fr: "Cette séance n'existe pas.",
    ar: "هذه الجلسة غير موجودة.",
  },
  session_not_published: {
    en: "This session is not open for requests at the moment.",
    fr: "Cette séance n'accepte pas de demandes pour le moment.",
    ar: "هذه الجلسة لا تقبل الطلبات في الوقت الحالي.",
  },
  rate_limited: {
    en: "Too many submissions from your connection. Please wait a minute and try again.",
    fr: "Trop d'envois depuis votre connexion. Patientez une minute puis réessayez.",
    ar: "عدد كبير جدًا من الإرسالات من اتصالك. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
  },
  human_check_required: {
    en: "Please complete the human check and try again.",
    fr: "Veuillez effectuer la vérification anti-robot puis réessayer.",
    ar: "يرجى إكمال التحقق من أنك إنسان ثم المحاولة مرة أخرى.",
  },
  human_check_failed: {
    en: "The human check failed. Please try again.",
    fr: "La vérification anti-robot a échoué. Veuillez réessayer.",
    ar: "فشل التحقق من أنك إنسان. يرجى المحاولة مرة أخرى.",
  },
  human_check_unavailable: {
    en: "The human check could not be verified. Please try again in a moment.",
    fr: "La vérification anti-robot n'a pas pu être confirmée. Réessayez dans un instant.",
    ar: "تعذّر التحقق من أنك إنسان. يرجى المحاولة بعد قليل.",
  },
  human_check_misconfigured: {
    en: "The human check is not set up correctly. Please try again later.",
    fr: "La vérification anti-robot est mal configurée. Veuillez réessayer plus tard.",
    ar: "التحقق من أنك إنسان غير مُعدّ بشكل صحيح. يرجى المحاولة لاحقًا.",
  },
  bot_detected: { en: "Bot detected", fr: "Robot détecté", ar: "تم اكتشاف روبوت" },
  validation_failed: {
    en: "Some fields are invalid.",
    fr: "Certains champs ne sont pas valides.",
    ar: "بعض الحقول غير صالحة.",
  },
  payload_too_large: {
    en: "The request body is too large.",
    fr: "Le contenu envoyé est trop volumineux.",
    ar: "البيانات المرسلة كبيرة جدًا.",
  },
  link_invalid: {
    en: "This link is invalid or has already been used.",
    fr: "Ce lien est invalide ou a déjà été utilisé.",
    ar: "هذا الرابط غير صالح أو تم استخدامه من قبل.",
  },
  link_expired: {
    en: "This confirmation link has expired. Please sign up again to get a new one.",
    fr: "Ce lien de confirmation a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.",
    ar: "انتهت صلاحية رابط التأكيد هذا. يرجى التسجيل مرة أخرى للحصول على رابط جديد.",
  },
  service_unavailable: {
    en: "The service is temporarily unavailable. Please try again in a moment.",
    fr: "Le service est momentanément indisponible. Réessayez dans un instant.",
    ar: "الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.",
  },
  internal_error: {
    en: "Something went wrong. Please try again.",
    fr: "Un problème est survenu. Veuillez réessayer.",
    ar: "حدث خطأ ما. يرجى المحاولة مرة أخرى.",
  },
  /** Not an API code: the request never got an answer (offline, DNS, connection reset). */
  network_error: {
    en: "We could not reach Café Talk. Check your connection and try again.",
    fr: "Impossible de joindre Café Talk. Vérifiez votre connexion puis réessayez.",
    ar: "تعذّر الوصول إلى Café Talk. تحقّق من اتصالك ثم حاول مرة أخرى.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type VisitorErrorCode = keyof typeof visitorErrorMessages;
export const isVisitorErrorCode = (value: unknown): value is VisitorErrorCode => isCodeOf(visitorErrorMessages, value);
