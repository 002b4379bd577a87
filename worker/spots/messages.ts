/**
 * The words of a person's spot page (worker/spots/page.ts), in each language of the site. `{…}`
 * placeholders are filled by the page; everything is escaped when written.
 */
import type { Locale } from "../../schema/constants";

/** What a form on the page led to: the message shown on top of the page it sends the person back to. */
const OUTCOMES = ["cancelled", "claimed", "taken", "lapsed", "too-late"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const isOutcome = (value: string | undefined): value is Outcome =>
  (OUTCOMES as readonly string[]).includes(value ?? "");

interface SpotTexts {
  title: string;
  status: {
    pending: string;
    approved: string;
    waitlisted: string;
    offered: string;
    lapsedOffer: string;
    cancelledByPerson: string;
    cancelledByTeam: string;
    /** The team unpublished the session: everyone in it was emailed. */
    sessionCancelled: string;
  };
  outcome: Record<Outcome, string>;
  claim: string;
  offerHint: string;
  cancel: string;
  cancelHint: string;
  /** The same hint for a request that holds no seat yet (pending or waitlisted). */
  withdrawHint: string;
  confirmQuestion: string;
  confirmText: string;
  confirmYes: string;
  confirmKeep: string;
  calendar: string;
  map: string;
  backToSite: string;
  invalid: { title: string; text: string };
  crossSite: { title: string; text: string };
  failure: { title: string; text: string };
}

export const spotTexts = {
  en: {
    title: "Your spot",
    status: {
      pending: "We've received your request; the team will confirm it soon.",
      approved: "Your spot is confirmed. See you at the café!",
      waitlisted: "You're on the waitlist: number {place} in line. We'll email you as soon as a seat frees up.",
      offered: "A seat is free for you until {deadline}.",
      lapsedOffer: "Your offer lapsed; you're still on the waitlist: number {place} in line.",
      cancelledByPerson: "You cancelled this spot.",
      cancelledByTeam: "This request was cancelled by the team.",
      sessionCancelled: "This session has been cancelled. We're sorry: other sessions are on the site.",
    },
    outcome: {
      cancelled: "Your spot is cancelled. We've sent you a confirmation by email.",
      claimed: "The seat is yours! We've emailed you the details and a calendar file.",
      taken: "Sorry, this seat was taken just before you. You stay on the waitlist, in your place.",
      lapsed: "This offer has lapsed, so nothing was changed.",
      "too-late": "The session has already started, so this spot can no longer be cancelled here.",
    },
    claim: "Claim this seat",
    offerHint: "Not claimed by then, it goes to the next person in line.",
    cancel: "Cancel my spot",
    cancelHint: "Can't come after all? Cancel so that someone on the waitlist can take your seat.",
    withdrawHint: "Changed your mind? You can cancel your request.",
    confirmQuestion: "Cancel your spot in {title}?",
    confirmText: "Your seat will go to someone else. You can always request a spot again on the site.",
    confirmYes: "Yes, cancel my spot",
    confirmKeep: "Keep my spot",
    calendar: "Add to my calendar",
    map: "Open the map",
    backToSite: "Back to the site",
    invalid: {
      title: "This link is not valid (or no longer)",
      text: "A spot's link works until its session is over. Open the whole link from your email, or reply to that email and we'll help.",
    },
    crossSite: {
      title: "Nothing was changed",
      text: "This form was sent from another site. Open the link from your email and use the buttons on your page.",
    },
    failure: {
      title: "Something went wrong",
      text: "Your page could not be opened just now. Please try again in a moment.",
    },
  },
  fr: {
    title: "Votre place",
    status: {
      pending: "Nous avons bien reçu votre demande ; l'équipe va la confirmer très vite.",
      approved: "Votre place est confirmée. À bientôt au café !",
      waitlisted:
        "Vous êtes sur la liste d'attente, en position {place}. Nous vous écrirons dès qu'une place se libère.",
      offered: "Une place vous attend jusqu'au {deadline}.",
      lapsedOffer: "Votre offre a expiré ; vous restez sur la liste d'attente, en position {place}.",
      cancelledByPerson: "Vous avez annulé cette place.",
      cancelledByTeam: "Cette demande a été annulée par l'équipe.",
      sessionCancelled:
        "Cette séance a été annulée. Nous en sommes désolés : d'autres séances vous attendent sur le site.",
    },
    outcome: {
      cancelled: "Votre place est annulée. Nous vous avons envoyé une confirmation par e-mail.",
      claimed: "La place est à vous ! Nous vous avons envoyé les détails et un fichier d'agenda par e-mail.",
      taken: "Désolé, cette place vient d'être prise juste avant vous. Vous gardez votre rang sur la liste d'attente.",
      lapsed: "Cette offre a expiré : rien n'a été modifié.",
      "too-late": "La séance a déjà commencé : cette place ne peut plus être annulée ici.",
    },
    claim: "Prendre cette place",
    offerHint: "Passé ce délai, elle sera proposée à la personne suivante sur la liste.",
    cancel: "Annuler ma place",
    cancelHint:
      "Vous ne pouvez plus venir ? Annulez pour qu'une personne en liste d'attente puisse prendre votre place.",
    withdrawHint: "Vous avez changé d'avis ? Vous pouvez annuler votre demande.",
    confirmQuestion: "Annuler votre place pour « {title} » ?",
    confirmText: "Votre place ira à quelqu'un d'autre. Vous pourrez toujours refaire une demande sur le site.",
    confirmYes: "Oui, annuler ma place",
    confirmKeep: "Garder ma place",
    calendar: "Ajouter à mon agenda",
    map: "Ouvrir le plan",
    backToSite: "Retour au site",
    invalid: {
      title: "Ce lien n'est pas valide (ou ne l'est plus)",
      text: "Le lien d'une place fonctionne jusqu'à la fin de sa séance. Ouvrez le lien complet depuis votre e-mail, ou répondez à cet e-mail et nous vous aiderons.",
    },
    crossSite: {
      title: "Rien n'a été modifié",
      text: "Ce formulaire a été envoyé depuis un autre site. Ouvrez le lien de votre e-mail et utilisez les boutons de votre page.",
    },
    failure: {
      title: "Un problème est survenu",
      text: "Votre page n'a pas pu s'ouvrir pour le moment. Réessayez dans un instant.",
    },
  },
  ar: {
    title: "مكانك",
    status: {
      pending: "وصلنا طلبك، وسيؤكّده الفريق قريبًا.",
      approved: "تم تأكيد مكانك. نراك في المقهى!",
      waitlisted: "أنت على قائمة الانتظار: رقم {place} في الدور. سنراسلك فور توفّر مكان.",
      offered: "هناك مكان شاغر محجوز لك حتى {deadline}.",
      lapsedOffer: "انتهت مهلة العرض، وما زلت على قائمة الانتظار: رقم {place} في الدور.",
      cancelledByPerson: "لقد ألغيت هذا المكان.",
      cancelledByTeam: "ألغى الفريق هذا الطلب.",
      sessionCancelled: "أُلغيت هذه الجلسة. نعتذر منك: تجد جلسات أخرى على الموقع.",
    },
    outcome: {
      cancelled: "تم إلغاء مكانك. أرسلنا إليك تأكيدًا بالبريد الإلكتروني.",
      claimed: "المكان لك! أرسلنا إليك التفاصيل وملف التقويم بالبريد الإلكتروني.",
      taken: "عذرًا، أخذ شخص آخر هذا المكان قبلك بقليل. تبقى على قائمة الانتظار في دورك.",
      lapsed: "انتهت مهلة هذا العرض، فلم يتغيّر شيء.",
      "too-late": "بدأت الجلسة بالفعل، فلم يعد بالإمكان إلغاء هذا المكان من هنا.",
    },
    claim: "احجز هذا المكان",
    offerHint: "إن لم تحجزه قبل ذلك، يُعرض على الشخص التالي في القائمة.",
    cancel: "ألغِ مكاني",
    cancelHint: "لن تتمكن من الحضور؟ ألغِ حجزك ليأخذ مكانك شخص من قائمة الانتظار.",
    withdrawHint: "غيّرت رأيك؟ يمكنك إلغاء طلبك.",
    confirmQuestion: "هل تريد إلغاء مكانك في «{title}»؟",
    confirmText: "سيذهب مكانك إلى شخص آخر. يمكنك دائمًا طلب مكان من جديد على الموقع.",
    confirmYes: "نعم، ألغِ مكاني",
    confirmKeep: "أبقِ على مكاني",
    calendar: "أضف إلى تقويمي",
    map: "افتح الخريطة",
    backToSite: "العودة إلى الموقع",
    invalid: {
      title: "هذا الرابط غير صالح (أو لم يعد صالحًا)",
      text: "يعمل رابط المكان حتى انتهاء جلسته. افتح الرابط كاملًا من رسالتك، أو ردّ على تلك الرسالة وسنساعدك.",
    },
    crossSite: {
      title: "لم يتغيّر شيء",
      text: "أُرسل هذا النموذج من موقع آخر. افتح الرابط من رسالتك واستخدم الأزرار في صفحتك.",
    },
    failure: {
      title: "حدث خطأ ما",
      text: "تعذّر فتح صفحتك الآن. حاول مرة أخرى بعد قليل.",
    },
  },
} satisfies Record<Locale, SpotTexts>;
