import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SESSION_REQUEST_APPROVED = "session_request_approved";

const texts = {
  en: {
    subject: "Your spot is confirmed: {title}",
    preheader: "See you at the café: the session's day, time and place are inside.",
    greeting: "Hello {name},",
    text: "Good news: your spot in this conversation session is confirmed. See you at the café!",
    calendar: "Add to my calendar",
    footnote: "Can't make it after all? Let us know so we can offer your spot to someone on the waitlist.",
    footnoteWithPage:
      "Can't make it after all? Cancel on your request's page: your spot goes straight to the next person on the waitlist.",
  },
  fr: {
    subject: "Votre place est confirmée : {title}",
    preheader: "À bientôt au café : le jour, l'heure et le lieu de la séance sont dans ce message.",
    greeting: "Bonjour {name},",
    text: "Bonne nouvelle : votre place dans cette séance de conversation est confirmée. À bientôt au café !",
    calendar: "Ajouter à mon agenda",
    footnote:
      "Vous ne pouvez plus venir ? Prévenez-nous afin que nous proposions votre place à une personne en liste d'attente.",
    footnoteWithPage:
      "Vous ne pouvez plus venir ? Annulez depuis la page de votre demande : votre place revient aussitôt à la personne suivante sur la liste d'attente.",
  },
  ar: {
    subject: "تم تأكيد مكانك: {title}",
    preheader: "نراك في المقهى: يوم الجلسة وساعتها ومكانها في هذه الرسالة.",
    greeting: "مرحبًا {name}،",
    text: "خبر سار: تم تأكيد مكانك في جلسة المحادثة هذه. نراك في المقهى!",
    calendar: "أضف إلى تقويمي",
    footnote: "لن تتمكن من الحضور؟ أخبرنا لنمنح مكانك لشخص على قائمة الانتظار.",
    footnoteWithPage:
      "لن تتمكن من الحضور؟ ألغِ حجزك من صفحة طلبك، فينتقل مكانك فورًا إلى الشخص التالي على قائمة الانتظار.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * Sent when an admin approves a request: the session's details and, when it has a fixed time, the
 * person's own link to their calendar file (the file itself is attached by the sender).
 */
export function sessionRequestApprovedEmail(input: {
  locale: Locale;
  name: string;
  session: SessionSummary;
  /** Absolute link to the person's own .ics file; null while the session has no dates. */
  calendarUrl: string | null;
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
      paragraphs: [t.text],
      button: input.calendarUrl ? { label: t.calendar, url: input.calendarUrl } : undefined,
      // Cancelling on their page frees the seat for the next in line, with no one to wait for.
      footnote: input.spotUrl ? t.footnoteWithPage : t.footnote,
    },
    input.spotUrl,
  );
}
