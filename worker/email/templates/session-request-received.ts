import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SESSION_REQUEST_RECEIVED = "session_request_received";

const texts = {
  en: {
    pendingSubject: "We received your request: {title}",
    pendingText:
      "Thank you for requesting a spot in this conversation session. We'll contact you soon to confirm your spot.",
    pendingPreheader: "We'll contact you soon to confirm your spot.",
    waitlistedSubject: "You're on the waitlist: {title}",
    waitlistedPreheader: "We'll contact you as soon as a spot opens up.",
    waitlistedText:
      "This session is full at the moment, so we have put you on its waitlist. We'll contact you as soon as a spot opens up.",
    greeting: "Hello,",
    footnote: "You receive this email because you requested a spot on our website.",
  },
  fr: {
    pendingSubject: "Nous avons bien reçu votre demande : {title}",
    pendingText:
      "Merci d'avoir demandé une place dans cette séance de conversation. Nous vous contacterons bientôt pour confirmer votre place.",
    pendingPreheader: "Nous vous contacterons bientôt pour confirmer votre place.",
    waitlistedSubject: "Vous êtes sur la liste d'attente : {title}",
    waitlistedPreheader: "Nous vous contacterons dès qu'une place se libère.",
    waitlistedText:
      "Cette séance est complète pour le moment : nous vous avons inscrit sur sa liste d'attente. Nous vous contacterons dès qu'une place se libère.",
    greeting: "Bonjour,",
    footnote: "Vous recevez cet e-mail parce que vous avez demandé une place sur notre site.",
  },
  ar: {
    pendingSubject: "تلقّينا طلبك: {title}",
    pendingText: "شكرًا لطلبك مكانًا في جلسة المحادثة هذه. سنتواصل معك قريبًا لتأكيد مكانك.",
    pendingPreheader: "سنتواصل معك قريبًا لتأكيد مكانك.",
    waitlistedSubject: "أنت على قائمة الانتظار: {title}",
    waitlistedPreheader: "سنتواصل معك فور توفّر مكان.",
    waitlistedText: "هذه الجلسة مكتملة حاليًا، لذلك أضفناك إلى قائمة الانتظار. سنتواصل معك فور توفّر مكان.",
    greeting: "مرحبًا،",
    footnote: "تصلك هذه الرسالة لأنك طلبت مكانًا عبر موقعنا.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * The acknowledgement a visitor gets after requesting a spot (or joining a full session's
 * waitlist). It goes to a typed address nobody has proved yet, so it carries nothing the visitor
 * typed (no name): only the session, which the team wrote.
 */
export function sessionRequestReceivedEmail(input: {
  locale: Locale;
  status: "pending" | "waitlisted";
  session: SessionSummary;
  /** The person's own page for this request (worker/spots/link.ts); null once they were erased. */
  spotUrl: string | null;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  const waitlisted = input.status === "waitlisted";
  return renderSessionEmail(
    input.session,
    input.now,
    {
      locale: input.locale,
      subject: waitlisted ? t.waitlistedSubject : t.pendingSubject,
      preheader: waitlisted ? t.waitlistedPreheader : t.pendingPreheader,
      greeting: t.greeting,
      paragraphs: [waitlisted ? t.waitlistedText : t.pendingText],
      footnote: t.footnote,
    },
    input.spotUrl,
  );
}
