import type { Locale } from "../../../schema/constants";
import type { RenderedEmail } from "../message";
import { renderSessionEmail, type SessionSummary } from "./session-details";

export const SPOT_CANCELLED = "spot_cancelled";

const texts = {
  en: {
    subject: "Your spot is cancelled: {title}",
    preheader: "Done: nothing else to do. Thank you for letting us know.",
    greeting: "Hello {name},",
    text: "As you asked, your spot in this session is cancelled. Thank you for letting us know: someone on the waitlist can now take your seat.",
    withdrawn: "As you asked, your request for this session is cancelled.",
    calendar: "The attached file removes the session from your calendar.",
    footnote: "Changed your mind? Request a spot again on the site, or reply to this email.",
  },
  fr: {
    subject: "Votre place est annulée : {title}",
    preheader: "C'est fait : vous n'avez rien d'autre à faire. Merci de nous avoir prévenus.",
    greeting: "Bonjour {name},",
    text: "Comme vous l'avez demandé, votre place pour cette séance est annulée. Merci de nous avoir prévenus : une personne en liste d'attente peut maintenant prendre votre place.",
    withdrawn: "Comme vous l'avez demandé, votre demande pour cette séance est annulée.",
    calendar: "Le fichier joint retire la séance de votre agenda.",
    footnote: "Vous avez changé d'avis ? Refaites une demande sur le site, ou répondez à cet e-mail.",
  },
  ar: {
    subject: "تم إلغاء مكانك: {title}",
    preheader: "تمّ الأمر، ولا شيء آخر عليك فعله. شكرًا لإعلامنا.",
    greeting: "مرحبًا {name}،",
    text: "كما طلبت، تم إلغاء مكانك في هذه الجلسة. شكرًا لإعلامنا: يمكن الآن لشخص على قائمة الانتظار أن يأخذ مكانك.",
    withdrawn: "كما طلبت، تم إلغاء طلبك لهذه الجلسة.",
    calendar: "الملف المرفق يحذف الجلسة من تقويمك.",
    footnote: "غيّرت رأيك؟ اطلب مكانًا من جديد على الموقع، أو ردّ على هذه الرسالة.",
  },
} satisfies Record<Locale, Record<string, string>>;

/**
 * Sent when the person cancels their spot from their own page: a short confirmation in their
 * language, with the link back to that page every spot email carries; a spot that was approved
 * also gets its calendar event's cancellation, attached by the sender.
 */
export function spotCancelledEmail(input: {
  locale: Locale;
  name: string;
  session: SessionSummary;
  /** Absolute link to the person's own page (worker/spots/link.ts). */
  spotUrl: string;
  /** They gave up a seat (approved), not a request still waiting. */
  heldSeat: boolean;
  /** The email carries the calendar event's cancellation. */
  withCalendar: boolean;
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
      paragraphs: [input.heldSeat ? t.text : t.withdrawn, ...(input.withCalendar ? [t.calendar] : [])],
      footnote: t.footnote,
    },
    input.spotUrl,
  );
}
