import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SESSION_REQUEST_REPEATED = "session_request_repeated";

const texts = {
  en: {
    subject: "Your request is already in: {title}",
    text: "We received a new request for this session with your address, but a request of yours is already in, so we kept that one. We'll contact you about it. If you did not make it, someone else used your address: contact us and we'll sort it out.",
    preheader: "A request of yours for this session is already in.",
    greeting: "Hello,",
    footnote: "You receive this email because a spot was requested with your address on our website.",
  },
  fr: {
    subject: "Votre demande est déjà enregistrée : {title}",
    text: "Nous avons reçu une nouvelle demande pour cette séance avec votre adresse, mais une demande de votre part est déjà enregistrée : nous avons gardé celle-ci. Nous vous contacterons à son sujet. Si vous n'en êtes pas l'auteur, quelqu'un a utilisé votre adresse : contactez-nous et nous réglerons cela.",
    preheader: "Une demande de votre part pour cette séance est déjà enregistrée.",
    greeting: "Bonjour,",
    footnote: "Vous recevez cet e-mail parce qu'une place a été demandée avec votre adresse sur notre site.",
  },
  ar: {
    subject: "طلبك مسجّل بالفعل: {title}",
    text: "تلقّينا طلبًا جديدًا لهذه الجلسة بعنوانك، لكن لديك طلبًا مسجّلًا بالفعل، لذلك احتفظنا به. سنتواصل معك بشأنه. إذا لم تقدّمه أنت، فقد استخدم شخص آخر عنوانك: تواصل معنا وسنعالج الأمر.",
    preheader: "لديك طلب مسجّل بالفعل لهذه الجلسة.",
    greeting: "مرحبًا،",
    footnote: "تصلك هذه الرسالة لأن مكانًا طُلب بعنوانك عبر موقعنا.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * What the owner of an address gets when a spot is requested again with it for a session it
 * already asked for. No name: the one typed may not be theirs. No link to a request's page either:
 * the email is about the address, not a request (the repeat stored none, and the one already in
 * is not read, so that answering a repeat costs no more than a first request); the emails about
 * that request carry its link.
 */
export function sessionRequestRepeatedEmail(input: {
  locale: Locale;
  session: SessionSummary;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  return renderSessionEmail(input.session, input.now, {
    locale: input.locale,
    subject: t.subject,
    preheader: t.preheader,
    greeting: t.greeting,
    paragraphs: [t.text],
    footnote: t.footnote,
  });
}
