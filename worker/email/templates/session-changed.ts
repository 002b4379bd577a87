import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SESSION_CHANGED = "session_changed";

const texts = {
  en: {
    subject: "The session has changed: {title}",
    preheader: "Its new day, time or place is inside.",
    greeting: "Hello {name},",
    text: "The session you have a spot in has changed. Here are its details as they are now.",
    waitlistedText:
      "The session you're on the waitlist for has changed. You're still on its waitlist: here are its details as they are now.",
    calendar: "The calendar file attached updates it in your calendar.",
  },
  fr: {
    subject: "La séance a changé : {title}",
    preheader: "Son nouveau jour, son heure ou son lieu à l'intérieur.",
    greeting: "Bonjour {name},",
    text: "La séance où vous avez une place a changé. Voici ses informations à jour.",
    waitlistedText:
      "La séance pour laquelle vous êtes sur liste d'attente a changé. Vous êtes toujours sur sa liste d'attente : voici ses informations à jour.",
    calendar: "Le fichier d'agenda joint la met à jour dans votre agenda.",
  },
  ar: {
    subject: "تغيّرت الجلسة: {title}",
    preheader: "اليوم أو الوقت أو المكان الجديد في الداخل.",
    greeting: "مرحبًا {name}،",
    text: "تغيّرت الجلسة التي حجزت فيها مكانًا. إليك تفاصيلها كما هي الآن.",
    waitlistedText: "تغيّرت الجلسة التي أنت على قائمة انتظارها. ما زلت على قائمة الانتظار: إليك تفاصيلها كما هي الآن.",
    calendar: "ملف التقويم المرفق يحدّثها في تقويمك.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * Sent to each approved and waitlisted person when an admin changes the session's dates, place,
 * or one occurrence. Only a person holding a seat has its event in their calendar to update.
 */
export function sessionChangedEmail(input: {
  locale: Locale;
  name: string;
  /** Holding a seat, or waiting for one. */
  status: "approved" | "waitlisted";
  session: SessionSummary;
  /** A calendar file goes with it (there is none while the session has no dates, nor for the waitlisted). */
  withCalendar: boolean;
  /** The person's own page for this request (worker/spots/link.ts); null once they were erased. */
  spotUrl: string | null;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  const text = input.status === "waitlisted" ? t.waitlistedText : t.text;
  return renderSessionEmail(
    input.session,
    input.now,
    {
      locale: input.locale,
      subject: t.subject,
      preheader: t.preheader,
      greeting: t.greeting.replace("{name}", input.name),
      paragraphs: input.withCalendar ? [text, t.calendar] : [text],
    },
    input.spotUrl,
  );
}
