import type { PluralForms } from "@web/i18n/numbers";

/**
 * Texts of the landing page's own sections. Facts follow docs/product-rules.md#constants: the first session is free
 * with no card, groups have at most 4 learners, the first session is scheduled within 24-48 h.
 */
const en = {
  hero: {
    badge: "Your first session is free",
    title: "Speak a new language over coffee",
    subtitle: "Small-group conversation sessions in cafés across Tunisia",
    description:
      "Practise English, French, German, Spanish and more with a friendly conversation guide, in groups of at most 4 learners. No classroom and no exams: just real conversations that build your confidence week after week.",
    launchNote:
      "We're launching now: sign up today and we'll contact you within 24-48 hours to plan your first session.",
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
  // Each count's label agrees with its figure ("1 conversation guide"): one form per plural form.
  stats: {
    title: "Café Talk at a glance",
    languages: { one: "language to practise", other: "languages to practise" } as PluralForms,
    teachers: { one: "conversation guide", other: "conversation guides" } as PluralForms,
    learners: { one: "learner", other: "learners" } as PluralForms,
    successRate: "success rate",
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

export type LandingMessages = typeof en;
export default en;
