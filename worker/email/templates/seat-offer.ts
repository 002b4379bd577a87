import type { Locale } from "../../../schema/constants";
import { dateTimeText } from "../../../schema/session-when";
import type { RenderedEmail } from "../message";
import { whenPhrase } from "../when";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SEAT_OFFER = "seat_offer";

const texts = {
  en: {
    subject: "A seat is free for you: {title}",
    preheader: "It's held for you until {deadline}: claim it in one tap.",
    greeting: "Hello {name},",
    text: "Good news: a seat has freed up in this session, and you're next on its waitlist. It's held for you until {deadline} (Tunis time): claim it before then.",
    late: "Good news: a seat has freed up in this session, which starts soon. We've told everyone on its waitlist: the first to claim it, until {deadline} (Tunis time), has it.",
    button: "Claim my seat",
    footnote:
      "Not claimed by then, the seat goes to the next person in line, and you stay on the waitlist. Can't come? You don't need to do anything.",
  },
  fr: {
    subject: "Une place s'est libérée pour vous : {title}",
    preheader: "Elle vous est réservée jusqu'à {deadline} : confirmez-la en un clic.",
    greeting: "Bonjour {name},",
    text: "Bonne nouvelle : une place s'est libérée dans cette séance, et vous êtes le prochain sur sa liste d'attente. Elle vous est réservée jusqu'à {deadline} (heure de Tunis) : confirmez-la d'ici là.",
    late: "Bonne nouvelle : une place s'est libérée dans cette séance, qui commence bientôt. Nous avons prévenu toute la liste d'attente : la première personne à la confirmer, jusqu'à {deadline} (heure de Tunis), l'obtient.",
    button: "Réserver ma place",
    footnote:
      "Sans réservation d'ici là, la place passe à la personne suivante, et vous restez sur la liste d'attente. Vous ne pouvez pas venir ? Vous n'avez rien à faire.",
  },
  ar: {
    subject: "مكان شاغر من أجلك: {title}",
    preheader: "المكان محجوز لك حتى {deadline}: أكّده بنقرة واحدة.",
    greeting: "مرحبًا {name}،",
    text: "خبر سار: أصبح هناك مكان شاغر في هذه الجلسة، وأنت التالي على قائمة الانتظار. المكان محجوز لك حتى {deadline} (بتوقيت تونس): أكّده قبل ذلك.",
    late: "خبر سار: أصبح هناك مكان شاغر في هذه الجلسة التي تبدأ قريبًا. أبلغنا كل من على قائمة الانتظار: أول من يؤكّده، حتى {deadline} (بتوقيت تونس)، يحصل عليه.",
    button: "احجز مكاني",
    footnote:
      "إن لم تحجزه حتى ذلك الحين، ينتقل المكان إلى الشخص التالي في القائمة وتبقى على قائمة الانتظار. لن تتمكن من الحضور؟ لا حاجة لفعل أي شيء.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * "today at 18:30", "tomorrow at 09:30", else the date itself ("Thursday 26 November at 09:30"),
 * which reads after "until" where "on Thursday…" would not; Arabic's "يوم الخميس…" does.
 */
function deadlineText(deadline: Date, locale: Locale, now: Date): string {
  const phrase = whenPhrase(deadline, locale, now);
  const date = dateTimeText(deadline, locale, now);
  return locale !== "ar" && phrase.endsWith(date) ? date : phrase;
}

/**
 * Sent by the cron (worker/spots/offers.ts) to a waitlisted person offered a freed seat, in their
 * language: the deadline as seen when it is written (`now`), on Tunis's clock, and a button to
 * their own page, where they claim it. `late`: the seat freed close to the start, offered to the
 * whole waitlist at once, first claim wins.
 */
export function seatOfferEmail(input: {
  locale: Locale;
  name: string;
  session: SessionSummary;
  deadline: Date;
  spotUrl: string;
  late: boolean;
  now: Date;
}): RenderedEmail {
  const t = texts[input.locale];
  const deadline = deadlineText(input.deadline, input.locale, input.now);
  return renderSessionEmail(input.session, input.now, {
    locale: input.locale,
    subject: t.subject,
    preheader: t.preheader.replace("{deadline}", deadline),
    greeting: t.greeting.replace("{name}", input.name),
    paragraphs: [(input.late ? t.late : t.text).replace("{deadline}", deadline)],
    button: { label: t.button, url: input.spotUrl },
    footnote: t.footnote,
  });
}
