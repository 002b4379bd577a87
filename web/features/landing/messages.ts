import { defineMessages } from "@web/i18n/messages";

/**
 * Texts of the landing page's own sections. Facts follow SPEC.md §9: the first session is free
 * with no card, groups have at most 4 learners, the first session is scheduled within 24-48 h.
 */
const en = {
  hero: {
    badge: "Your first session is free",
    title: "Speak a new language over coffee",
    subtitle: "Small-group conversation sessions in cafés across Tunisia",
    description:
      "Practise English, French, German, Spanish and more with a friendly conversation guide, in groups of at most 4 learners. No classroom and no exams: just real conversations that build your confidence week after week.",
    launchNote: "We're launching now: sign up today and we'll contact you within 24-48 hours to plan your first session.",
    learnerCta: "Start for free",
    teacherCta: "Become a conversation guide",
    teacherSubtext: "Native or fluent speaker? No teaching degree needed.",
    trust: ["Real café conversations", "Small groups of 4 learners", "Flexible scheduling"],
    cafeTitle: "Own a café?",
    cafeText: "Host our conversation groups and welcome new regulars every week.",
    cafeCta: "Partner with us",
  },
  advantages: {
    title: "Fluency Starts Here",
    subtitle: "Why conversation in a café works better than another classroom.",
    cards: [
      {
        title: "Speak with confidence",
        text: "You talk from the very first minute. Speaking regularly in a friendly setting is how the fear of mistakes goes away.",
      },
      {
        title: "Small groups",
        text: "At most 4 learners per table, so everyone gets plenty of speaking time and real attention from the guide.",
      },
      {
        title: "Café atmosphere",
        text: "Relaxed sessions in partner cafés near you, with a drink in your hand instead of a textbook.",
      },
      {
        title: "No exams",
        text: "No tests, no grades, no homework. You come to talk, to listen and to enjoy it.",
      },
      {
        title: "Scientifically supported",
        text: "Research on language learning keeps showing it: you learn to speak by speaking, in real interaction with others.",
      },
      {
        title: "Affordable and transparent",
        text: "Clear prices per session in TND, a free first session and no hidden fees.",
      },
    ],
  },
  app: {
    title: "Your progress, in the member app",
    subtitle: "Everything that happens between sessions, in one place.",
    cards: [
      { title: "Track progress", text: "See how your speaking improves from one session to the next." },
      { title: "Feedback", text: "Read personal feedback from your conversation guide after each session." },
      { title: "Reminders", text: "Get a reminder before every session, so you never miss one." },
      { title: "Track credits", text: "Always know how many sessions you have left." },
    ],
    access: "Access App",
  },
  stats: {
    title: "Café Talk at a glance",
    languages: "languages to practise",
    guide: "conversation guide at every table",
    learners: "learners at most per group",
    scheduling: "hours to schedule your first session",
  },
  faq: {
    title: "Frequently asked questions",
    subtitle: "What people ask before their first session.",
  },
  footer: {
    followUs: "Follow us",
    getInTouch: "Get in touch",
    whatsapp: "Chat on WhatsApp",
    memberLogin: "Member login",
    socialLabel: "{network} (opens in a new tab)",
  },
};

export const landingMessages = defineMessages<typeof en>({
  en,
  fr: {
    hero: {
      badge: "Votre première séance est gratuite",
      title: "Parlez une nouvelle langue autour d'un café",
      subtitle: "Des séances de conversation en petits groupes dans les cafés de toute la Tunisie",
      description:
        "Pratiquez l'anglais, le français, l'allemand, l'espagnol et bien d'autres avec un animateur bienveillant, en groupes de 4 apprenants au maximum. Pas de salle de classe ni d'examens : de vraies conversations qui vous donnent confiance, semaine après semaine.",
      launchNote: "Nous lançons maintenant : inscrivez-vous aujourd'hui et nous vous contacterons sous 24 à 48 heures pour planifier votre première séance.",
      learnerCta: "Commencer gratuitement",
      teacherCta: "Devenir animateur de conversation",
      teacherSubtext: "Langue maternelle ou courante ? Aucun diplôme d'enseignant requis.",
      trust: ["De vraies conversations au café", "Petits groupes de 4 apprenants", "Horaires flexibles"],
      cafeTitle: "Vous tenez un café ?",
      cafeText: "Accueillez nos groupes de conversation et de nouveaux habitués chaque semaine.",
      cafeCta: "Devenir partenaire",
    },
    advantages: {
      title: "La fluidité commence ici",
      subtitle: "Pourquoi une conversation au café marche mieux qu'une salle de classe de plus.",
      cards: [
        {
          title: "Parlez avec assurance",
          text: "Vous parlez dès la première minute. C'est en parlant régulièrement dans un cadre convivial que la peur de se tromper disparaît.",
        },
        {
          title: "Petits groupes",
          text: "4 apprenants au maximum par table : chacun a beaucoup de temps de parole et une vraie attention de l'animateur.",
        },
        {
          title: "Ambiance café",
          text: "Des séances détendues dans des cafés partenaires près de chez vous, une boisson à la main plutôt qu'un manuel.",
        },
        {
          title: "Pas d'examens",
          text: "Ni tests, ni notes, ni devoirs. Vous venez pour parler, écouter et en profiter.",
        },
        {
          title: "Fondé sur la recherche",
          text: "La recherche sur l'apprentissage des langues le montre encore et encore : on apprend à parler en parlant, en vraie interaction avec les autres.",
        },
        {
          title: "Abordable et transparent",
          text: "Des prix clairs par séance en TND, une première séance gratuite et aucun frais caché.",
        },
      ],
    },
    app: {
      title: "Vos progrès, dans l'application membre",
      subtitle: "Tout ce qui se passe entre les séances, au même endroit.",
      cards: [
        { title: "Suivi des progrès", text: "Voyez votre expression orale progresser d'une séance à l'autre." },
        { title: "Retours personnalisés", text: "Lisez les retours de votre animateur après chaque séance." },
        { title: "Rappels", text: "Recevez un rappel avant chaque séance pour n'en manquer aucune." },
        { title: "Suivi des crédits", text: "Sachez toujours combien de séances il vous reste." },
      ],
      access: "Accéder à l'application",
    },
    stats: {
      title: "Café Talk en bref",
      languages: "langues à pratiquer",
      guide: "animateur à chaque table",
      learners: "apprenants au maximum par groupe",
      scheduling: "heures pour planifier votre première séance",
    },
    faq: {
      title: "Questions fréquentes",
      subtitle: "Ce que l'on nous demande avant la première séance.",
    },
    footer: {
      followUs: "Suivez-nous",
      getInTouch: "Nous joindre",
      whatsapp: "Écrivez-nous sur WhatsApp",
      memberLogin: "Espace membre",
      socialLabel: "{network} (nouvel onglet)",
    },
  },
  ar: {
    hero: {
      badge: "جلستك الأولى مجانية",
      title: "تحدّث لغة جديدة على فنجان قهوة",
      subtitle: "جلسات محادثة في مجموعات صغيرة في المقاهي في كامل تونس",
      description:
        "تدرّب على الإنجليزية والفرنسية والألمانية والإسبانية وغيرها مع منشّط ودود، في مجموعات لا تتجاوز 4 متعلمين. لا قاعات دراسة ولا امتحانات: محادثات حقيقية تبني ثقتك أسبوعًا بعد أسبوع.",
      launchNote: "نحن في مرحلة الانطلاق: سجّل اليوم وسنتواصل معك خلال 24 إلى 48 ساعة لتحديد موعد جلستك الأولى.",
      learnerCta: "ابدأ مجانًا",
      teacherCta: "كن منشّط محادثة",
      teacherSubtext: "لغتك الأم أو تتقنها بطلاقة؟ لا حاجة إلى شهادة في التدريس.",
      trust: ["محادثات حقيقية في المقهى", "مجموعات صغيرة من 4 متعلمين", "مواعيد مرنة"],
      cafeTitle: "هل تملك مقهى؟",
      cafeText: "استضف مجموعات المحادثة لدينا واستقبل زبائن دائمين جددًا كل أسبوع.",
      cafeCta: "كن شريكًا لنا",
    },
    advantages: {
      title: "الطلاقة تبدأ هنا",
      subtitle: "لماذا تنجح المحادثة في المقهى أكثر من قاعة دراسة أخرى.",
      cards: [
        {
          title: "تحدّث بثقة",
          text: "تتحدث منذ الدقيقة الأولى. فالحديث بانتظام في جو ودّي هو ما يُذهب الخوف من الخطأ.",
        },
        {
          title: "مجموعات صغيرة",
          text: "4 متعلمين كحد أقصى في كل طاولة، ليحظى الجميع بوقت كافٍ للكلام وباهتمام حقيقي من المنشّط.",
        },
        {
          title: "أجواء المقهى",
          text: "جلسات مريحة في مقاهٍ شريكة قريبة منك، ومشروبك في يدك بدل الكتاب المدرسي.",
        },
        {
          title: "بلا امتحانات",
          text: "لا اختبارات ولا علامات ولا واجبات. تأتي لتتحدث وتستمع وتستمتع.",
        },
        {
          title: "مدعوم علميًا",
          text: "تؤكد أبحاث تعلّم اللغات ذلك مرارًا: نتعلم الكلام بالكلام، في تفاعل حقيقي مع الآخرين.",
        },
        {
          title: "أسعار معقولة وواضحة",
          text: "أسعار واضحة لكل جلسة بالدينار التونسي، وجلسة أولى مجانية، ولا رسوم خفية.",
        },
      ],
    },
    app: {
      title: "تقدّمك في تطبيق الأعضاء",
      subtitle: "كل ما يحدث بين الجلسات في مكان واحد.",
      cards: [
        { title: "تابع تقدّمك", text: "شاهد كيف يتحسن كلامك من جلسة إلى أخرى." },
        { title: "ملاحظات", text: "اقرأ ملاحظات منشّطك الشخصية بعد كل جلسة." },
        { title: "تذكيرات", text: "يصلك تذكير قبل كل جلسة حتى لا تفوتك أي واحدة." },
        { title: "تابع رصيدك", text: "اعرف دائمًا عدد الجلسات المتبقية لك." },
      ],
      access: "الدخول إلى التطبيق",
    },
    stats: {
      title: "Café Talk في لمحة",
      languages: "لغات للممارسة",
      guide: "منشّط في كل طاولة",
      learners: "متعلمين كحد أقصى في كل مجموعة",
      scheduling: "ساعة لتحديد موعد جلستك الأولى",
    },
    faq: {
      title: "الأسئلة الشائعة",
      subtitle: "ما يسألنا عنه الناس قبل جلستهم الأولى.",
    },
    footer: {
      followUs: "تابعونا",
      getInTouch: "تواصل معنا",
      whatsapp: "راسلنا على واتساب",
      memberLogin: "دخول الأعضاء",
      socialLabel: "{network} (في علامة تبويب جديدة)",
    },
  },
});
