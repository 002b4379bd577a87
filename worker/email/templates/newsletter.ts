import type { Locale } from "../../../schema/constants";
import { publicUrl, renderEmail } from "../layout";
import type { RenderedEmail } from "../message";

const confirmationTexts: Record<
  Locale,
  { subject: string; greeting: string; lines: string[]; button: string; footnote: string }
> = {
  en: {
    subject: "Confirm your subscription to the Café Talk newsletter",
    greeting: "Hello,",
    lines: [
      "Thanks for signing up for the Café Talk newsletter: new sessions, tips for speaking with confidence, and news of our launch in your city.",
      "Please confirm your address to start receiving it. The link is valid for 7 days.",
    ],
    button: "Confirm my subscription",
    footnote: "If you did not sign up, ignore this email: you will not be subscribed.",
  },
  fr: {
    subject: "Confirmez votre inscription à la newsletter Café Talk",
    greeting: "Bonjour,",
    lines: [
      "Merci de vous être inscrit(e) à la newsletter Café Talk : nouvelles séances, conseils pour parler avec assurance et annonce de notre lancement dans votre ville.",
      "Confirmez votre adresse pour commencer à la recevoir. Le lien est valable 7 jours.",
    ],
    button: "Confirmer mon inscription",
    footnote: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : vous ne serez pas inscrit(e).",
  },
  ar: {
    subject: "أكّد اشتراكك في النشرة الإخبارية لـ Café Talk",
    greeting: "مرحبًا،",
    lines: [
      "شكرًا لاشتراكك في النشرة الإخبارية لـ Café Talk: جلسات جديدة، ونصائح للتحدث بثقة، وأخبار انطلاقنا في مدينتك.",
      "يرجى تأكيد عنوانك لتبدأ في تلقيها. الرابط صالح لمدة 7 أيام.",
    ],
    button: "تأكيد اشتراكي",
    footnote: "إذا لم تقم بالتسجيل، تجاهل هذه الرسالة: لن يتم اشتراكك.",
  },
};

/**
 * The double opt-in link. The address has not proved it is the visitor's yet, so the email says
 * nothing they typed (not even their name): anyone could have typed someone else's address.
 */
export function newsletterConfirmationEmail(options: {
  locale: Locale;
  token: string;
  baseUrl: string;
}): RenderedEmail {
  const texts = confirmationTexts[options.locale];
  return renderEmail({
    locale: options.locale,
    subject: texts.subject,
    greeting: texts.greeting,
    paragraphs: texts.lines,
    button: { label: texts.button, url: publicUrl(options.baseUrl, `/confirm-newsletter/${options.token}`) },
    footnote: texts.footnote,
  });
}

const issueTexts: Record<Locale, { unsubscribe: string; why: string }> = {
  en: { unsubscribe: "Unsubscribe", why: "You receive this email because you subscribed to the Café Talk newsletter." },
  fr: {
    unsubscribe: "Se désabonner",
    why: "Vous recevez cet e-mail car vous êtes abonné(e) à la newsletter Café Talk.",
  },
  ar: { unsubscribe: "إلغاء الاشتراك", why: "تصلك هذه الرسالة لأنك مشترك في النشرة الإخبارية لـ Café Talk." },
};

/** One newsletter issue: the admin's plain text, paragraph by paragraph (blank lines separate them). */
export function newsletterIssueEmail(options: {
  locale: Locale;
  subject: string;
  body: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const texts = issueTexts[options.locale];
  return renderEmail({
    locale: options.locale,
    subject: options.subject,
    paragraphs: options.body
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    footnote: texts.why,
    footerLink: { label: texts.unsubscribe, url: options.unsubscribeUrl },
  });
}
