import type { Locale } from "../../../schema/constants";
import { renderCampaignBody } from "../../newsletter/markdown";
import { renderEmail } from "../layout";
import { pageLinkIn } from "../links";
import type { RenderedEmail } from "../message";

const confirmationTexts: Record<
  Locale,
  { subject: string; preheader: string; greeting: string; lines: string[]; button: string; footnote: string }
> = {
  en: {
    subject: "Confirm your subscription to the Café Talk newsletter",
    preheader: "One click to confirm: the link is valid for 7 days.",
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
    preheader: "Un clic pour confirmer : le lien est valable 7 jours.",
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
    preheader: "نقرة واحدة للتأكيد: الرابط صالح لمدة 7 أيام.",
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
    preheader: texts.preheader,
    greeting: texts.greeting,
    paragraphs: texts.lines,
    button: {
      label: texts.button,
      url: pageLinkIn(options.locale, options.baseUrl, `/confirm-newsletter/${options.token}`),
    },
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

/** One newsletter issue: the admin's Markdown, as HTML in the reader's direction and as plain text. */
export function newsletterIssueEmail(options: {
  locale: Locale;
  subject: string;
  body: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const texts = issueTexts[options.locale];
  const body = renderCampaignBody(options.body, options.locale);
  return renderEmail({
    locale: options.locale,
    subject: options.subject,
    // The issue's opening, written in its language, rather than the inbox showing the brand's banner.
    preheader: body.text.split("\n\n")[0],
    paragraphs: [],
    safeBlock: body,
    footnote: texts.why,
    footerLink: { label: texts.unsubscribe, url: options.unsubscribeUrl },
  });
}

export const NEWSLETTER_ALREADY_SUBSCRIBED = "newsletter_already_subscribed";

const alreadySubscribedTexts: Record<
  Locale,
  { subject: string; preheader: string; greeting: (name: string | null) => string; lines: string[]; footnote: string }
> = {
  en: {
    subject: "You already receive the Café Talk newsletter",
    preheader: "Nothing has changed: this address already receives it.",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    lines: [
      "Someone, probably you, just signed this address up for the Café Talk newsletter. It already receives it, so nothing has changed.",
      "To stop receiving it, use the unsubscribe link at the end of any issue.",
    ],
    footnote: "If you did not sign up again, you can ignore this email.",
  },
  fr: {
    subject: "Vous recevez déjà la newsletter Café Talk",
    preheader: "Rien n'a changé : cette adresse la reçoit déjà.",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    lines: [
      "Quelqu'un, sans doute vous, vient d'inscrire cette adresse à la newsletter Café Talk. Elle la reçoit déjà : rien n'a changé.",
      "Pour ne plus la recevoir, utilisez le lien de désabonnement à la fin de chaque numéro.",
    ],
    footnote: "Si vous n'êtes pas à l'origine de cette inscription, ignorez cet e-mail.",
  },
  ar: {
    subject: "أنت تتلقى النشرة الإخبارية لـ Café Talk بالفعل",
    preheader: "لم يتغير شيء: هذا العنوان يتلقاها بالفعل.",
    greeting: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
    lines: [
      "قام شخص ما، ربما أنت، بتسجيل هذا العنوان في النشرة الإخبارية لـ Café Talk. هذا العنوان يتلقاها بالفعل، لذا لم يتغير شيء.",
      "لإيقاف تلقيها، استخدم رابط إلغاء الاشتراك في نهاية أي عدد.",
    ],
    footnote: "إذا لم تقم بالتسجيل مرة أخرى، يمكنك تجاهل هذه الرسالة.",
  },
};

/** What a confirmed subscriber gets when their address is signed up again: the form itself says nothing. */
export function newsletterAlreadySubscribedEmail(options: { locale: Locale; name: string | null }): RenderedEmail {
  const texts = alreadySubscribedTexts[options.locale];
  return renderEmail({
    locale: options.locale,
    subject: texts.subject,
    preheader: texts.preheader,
    greeting: texts.greeting(options.name),
    paragraphs: texts.lines,
    footnote: texts.footnote,
  });
}
