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
    calendar: "The calendar file attached updates it in your calendar.",
  },
  fr: {
    subject: "La séance a changé : {title}",
    preheader: "Son nouveau jour, son heure ou son lieu à l'intérieur.",
    greeting: "Bonjour {name},",
    text: "La séance où vous avez une place a changé. Voici ses informations à jour.",
    calendar: "Le fichier d'agenda joint la met à jour dans votre agenda.",
  },
  ar: {
    subject: "تغيّرت الجلسة: {title}",
    preheader: "اليوم أو الوقت أو المكان الجديد في الداخل.",
    greeting: "مرحبًا {name}،",
    text: "تغيّرت الجلسة التي حجزت فيها مكانًا. إليك تفاصيلها كما هي الآن.",
    calendar: "ملف التقويم المرفق يحدّثها في تقويمك.",
  },
} satisfies Record<Locale, Record<string, string>>;

/** Sent to each approved person when an admin changes the session's dates, place, or one occurrence. */
export function sessionChangedEmail(input: {
  locale: Locale;
  name: string;
  session: SessionSummary;
  /** A calendar file goes with it (there is none while the session has no dates). */
  withCalendar: boolean;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  return renderSessionEmail(input.session, input.now, {
    locale: input.locale,
    subject: t.subject,
    preheader: t.preheader,
    greeting: t.greeting.replace("{name}", input.name),
    paragraphs: input.withCalendar ? [t.text, t.calendar] : [t.text],
  });
}
