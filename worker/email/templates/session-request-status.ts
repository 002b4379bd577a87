import type { Locale } from "../../../schema/constants";
import { renderEmail } from "../layout";
import type { RenderedEmail } from "../message";
import { type SessionSummary, sessionDetails } from "./session-details";

export const SESSION_REQUEST_WAITLISTED = "session_request_waitlisted";
export const SESSION_REQUEST_CANCELLED = "session_request_cancelled";

/** The statuses an admin sets that the person is told about (approval has its own email, with its calendar file). */
export type ToldStatus = "waitlisted" | "cancelled";

export const STATUS_EMAIL_KIND: Record<ToldStatus, string> = {
  waitlisted: SESSION_REQUEST_WAITLISTED,
  cancelled: SESSION_REQUEST_CANCELLED,
};

const texts = {
  en: {
    greeting: "Hello {name},",
    waitlisted: {
      subject: "You're on the waitlist: {title}",
      text: "This session is full for now, so we have put you on its waitlist. As soon as a spot frees up, we'll offer it to the next person in line and email you.",
    },
    cancelled: {
      subject: "Your spot request was cancelled: {title}",
      text: "Your request for a spot in this session has been cancelled. If this is a mistake, or you'd like another session, just reply to this email.",
    },
  },
  fr: {
    greeting: "Bonjour {name},",
    waitlisted: {
      subject: "Vous êtes sur la liste d'attente : {title}",
      text: "Cette séance est complète pour le moment : nous vous avons inscrit sur sa liste d'attente. Dès qu'une place se libère, nous la proposons à la personne suivante et vous écrivons.",
    },
    cancelled: {
      subject: "Votre demande de place est annulée : {title}",
      text: "Votre demande de place pour cette séance a été annulée. S'il s'agit d'une erreur, ou si vous souhaitez une autre séance, répondez simplement à cet e-mail.",
    },
  },
  ar: {
    greeting: "مرحبًا {name}،",
    waitlisted: {
      subject: "أنت على قائمة الانتظار: {title}",
      text: "هذه الجلسة مكتملة حاليًا، لذلك أضفناك إلى قائمة الانتظار. فور توفّر مكان سنعرضه على الشخص التالي في القائمة ونراسلك.",
    },
    cancelled: {
      subject: "أُلغي طلب مكانك: {title}",
      text: "أُلغي طلبك لحجز مكان في هذه الجلسة. إن كان ذلك خطأً أو كنت تريد جلسة أخرى، فيكفي أن ترد على هذه الرسالة.",
    },
  },
} satisfies Record<Locale, { greeting: string } & Record<ToldStatus, { subject: string; text: string }>>;

/** Sent when an admin waitlists or cancels a request, in the person's language, with the session's details. */
export function sessionRequestStatusEmail(input: {
  status: ToldStatus;
  locale: Locale;
  name: string;
  session: SessionSummary;
}): RenderedEmail {
  const t = texts[input.locale];
  const { subject, text } = t[input.status];
  return renderEmail({
    locale: input.locale,
    subject: subject.replace("{title}", input.session.title),
    greeting: t.greeting.replace("{name}", input.name),
    paragraphs: [text],
    details: sessionDetails(input.session, input.locale),
  });
}
