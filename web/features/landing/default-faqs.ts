import type { Locale } from "@schema/constants";

export interface FaqItem {
  question: string;
  answer: string;
}

/** SPEC.md §2/§4: the ten questions shown when no active FAQ exists in the visitor's language. */
export const DEFAULT_FAQS: Record<Locale, FaqItem[]> = {
  en: [
    {
      question: "Is the first session really free?",
      answer: "Yes. Your first session is free and we never ask for a credit card. Fill in the learner form and we'll schedule it within 24-48 hours.",
    },
    {
      question: "How does a session work?",
      answer:
        "You meet a conversation guide and a small group of learners in a partner café. You talk about everyday life, travel, work and culture; the guide keeps the conversation going and helps whenever you get stuck.",
    },
    {
      question: "How many people are in a group?",
      answer: "At most 4 learners, plus the guide. Small groups mean everyone speaks a lot.",
    },
    {
      question: "Which languages can I practise?",
      answer:
        "English, French, German, Spanish, Italian, Turkish, Portuguese, Arabic and Chinese. A group opens for a language as soon as enough learners near you sign up.",
    },
    {
      question: "Where do sessions take place?",
      answer: "In partner cafés, starting in Tunis and Sousse. New cities open as groups fill up, and the schedule shows every session currently open.",
    },
    {
      question: "Do I need a certain level?",
      answer:
        "No. Groups are formed by level, from beginners to fluent speakers who want to keep practising. Tell us your level in the form and we'll find the right group.",
    },
    {
      question: "How much does it cost?",
      answer:
        "You pay per session in TND, either with a subscription of 2 sessions a week or with flexible credits you use when it suits you. Prices in Tunis and outside Tunis differ slightly: see the pricing section.",
    },
    {
      question: "Can I move a session?",
      answer: "Yes. Subscribers can reschedule a session with at least 24 hours' notice.",
    },
    {
      question: "Who are the conversation guides?",
      answer:
        "Native or fluent speakers who enjoy helping others speak. No teaching degree is needed, and we meet every guide before their first session.",
    },
    {
      question: "How do I follow my progress?",
      answer:
        "In the member app: track your progress, read your guide's feedback, get a reminder before each session and keep an eye on your credits.",
    },
  ],
  fr: [
    {
      question: "La première séance est-elle vraiment gratuite ?",
      answer:
        "Oui. Votre première séance est gratuite et nous ne demandons jamais de carte bancaire. Remplissez le formulaire apprenant et nous la planifierons sous 24 à 48 heures.",
    },
    {
      question: "Comment se déroule une séance ?",
      answer:
        "Vous retrouvez un animateur et un petit groupe d'apprenants dans un café partenaire. Vous parlez de la vie quotidienne, de voyages, de travail et de culture ; l'animateur fait vivre la conversation et vous aide dès que vous bloquez.",
    },
    {
      question: "Combien de personnes par groupe ?",
      answer: "4 apprenants au maximum, plus l'animateur. Avec de petits groupes, chacun parle beaucoup.",
    },
    {
      question: "Quelles langues puis-je pratiquer ?",
      answer:
        "L'anglais, le français, l'allemand, l'espagnol, l'italien, le turc, le portugais, l'arabe et le chinois. Un groupe s'ouvre pour une langue dès que suffisamment d'apprenants s'inscrivent près de chez vous.",
    },
    {
      question: "Où ont lieu les séances ?",
      answer:
        "Dans des cafés partenaires, d'abord à Tunis et à Sousse. D'autres villes ouvrent au fur et à mesure que les groupes se remplissent, et le planning affiche toutes les séances ouvertes.",
    },
    {
      question: "Faut-il un certain niveau ?",
      answer:
        "Non. Les groupes sont constitués par niveau, des débutants aux personnes à l'aise qui veulent continuer à pratiquer. Indiquez votre niveau dans le formulaire et nous trouverons le bon groupe.",
    },
    {
      question: "Combien ça coûte ?",
      answer:
        "Vous payez à la séance en TND, avec un abonnement de 2 séances par semaine ou avec des crédits flexibles que vous utilisez quand vous voulez. Les prix diffèrent légèrement à Tunis et hors de Tunis : voyez la rubrique tarifs.",
    },
    {
      question: "Puis-je déplacer une séance ?",
      answer: "Oui. Les abonnés peuvent reporter une séance en prévenant au moins 24 heures à l'avance.",
    },
    {
      question: "Qui sont les animateurs ?",
      answer:
        "Des personnes de langue maternelle ou parlant couramment, qui aiment aider les autres à parler. Aucun diplôme d'enseignant n'est requis, et nous rencontrons chaque animateur avant sa première séance.",
    },
    {
      question: "Comment suivre mes progrès ?",
      answer:
        "Dans l'application membre : suivez vos progrès, lisez les retours de votre animateur, recevez un rappel avant chaque séance et gardez un œil sur vos crédits.",
    },
  ],
  ar: [
    {
      question: "هل الجلسة الأولى مجانية فعلًا؟",
      answer: "نعم. جلستك الأولى مجانية ولا نطلب أبدًا بطاقة بنكية. املأ استمارة المتعلم وسنحدد موعدها خلال 24 إلى 48 ساعة.",
    },
    {
      question: "كيف تجري الجلسة؟",
      answer:
        "تلتقي بمنشّط ومجموعة صغيرة من المتعلمين في مقهى شريك. تتحدثون عن الحياة اليومية والسفر والعمل والثقافة، والمنشّط يحافظ على سير المحادثة ويساعدك كلما تعثّرت.",
    },
    {
      question: "كم عدد الأشخاص في كل مجموعة؟",
      answer: "4 متعلمين كحد أقصى، إضافة إلى المنشّط. المجموعات الصغيرة تعني أن الجميع يتحدث كثيرًا.",
    },
    {
      question: "ما اللغات التي يمكنني ممارستها؟",
      answer:
        "الإنجليزية والفرنسية والألمانية والإسبانية والإيطالية والتركية والبرتغالية والعربية والصينية. تُفتح مجموعة للغة ما بمجرد تسجيل عدد كافٍ من المتعلمين بالقرب منك.",
    },
    {
      question: "أين تُقام الجلسات؟",
      answer: "في مقاهٍ شريكة، بدءًا بتونس العاصمة وسوسة. تُفتح مدن جديدة كلما اكتملت المجموعات، ويعرض الجدول كل الجلسات المفتوحة حاليًا.",
    },
    {
      question: "هل أحتاج إلى مستوى معيّن؟",
      answer:
        "لا. تتكوّن المجموعات حسب المستوى، من المبتدئين إلى من يتحدثون بطلاقة ويريدون مواصلة الممارسة. أخبرنا بمستواك في الاستمارة وسنجد لك المجموعة المناسبة.",
    },
    {
      question: "كم التكلفة؟",
      answer:
        "تدفع لكل جلسة بالدينار التونسي، إما باشتراك من جلستين في الأسبوع أو برصيد مرن تستعمله متى يناسبك. تختلف الأسعار قليلًا بين تونس العاصمة وخارجها: راجع قسم الأسعار.",
    },
    {
      question: "هل يمكنني تغيير موعد جلسة؟",
      answer: "نعم. يمكن للمشتركين تأجيل جلسة بإشعار مسبق لا يقل عن 24 ساعة.",
    },
    {
      question: "من هم المنشّطون؟",
      answer: "متحدثون أصليون أو يتقنون اللغة بطلاقة ويحبون مساعدة الآخرين على الكلام. لا حاجة إلى شهادة في التدريس، ونلتقي بكل منشّط قبل جلسته الأولى.",
    },
    {
      question: "كيف أتابع تقدّمي؟",
      answer: "في تطبيق الأعضاء: تابع تقدّمك، واقرأ ملاحظات منشّطك، واحصل على تذكير قبل كل جلسة، وراقب رصيدك.",
    },
  ],
};
