import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { whenPhrase } from "../when";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SESSION_REMINDER = "session_reminder";

const texts = {
  en: {
    subject: "Reminder: {title}, {when}",
    preheader: "Your session is {when}: the address and a map link are inside.",
    greeting: "Hello {name},",
    text: "A reminder: your conversation session is {when}.",
    map: "Open the map",
    footnote: "Can't come after all? Reply to this email so we can offer your spot to someone on the waitlist.",
    footnoteWithPage:
      "Can't come after all? Cancel on your request's page: your spot goes straight to the next person on the waitlist.",
  },
  fr: {
    subject: "Rappel : {title}, {when}",
    preheader: "Votre séance a lieu {when} : l'adresse et le plan sont dans ce message.",
    greeting: "Bonjour {name},",
    text: "Petit rappel : votre séance de conversation a lieu {when}.",
    map: "Ouvrir le plan",
    footnote:
      "Vous ne pouvez plus venir ? Répondez à cet e-mail afin que nous proposions votre place à une personne en liste d'attente.",
    footnoteWithPage:
      "Vous ne pouvez plus venir ? Annulez depuis la page de votre demande : votre place revient aussitôt à la personne suivante sur la liste d'attente.",
  },
  ar: {
    subject: "تذكير: {title}، {when}",
    preheader: "جلستك {when}: العنوان ورابط الخريطة في هذه الرسالة.",
    greeting: "مرحبًا {name}،",
    text: "تذكير: جلسة المحادثة الخاصة بك {when}.",
    map: "افتح الخريطة",
    footnote: "لن تتمكن من الحضور؟ ردّ على هذه الرسالة لنمنح مكانك لشخص على قائمة الانتظار.",
    footnoteWithPage:
      "لن تتمكن من الحضور؟ ألغِ حجزك من صفحة طلبك، فينتقل مكانك فورًا إلى الشخص التالي على قائمة الانتظار.",
  },
} satisfies Record<Locale, Record<string, string>>;

/** `text` names `word` as a word of its own, whatever the case and accents ("Tunis" in "12 rue X, TUNIS"). */
function mentions(text: string, word: string): boolean {
  const plain = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const escaped = plain(word).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(plain(text));
}

/**
 * A map search for the café: its name, address and city, as a person would type them; the city
 * only when the address does not already name it (addresses often end with it).
 */
export function mapLink(session: Pick<SessionSummary, "cafeName" | "cafeAddress" | "city">): string {
  const city =
    session.city && !(session.cafeAddress && mentions(session.cafeAddress, session.city)) ? session.city : null;
  const place = [session.cafeName, session.cafeAddress, city, "Tunisia"].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/**
 * Sent within a day of an occurrence of a session to each approved participant, in their
 * language: it names the day as seen when it is written (`now`), today or tomorrow.
 */
export function sessionReminderEmail(input: {
  locale: Locale;
  name: string;
  session: SessionSummary;
  start: Date;
  /** The person's own page for this request (worker/spots/link.ts); null once they were erased. */
  spotUrl: string | null;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  const when = whenPhrase(input.start, input.locale, input.now);
  return renderSessionEmail(
    input.session,
    input.now,
    {
      locale: input.locale,
      subject: t.subject.replace("{when}", when),
      preheader: t.preheader.replace("{when}", when),
      greeting: t.greeting.replace("{name}", input.name),
      paragraphs: [t.text.replace("{when}", when)],
      button: { label: t.map, url: mapLink(input.session) },
      footnote: input.spotUrl ? t.footnoteWithPage : t.footnote,
    },
    input.spotUrl,
  );
}
