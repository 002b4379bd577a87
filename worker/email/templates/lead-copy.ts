import type { LeadType, Locale } from "../../../schema/constants";
import type { LeadInput } from "../../../schema/inputs";
import { renderEmail } from "../layout";
import type { RenderedEmail } from "../message";
import { leadChoices } from "./lead-details";

interface CopyTexts {
  subject: Record<LeadType, string>;
  preheader: string;
  greeting: string;
  intro: Record<LeadType, string>;
  notRepeated: string;
  choicesHeading: string;
  footnote: string;
}

const texts: Record<Locale, CopyTexts> = {
  en: {
    subject: {
      learner: "Welcome to Café Talk: we have your request",
      teacher: "Thanks for wanting to guide conversations with Café Talk",
      cafe_owner: "Thanks for your interest in hosting Café Talk",
      contact: "We received your message",
    },
    preheader: "Thanks for writing to us: here is what happens next.",
    greeting: "Hello,",
    intro: {
      learner:
        "Thanks for joining Café Talk. We will contact you within 24-48 hours to find a small group that suits you and schedule your first session, which is free and needs no credit card.",
      teacher:
        "Thanks for offering to guide conversations. We will read your motivation and contact you soon to tell you about the next steps.",
      cafe_owner:
        "Thanks for your interest in hosting conversation sessions in your café. We will contact you soon to talk about a partnership.",
      contact: "Thanks for your message. We reply within 24 hours.",
    },
    notRepeated:
      "For your safety, this email does not repeat what you wrote: our team has it in full and will answer you.",
    choicesHeading: "What you chose in the form:",
    footnote:
      "You receive this email because this address was entered in a form on our website. If it was not you, you can ignore it.",
  },
  fr: {
    subject: {
      learner: "Bienvenue chez Café Talk : nous avons bien reçu votre demande",
      teacher: "Merci de vouloir animer des conversations avec Café Talk",
      cafe_owner: "Merci de votre intérêt pour accueillir Café Talk",
      contact: "Nous avons bien reçu votre message",
    },
    preheader: "Merci de nous avoir écrit : voici la suite.",
    greeting: "Bonjour,",
    intro: {
      learner:
        "Merci de rejoindre Café Talk. Nous vous contacterons sous 24 à 48 heures pour vous trouver un petit groupe adapté et planifier votre première séance, gratuite et sans carte bancaire.",
      teacher:
        "Merci de proposer d'animer des conversations. Nous allons lire votre motivation et vous recontacterons bientôt pour la suite.",
      cafe_owner:
        "Merci de votre intérêt pour accueillir des séances de conversation dans votre café. Nous vous contacterons bientôt pour parler d'un partenariat.",
      contact: "Merci pour votre message. Nous répondons sous 24 heures.",
    },
    notRepeated:
      "Pour votre sécurité, cet e-mail ne reprend pas ce que vous avez écrit : notre équipe l'a reçu en entier et vous répondra.",
    choicesHeading: "Ce que vous avez choisi dans le formulaire :",
    footnote:
      "Vous recevez cet e-mail car cette adresse a été saisie dans un formulaire de notre site. Si ce n'était pas vous, ignorez-le simplement.",
  },
  ar: {
    subject: {
      learner: "مرحبًا بك في Café Talk: وصلنا طلبك",
      teacher: "شكرًا لرغبتك في تنشيط المحادثات مع Café Talk",
      cafe_owner: "شكرًا لاهتمامك باستضافة Café Talk",
      contact: "وصلتنا رسالتك",
    },
    preheader: "شكرًا لتواصلك معنا: إليك ما سيحدث الآن.",
    greeting: "مرحبًا،",
    intro: {
      learner:
        "شكرًا لانضمامك إلى Café Talk. سنتواصل معك خلال 24 إلى 48 ساعة لنجد لك مجموعة صغيرة تناسبك ونحدد موعد جلستك الأولى، وهي مجانية ودون بطاقة بنكية.",
      teacher: "شكرًا لعرضك تنشيط المحادثات. سنقرأ دوافعك ونتواصل معك قريبًا لنخبرك بالخطوات التالية.",
      cafe_owner: "شكرًا لاهتمامك باستضافة جلسات المحادثة في مقهاك. سنتواصل معك قريبًا للحديث عن الشراكة.",
      contact: "شكرًا على رسالتك. نرد خلال 24 ساعة.",
    },
    notRepeated: "حفاظًا على أمانك، لا تعيد هذه الرسالة ما كتبته: فريقنا تلقّاه كاملًا وسيرد عليك.",
    choicesHeading: "ما اخترته في الاستمارة:",
    footnote: "تصلك هذه الرسالة لأن هذا العنوان أُدخل في استمارة على موقعنا. إن لم تكن أنت، يمكنك تجاهلها.",
  },
};

/**
 * The acknowledgement of a join or contact form, in the person's language, sent to the address
 * they typed. Nothing they typed (name, message, café, number) is in it: until that address has
 * proved it is theirs, anyone could have typed it, and the product must not carry their words to
 * it. Only the choices they picked from the form's lists are repeated.
 */
export function leadCopyEmail(lead: LeadInput): RenderedEmail {
  const t = texts[lead.locale];
  const choices = leadChoices(lead, lead.locale);
  return renderEmail({
    locale: lead.locale,
    subject: t.subject[lead.userType],
    preheader: t.preheader,
    greeting: t.greeting,
    paragraphs: [t.intro[lead.userType], t.notRepeated, ...(choices.length > 0 ? [t.choicesHeading] : [])],
    details: choices,
    footnote: t.footnote,
  });
}
