import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

const SESSION_REQUEST_WAITLISTED = "session_request_waitlisted";
const SESSION_REQUEST_CANCELLED = "session_request_cancelled";

/** The statuses an admin sets that the person is told about (approval has its own email, with its calendar file). */
export type ToldStatus = "waitlisted" | "cancelled";

export const STATUS_EMAIL_KIND: Record<ToldStatus, string> = {
  waitlisted: SESSION_REQUEST_WAITLISTED,
  cancelled: SESSION_REQUEST_CANCELLED,
};

/** Waitlisted with every seat taken, waitlisted while seats are free (the team's choice), or cancelled. */
type Wording = "waitlistedFull" | "waitlistedSeatsFree" | "cancelled";

const texts = {
  en: {
    greeting: "Hello {name},",
    waitlisted: {
      subject: "You're on the waitlist: {title}",
      preheader: "We'll email you as soon as we can offer you a spot.",
    },
    cancelled: {
      subject: "Your spot request was cancelled: {title}",
      preheader: "A mistake, or another session in mind? Just reply to this email.",
    },
    text: {
      waitlistedFull:
        "This session is full for now, so we have put you on its waitlist. As soon as a spot frees up, we'll offer it to the next person in line and email you.",
      waitlistedSeatsFree:
        "We have put you on this session's waitlist for now. As soon as we can offer you a spot, we'll email you.",
      cancelled:
        "Your request for a spot in this session has been cancelled. If this is a mistake, or you'd like another session, just reply to this email.",
    },
  },
  fr: {
    greeting: "Bonjour {name},",
    waitlisted: {
      subject: "Vous êtes sur la liste d'attente : {title}",
      preheader: "Nous vous écrirons dès que nous pourrons vous proposer une place.",
    },
    cancelled: {
      subject: "Votre demande de place est annulée : {title}",
      preheader: "Une erreur, ou une autre séance en tête ? Répondez simplement à cet e-mail.",
    },
    text: {
      waitlistedFull:
        "Cette séance est complète pour le moment : nous vous avons inscrit sur sa liste d'attente. Dès qu'une place se libère, nous la proposons à la personne suivante et vous écrivons.",
      waitlistedSeatsFree:
        "Nous vous avons inscrit sur la liste d'attente de cette séance pour le moment. Dès que nous pourrons vous proposer une place, nous vous écrirons.",
      cancelled:
        "Votre demande de place pour cette séance a été annulée. S'il s'agit d'une erreur, ou si vous souhaitez une autre séance, répondez simplement à cet e-mail.",
    },
  },
  ar: {
    greeting: "مرحبًا {name}،",
    waitlisted: {
      subject: "أنت على قائمة الانتظار: {title}",
      preheader: "سنراسلك فور تمكّننا من عرض مكان عليك.",
    },
    cancelled: {
      subject: "أُلغي طلب مكانك: {title}",
      preheader: "خطأ، أو تفكّر في جلسة أخرى؟ يكفي أن ترد على هذه الرسالة.",
    },
    text: {
      waitlistedFull:
        "هذه الجلسة مكتملة حاليًا، لذلك أضفناك إلى قائمة الانتظار. فور توفّر مكان سنعرضه على الشخص التالي في القائمة ونراسلك.",
      waitlistedSeatsFree: "أضفناك حاليًا إلى قائمة الانتظار لهذه الجلسة. سنراسلك فور تمكّننا من عرض مكان عليك.",
      cancelled:
        "أُلغي طلبك لحجز مكان في هذه الجلسة. إن كان ذلك خطأً أو كنت تريد جلسة أخرى، فيكفي أن ترد على هذه الرسالة.",
    },
  },
} satisfies Record<
  Locale,
  { greeting: string; text: Record<Wording, string> } & Record<ToldStatus, { subject: string; preheader: string }>
>;

/**
 * Sent when an admin waitlists or cancels a request, in the person's language, with the session's
 * details. Only a session with every seat taken is called full: an admin may waitlist someone
 * while seats are free.
 */
export function sessionRequestStatusEmail(input: {
  status: ToldStatus;
  locale: Locale;
  name: string;
  session: SessionSummary;
  /** Every seat of the session is taken by someone else. */
  sessionFull: boolean;
  /** The person's own page for this request (worker/spots/link.ts); null once they were erased. */
  spotUrl: string | null;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  const wording: Wording =
    input.status === "cancelled" ? "cancelled" : input.sessionFull ? "waitlistedFull" : "waitlistedSeatsFree";
  return renderSessionEmail(
    input.session,
    input.now,
    {
      locale: input.locale,
      subject: t[input.status].subject,
      preheader: t[input.status].preheader,
      greeting: t.greeting.replace("{name}", input.name),
      paragraphs: [t.text[wording]],
    },
    input.spotUrl,
  );
}
