import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SESSION_CANCELLED = "session_cancelled";

const texts = {
  en: {
    subject: "Session cancelled: {title}",
    preheader: "We're sorry: this session will not take place.",
    greeting: "Hello {name},",
    approved: "We're sorry: the session you have a spot in has been cancelled and will not take place.",
    waitlisted: "We're sorry: the session you're on the waitlist for has been cancelled and will not take place.",
    calendar: "The calendar file attached removes it from your calendar.",
    other: "Our other sessions are on our website: you're welcome to request a spot in one of them.",
  },
  fr: {
    subject: "Séance annulée : {title}",
    preheader: "Nous sommes désolés : cette séance n'aura pas lieu.",
    greeting: "Bonjour {name},",
    approved: "Nous sommes désolés : la séance où vous avez une place est annulée et n'aura pas lieu.",
    waitlisted:
      "Nous sommes désolés : la séance pour laquelle vous êtes sur liste d'attente est annulée et n'aura pas lieu.",
    calendar: "Le fichier d'agenda joint la retire de votre agenda.",
    other: "Nos autres séances sont sur notre site : n'hésitez pas à y demander une place.",
  },
  ar: {
    subject: "أُلغيت الجلسة: {title}",
    preheader: "نعتذر: هذه الجلسة لن تُعقد.",
    greeting: "مرحبًا {name}،",
    approved: "نعتذر: أُلغيت الجلسة التي حجزت فيها مكانًا ولن تُعقد.",
    waitlisted: "نعتذر: أُلغيت الجلسة التي أنت على قائمة انتظارها ولن تُعقد.",
    calendar: "ملف التقويم المرفق يزيلها من تقويمك.",
    other: "جلساتنا الأخرى على موقعنا: يسعدنا أن تطلب مكانًا في إحداها.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * Sent to each approved and waitlisted person when an admin calls a published session off (by
 * unpublishing it), in their language. Only a person holding a seat had its event in their
 * calendar: theirs carries its cancellation.
 */
export function sessionCancelledEmail(input: {
  locale: Locale;
  name: string;
  /** Holding a seat, or waiting for one. */
  status: "approved" | "waitlisted";
  session: SessionSummary;
  /** The event's cancellation goes with it. */
  withCalendar: boolean;
  /** The person's own page for this request (worker/spots/link.ts); null once they were erased. */
  spotUrl: string | null;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  return renderSessionEmail(
    input.session,
    input.now,
    {
      locale: input.locale,
      subject: t.subject,
      preheader: t.preheader,
      greeting: t.greeting.replace("{name}", input.name),
      paragraphs: [t[input.status], ...(input.withCalendar ? [t.calendar] : []), t.other],
    },
    input.spotUrl,
  );
}
