/** Demo content for local use: realistic enough to click through every public section. */
import { randomBytes } from "node:crypto";
import { tunisLocal } from "../schema/occurrences.ts";

export const seedPricingPlans = [
  {
    id: 1,
    plan_type: "subscription",
    capital_price: 21,
    outside_capital_price: 19,
    features: [
      "2 conversation sessions per week",
      "Groups of max 4 learners",
      "Progress tracking and feedback in the member app",
      "Reschedule with 24 hours' notice",
    ],
    features_fr: [
      "2 séances de conversation par semaine",
      "Groupes de 4 apprenants maximum",
      "Suivi des progrès et retours dans l'application membre",
      "Report possible avec 24 heures de préavis",
    ],
    features_ar: [
      "حصتا محادثة في الأسبوع",
      "مجموعات من 4 متعلمين كحد أقصى",
      "متابعة التقدم والملاحظات في تطبيق الأعضاء",
      "إمكانية تغيير الموعد بإشعار قبل 24 ساعة",
    ],
    display_order: 1,
    is_active: true,
  },
  {
    id: 2,
    plan_type: "flexible",
    capital_price: 30,
    outside_capital_price: 28,
    features: ["Pay per session, no commitment", "Book any published session", "Credits tracked in the member app"],
    features_fr: [
      "Paiement à la séance, sans engagement",
      "Réservez n'importe quelle séance publiée",
      "Crédits suivis dans l'application membre",
    ],
    features_ar: ["ادفع لكل حصة دون التزام", "احجز أي حصة منشورة", "رصيدك متابع في تطبيق الأعضاء"],
    display_order: 2,
    is_active: true,
  },
];

export const seedFaqs = [
  {
    id: 1,
    language: "en",
    sort_order: 1,
    category: "Getting started",
    question: "Is the first session really free?",
    answer:
      "Yes. Your first session is free and we never ask for a credit card. We schedule it within 24-48 hours of your request.",
  },
  {
    id: 2,
    language: "en",
    sort_order: 2,
    category: "Sessions",
    question: "How many people are in a group?",
    answer: "Groups are small: at most 4 learners with one conversation guide, so everyone speaks a lot.",
  },
  {
    id: 3,
    language: "en",
    sort_order: 3,
    category: "Sessions",
    question: "Where do sessions take place?",
    answer: "In partner cafés, starting with Tunis and Sousse. More cities open as groups fill up.",
  },
  {
    id: 4,
    language: "fr",
    sort_order: 1,
    category: "Premiers pas",
    question: "La première séance est-elle vraiment gratuite ?",
    answer:
      "Oui. Votre première séance est gratuite et nous ne demandons jamais de carte bancaire. Nous la planifions sous 24 à 48 heures.",
  },
  {
    id: 5,
    language: "fr",
    sort_order: 2,
    category: "Séances",
    question: "Combien de personnes par groupe ?",
    answer: "Les groupes sont petits : 4 apprenants au maximum avec un animateur, pour que chacun parle beaucoup.",
  },
  {
    id: 6,
    language: "fr",
    sort_order: 3,
    category: "Séances",
    question: "Où ont lieu les séances ?",
    answer: "Dans des cafés partenaires, d'abord à Tunis et à Sousse. D'autres villes ouvrent au fur et à mesure.",
  },
  {
    id: 7,
    language: "ar",
    sort_order: 1,
    category: "البداية",
    question: "هل الجلسة الأولى مجانية فعلًا؟",
    answer: "نعم. جلستك الأولى مجانية ولا نطلب أبدًا بطاقة بنكية. نحدد موعدها خلال 24 إلى 48 ساعة من طلبك.",
  },
  {
    id: 8,
    language: "ar",
    sort_order: 2,
    category: "الجلسات",
    question: "كم عدد الأشخاص في كل مجموعة؟",
    answer: "المجموعات صغيرة: 4 متعلمين كحد أقصى مع منشّط واحد، ليتحدث الجميع كثيرًا.",
  },
  {
    id: 9,
    language: "ar",
    sort_order: 3,
    category: "الجلسات",
    question: "أين تُقام الجلسات؟",
    answer: "في مقاهٍ شريكة، بدءًا بتونس العاصمة وسوسة. تُفتح مدن أخرى كلما اكتملت المجموعات.",
  },
];

/** 19:00 on Tunis's clock, 30 days from now. */
function oneMonthAhead(): string {
  return `${tunisLocal(new Date(Date.now() + 30 * 86_400_000)).slice(0, 10)}T19:00`;
}

/** An OpenStreetMap link to a point: what a café's "map link" holds. */
const osmLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;

/**
 * The cafés the sessions are held in, in three cities, and one inactive (no new session can choose
 * it). Their name, address and city are copied onto their sessions by the database's triggers.
 */
export const seedCafes = [
  {
    id: 1,
    name: "Café Lino",
    address: "Rue de Marseille, Tunis",
    city: "Tunis",
    map_url: osmLink(36.8003, 10.1822),
    latitude: 36.8003,
    longitude: 10.1822,
    opening_note: "Every day 8:00–23:00. The Café Talk table is upstairs by the window.",
    is_active: true,
  },
  {
    id: 2,
    name: "Le Petit Salon",
    address: "Avenue Habib Bourguiba, Sousse",
    city: "Sousse",
    map_url: osmLink(35.8276, 10.6397),
    latitude: 35.8276,
    longitude: 10.6397,
    opening_note: "Closed on Mondays.",
    is_active: true,
  },
  {
    id: 3,
    name: "Café Kahwa",
    address: "Route de Tunis, Sfax",
    city: "Sfax",
    map_url: osmLink(34.753, 10.753),
    latitude: 34.753,
    longitude: 10.753,
    opening_note: null,
    is_active: true,
  },
  {
    id: 4,
    name: "Dar Zitouna",
    address: "Souk El Attarine, Tunis",
    city: "Tunis",
    map_url: null,
    latitude: null,
    longitude: null,
    opening_note: "Closed for works until further notice.",
    is_active: false,
  },
];

export const seedSessions = [
  {
    id: 1,
    title: "English small talk at Café Lino",
    description: "Relaxed conversation about travel, work and daily life.",
    // Written in every language; the other sessions are in English only, which the French and
    // Arabic pages show as it is (docs/product-rules.md#landing-page).
    title_fr: "Anglais détendu au Café Lino",
    title_ar: "دردشة بالإنجليزية في مقهى لينو",
    description_fr: "Une conversation détendue sur les voyages, le travail et la vie quotidienne.",
    description_ar: "محادثة هادئة عن السفر والعمل والحياة اليومية.",
    language: "English",
    level: "Intermediate",
    cafe_id: 1,
    city: "Tunis",
    // Every Saturday at 10:00 from the first one of 2026.
    starts_at: "2026-01-03T10:00",
    duration_minutes: 90,
    repeat: "weekly",
    repeat_days: ["SA"],
    max_participants: 4,
    is_published: true,
  },
  {
    id: 2,
    title: "Français pour débutants",
    description: "Premiers pas en français, sans stress.",
    language: "French",
    level: "Beginner",
    cafe_id: 2,
    city: "Sousse",
    starts_at: "2026-01-07T18:30",
    duration_minutes: 60,
    repeat: "weekly",
    repeat_days: ["WE"],
    max_participants: 4,
    is_published: true,
  },
  {
    id: 3,
    title: "Deutsch am Abend",
    description: "German conversation for all levels.",
    language: "German",
    level: "All Levels",
    cafe_id: 3,
    city: "Sfax",
    // Tuesdays and Thursdays.
    starts_at: "2026-01-06T19:00",
    duration_minutes: 75,
    repeat: "weekly",
    repeat_days: ["TU", "TH"],
    max_participants: 4,
    is_published: true,
  },
  {
    id: 4,
    title: "Spanish — draft",
    description: "Not yet published.",
    language: "Spanish",
    level: "Beginner",
    cafe_id: null,
    city: "Tunis",
    // One evening, a month after the database was first seeded.
    starts_at: oneMonthAhead(),
    duration_minutes: 60,
    repeat: "once",
    max_participants: 6,
    is_published: false,
  },
];

/**
 * Spot requests: the French session is full (4 of 4 approved), so the schedule shows its waitlist.
 * Each has its own link (worker/spots/link.ts).
 */
export const seedSessionRequests = [
  {
    id: 1,
    session_id: 1,
    name: "Amira Ben Salah",
    email: "amira@example.tn",
    phone: "+216 20 123 456",
    language_interest: "English",
    level: "intermediate",
    status: "approved",
    locale: "en",
  },
  {
    id: 2,
    session_id: 1,
    name: "Youssef Trabelsi",
    email: "youssef@example.tn",
    phone: null,
    language_interest: "English",
    level: "beginner",
    status: "pending",
    locale: "fr",
  },
  {
    id: 3,
    session_id: 2,
    name: "Sarah Müller",
    email: "sarah@example.de",
    phone: null,
    language_interest: "French",
    level: "beginner",
    status: "approved",
    locale: "en",
  },
  {
    id: 4,
    session_id: 2,
    name: "Hamza Jaziri",
    email: "hamza@example.tn",
    phone: "+216 55 987 654",
    language_interest: "French",
    level: "beginner",
    status: "approved",
    locale: "ar",
  },
  {
    id: 5,
    session_id: 2,
    name: "Lina Gharbi",
    email: "lina@example.tn",
    phone: null,
    language_interest: "French",
    level: "intermediate",
    status: "approved",
    locale: "fr",
  },
  {
    id: 6,
    session_id: 2,
    name: "Marco Rossi",
    email: "marco@example.it",
    phone: null,
    language_interest: "French",
    level: "beginner",
    status: "approved",
    locale: "en",
  },
  {
    id: 7,
    session_id: 2,
    name: "Nour Ayari",
    email: "nour@example.tn",
    phone: "+216 98 111 222",
    language_interest: "French",
    level: "advanced",
    status: "waitlisted",
    notes: "Asked for the next French group.",
    locale: "ar",
  },
  {
    id: 8,
    session_id: 3,
    name: "Karim Mansour",
    email: "karim@example.tn",
    phone: null,
    language_interest: "German",
    level: "intermediate",
    status: "cancelled",
    notes: "Moved to Sousse.",
    locale: "en",
  },
].map((request) => ({ ...request, link_key: randomBytes(20).toString("hex") }));

const HOUR_MS = 3_600_000;

/**
 * One lead of each type, for the back office's leads page, at different places in the pipeline:
 * two came in more than 24 hours before the first seeding and are still new (waiting).
 */
export const seedLeads = [
  {
    id: 1,
    user_type: "learner",
    name: "Ines Bouazizi",
    email: "ines@example.tn",
    city: "Tunis",
    languages: ["English", "German"],
    level: "intermediate",
    contact_method: "whatsapp",
    whatsapp_number: "+216 22 333 444",
    trial_session: true,
    locale: "fr",
    created_at: Date.now() - 26 * HOUR_MS,
  },
  {
    id: 2,
    user_type: "teacher",
    name: "Claire Dubois",
    email: "claire@example.fr",
    city: "Sousse",
    languages: ["French"],
    contact_method: "email",
    experience: "I taught French conversation in Lyon for three years and love meeting new people.",
    locale: "en",
    status: "call_invited",
    created_at: Date.now() - 72 * HOUR_MS,
  },
  {
    id: 3,
    user_type: "cafe_owner",
    name: "Mehdi Chaabane",
    email: "mehdi@cafe-lino.tn",
    city: "Sfax",
    languages: [],
    contact_method: "whatsapp",
    whatsapp_number: "+216 74 555 666",
    cafe_name: "Café Kahwa",
    cafe_address: "Route de Tunis, Sfax",
    space_available: "A quiet room for 8 people",
    message: "Weekday evenings are best.",
    locale: "ar",
  },
  {
    id: 4,
    user_type: "contact",
    name: "Olfa Hammami",
    email: "olfa@example.tn",
    languages: [],
    contact_method: "email",
    subject: "Corporate sessions",
    message: "Do you organise sessions for company teams?",
    locale: "en",
    status: "closed",
    closed_reason: "other",
    created_at: Date.now() - 240 * HOUR_MS,
  },
  {
    id: 5,
    user_type: "learner",
    name: "رانية السعيدي",
    email: "rania@example.tn",
    city: "Kairouan",
    languages: ["Turkish"],
    level: "beginner",
    contact_method: "email",
    trial_session: false,
    locale: "ar",
    created_at: Date.now() - 50 * HOUR_MS,
  },
];

export const seedSeoSettings = {
  id: 1,
  default_title: "Café Talk — Language conversation sessions in cafés across Tunisia",
  default_title_fr: "Café Talk — Sessions de conversation en langues dans les cafés de Tunisie",
  default_title_ar: "Café Talk — جلسات محادثة باللغات في مقاهي تونس",
  default_description:
    "Practise English, French, German and more in small groups of 4 in cafés in Tunis, Sousse and Sfax. Your first session is free.",
  default_description_fr:
    "Pratiquez l'anglais, le français, l'allemand et plus en petits groupes de 4 dans des cafés à Tunis, Sousse et Sfax. Première séance gratuite.",
  default_description_ar:
    "تدرّب على الإنجليزية والفرنسية والألمانية وغيرها في مجموعات صغيرة من 4 أشخاص في مقاهي تونس وسوسة وصفاقس. الجلسة الأولى مجانية.",
  default_keywords: "language exchange Tunis, English conversation Tunisia, learn French Sousse",
  default_keywords_fr: "échange linguistique Tunis, conversation anglais Tunisie",
  default_keywords_ar: "تعلم اللغات تونس, محادثة إنجليزية تونس",
  og_type: "website",
  twitter_card: "summary_large_image",
  geo_heading_en: "Conversation sessions across Tunisia",
  geo_heading_fr: "Des séances de conversation partout en Tunisie",
  geo_heading_ar: "جلسات محادثة في كامل تونس",
  geo_content_en: "We meet in cafés in Tunis, Sousse, Sfax, Bizerte, Nabeul, Kairouan and Hammamet.",
  geo_content_fr: "Nous nous retrouvons dans des cafés à Tunis, Sousse, Sfax, Bizerte, Nabeul, Kairouan et Hammamet.",
  geo_content_ar: "نلتقي في مقاهي تونس العاصمة وسوسة وصفاقس وبنزرت ونابل والقيروان والحمامات.",
  geo_locations: "Tunis, Sousse, Sfax, Bizerte, Nabeul, Kairouan, Hammamet",
  organization_schema: { "@type": "Organization", name: "Café Talk", url: "http://localhost:8787" },
  ai_info_json: { service: "Small-group language conversation sessions in cafés", country: "Tunisia", currency: "TND" },
  language: "en",
};

export const LOCAL_ADMIN_EMAIL = "admin@cafetalk.local";

/**
 * The Site settings of a local database: plainly not the business's (a +216 00 number, example.com
 * and `.example` addresses, profiles named local-demo), so nothing local can pass for real contact
 * details. Production starts empty: what is not set is not shown. Stats are left to live data.
 */
export const seedSiteSettings = {
  id: 1,
  contact_phone: "+21600000000",
  contact_email: "hello@example.com",
  whatsapp_number: "+21600000001",
  member_app_url: "https://app.cafetalk.example/login",
  facebook_url: "https://www.facebook.com/cafetalk-local-demo",
  instagram_url: "https://www.instagram.com/cafetalk-local-demo",
  x_url: "https://x.com/cafetalk_local_demo",
  youtube_url: "https://www.youtube.com/@cafetalk-local-demo",
  pinterest_url: "https://www.pinterest.com/cafetalk-local-demo",
  medium_url: "https://medium.com/@cafetalk-local-demo",
  linkedin_url: "https://www.linkedin.com/company/cafetalk-local-demo",
};
