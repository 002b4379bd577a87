import type { Locale } from "../../../schema/constants";
import { SESSION_TIME_ZONE } from "../../../schema/schedule";
import { renderEmail } from "../layout";
import type { RenderedEmail } from "../message";
import { type SessionSummary, sessionDetails } from "./session-details";

export const SESSION_REMINDER = "session_reminder";

const texts = {
  en: {
    subject: "See you tomorrow: {title}",
    greeting: "Hello {name},",
    text: "A reminder: your conversation session is on {when}.",
    map: "Open the map",
    footnote: "Can't come after all? Reply to this email so we can offer your spot to someone on the waitlist.",
  },
  fr: {
    subject: "À demain : {title}",
    greeting: "Bonjour {name},",
    text: "Petit rappel : votre séance de conversation a lieu le {when}.",
    map: "Ouvrir le plan",
    footnote:
      "Vous ne pouvez plus venir ? Répondez à cet e-mail afin que nous proposions votre place à une personne en liste d'attente.",
  },
  ar: {
    subject: "نراك غدًا: {title}",
    greeting: "مرحبًا {name}،",
    text: "تذكير: جلسة المحادثة الخاصة بك يوم {when}.",
    map: "افتح الخريطة",
    footnote: "لن تتمكن من الحضور؟ ردّ على هذه الرسالة لنمنح مكانك لشخص على قائمة الانتظار.",
  },
} satisfies Record<Locale, Record<string, string>>;

const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", ar: "ar-TN" };

/** "Saturday 28 November at 10:00", in the reader's language, on Tunis's clock. */
export function occurrenceText(start: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SESSION_TIME_ZONE,
  }).format(start);
}

/** A map search for the café: its name, address and city, as a person would type them. */
export function mapLink(session: Pick<SessionSummary, "cafeName" | "cafeAddress" | "city">): string {
  const place = [session.cafeName, session.cafeAddress, session.city, "Tunisia"].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** Sent the day before an occurrence of a session to each approved participant, in their language. */
export function sessionReminderEmail(input: {
  locale: Locale;
  name: string;
  session: SessionSummary;
  start: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  return renderEmail({
    locale: input.locale,
    subject: t.subject.replace("{title}", input.session.title),
    greeting: t.greeting.replace("{name}", input.name),
    paragraphs: [t.text.replace("{when}", occurrenceText(input.start, input.locale))],
    details: sessionDetails(input.session, input.locale),
    button: { label: t.map, url: mapLink(input.session) },
    footnote: t.footnote,
  });
}
