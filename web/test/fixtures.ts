import type {
  AuthUser,
  Cafe,
  Campaign,
  FaqEntry,
  LanguageSession,
  LeadDetail,
  LeadRow,
  PricingPlan,
  PublicSession,
  SessionRequestRow,
} from "@schema/api";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";

/** What the app meets when a test gives no answer: the Worker's 404, in the API's error shape. */
export const apiDefaults = [
  http.all("/api/*", () =>
    HttpResponse.json({ error: { code: "not_found", message: "No such API endpoint." } }, { status: 404 }),
  ),
];

/**
 * Answers of the API as the Worker gives them, with plain defaults: a test names the fields its
 * rule is about and leaves the rest here.
 */
export const pricingPlan = (overrides: Partial<PricingPlan> = {}): PricingPlan => ({
  id: 1,
  planType: "subscription",
  capitalPrice: 21,
  outsideCapitalPrice: 19,
  features: [],
  featuresFr: [],
  featuresAr: [],
  displayOrder: 0,
  isActive: true,
  createdAt: "",
  updatedAt: "",
  ...overrides,
});

export const cafe = (overrides: Partial<Cafe> = {}): Cafe => ({
  id: 1,
  name: "Café Lino",
  address: "Rue de Marseille",
  city: "Tunis",
  mapUrl: null,
  latitude: null,
  longitude: null,
  photoUrl: null,
  openingNote: null,
  isActive: true,
  createdAt: "",
  updatedAt: "",
  sessionCount: 0,
  ...overrides,
});

export const faqEntry = (overrides: Partial<FaqEntry> = {}): FaqEntry => ({
  id: 1,
  question: "Is the first session really free?",
  answer: "Yes.",
  language: "en",
  category: null,
  sortOrder: 0,
  isActive: true,
  createdAt: "",
  updatedAt: "",
  ...overrides,
});

/** A campaign as the desk's API answers it: a draft with an English subject unless told otherwise. */
export const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 7,
  status: "draft",
  subject: "Launch",
  createdAt: "2026-11-03T10:00:00.000Z",
  updatedAt: null,
  scheduledAt: null,
  startedAt: null,
  finishedAt: null,
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  unsubscribed: 0,
  suppressed: 0,
  subjectEn: overrides.subject ?? "Launch",
  bodyEn: "Hello **all**",
  subjectFr: null,
  bodyFr: null,
  subjectAr: null,
  bodyAr: null,
  audience: null,
  ...overrides,
});

export const languageSession = (overrides: Partial<LanguageSession> = {}): LanguageSession => ({
  id: 4,
  title: "English at Café Lino",
  description: null,
  titleFr: null,
  titleAr: null,
  descriptionFr: null,
  descriptionAr: null,
  language: "English",
  level: "Beginner",
  cafeId: null,
  cafeName: null,
  cafeAddress: null,
  city: "Tunis",
  startsAt: "2026-12-05T10:00",
  durationMinutes: 90,
  repeat: "once",
  repeatDays: [],
  repeatUntil: null,
  repeatCount: null,
  scheduleToReview: null,
  maxParticipants: 6,
  pricingPlanId: null,
  isPublished: false,
  autoOffer: true,
  createdAt: "",
  updatedAt: "",
  ...overrides,
});

export const publicSession = (overrides: Partial<PublicSession> = {}): PublicSession => ({
  id: 1,
  title: "English small talk",
  description: null,
  titleFr: null,
  titleAr: null,
  descriptionFr: null,
  descriptionAr: null,
  language: "English",
  level: "Intermediate",
  city: "Tunis",
  cafeId: 1,
  cafeName: "Café Lino",
  cafeAddress: null,
  // Saturdays at 10:00 in Tunis.
  startsAt: "2026-01-03T10:00",
  durationMinutes: 90,
  repeat: "weekly",
  repeatDays: ["SA"],
  repeatUntil: null,
  nextStarts: ["2026-12-05T09:00:00.000Z", "2026-12-12T09:00:00.000Z", "2026-12-19T09:00:00.000Z"],
  maxParticipants: 4,
  isPublished: true,
  spotsLeft: 3,
  ...overrides,
});

export const leadRow = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  id: 1,
  userType: "cafe_owner",
  name: "Mehdi Chaabane",
  email: "mehdi@cafe.tn",
  city: "Sfax",
  languages: [],
  language: null,
  level: null,
  contactMethod: "whatsapp",
  whatsappNumber: "+216 22 333 444",
  trialSession: false,
  subject: null,
  message: "We have a quiet room upstairs.",
  experience: null,
  cafeName: "Café Kahwa",
  cafeAddress: "Route de Tunis, Sfax",
  spaceAvailable: "12 seats",
  locale: "ar",
  status: "new",
  closedReason: null,
  createdAt: "2026-11-02T09:30:00.000Z",
  noteCount: 0,
  ...overrides,
});

/** A lead's page as the Worker answers it: a new learner, no notes, nothing else under the address. */
export const leadDetail = (overrides: Partial<LeadDetail> = {}): LeadDetail => {
  const { noteCount: _notes, ...lead } = leadRow({
    id: 7,
    userType: "learner",
    name: "سلمى الحداد",
    email: "salma@example.tn",
    city: "Sousse",
    languages: ["German"],
    level: "beginner",
    contactMethod: "whatsapp",
    whatsappNumber: "22 123 456",
    trialSession: true,
    message: null,
    cafeName: null,
    cafeAddress: null,
    spaceAvailable: null,
  });
  return {
    lead,
    notes: [],
    next: ["contacted", "trial_booked", "joined", "closed"],
    reply: {
      message: "مرحبًا سلمى",
      whatsapp: "https://wa.me/21622123456?text=%D9%85",
      email: "mailto:salma@example.tn?subject=Caf%C3%A9%20Talk&body=%D9%85",
    },
    person: { leads: [lead], sessionRequests: [], newsletter: [] },
    ...overrides,
  };
};

/** The texts of a table's body cells, row by row (its first `columns` cells), once it shows. */
export async function tableCells(name: string, columns?: number): Promise<(string | null)[][]> {
  const rows = within(await screen.findByRole("table", { name }))
    .getAllByRole("row")
    .slice(1);
  return rows.map((row) =>
    within(row)
      .getAllByRole("cell")
      .slice(0, columns)
      .map((cell) => cell.textContent),
  );
}

/** A spot request for the Saturday brunch session, as the Requests list shows it. */
export const sessionRequestRow = (overrides: Partial<SessionRequestRow> = {}): SessionRequestRow => ({
  id: 2,
  sessionId: 1,
  leadId: null,
  name: "Amira Ben Salah",
  email: "amira@example.tn",
  phone: null,
  languageInterest: "English",
  level: "beginner",
  status: "pending",
  notes: null,
  locale: "en",
  firstApprovedAt: null,
  cancelledBy: null,
  offerExpiresAt: null,
  offerLapsedAt: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  session: {
    id: 1,
    title: "Brunch English",
    nextStart: "2026-12-05T09:00:00.000Z",
    cafeName: "Café Lino",
    city: "Tunis",
    maxParticipants: 4,
    approvedCount: 0,
    waitlistedCount: 0,
  },
  ...overrides,
});

/** The admin signed in (`GET /api/auth/user`), by default with a second factor set up. */
export const signedInAdmin = ({
  email = "admin@cafetalk.tn",
  name = null,
  ...overrides
}: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  email,
  name,
  role: "admin",
  claims: { email, name },
  secondFactor: { set: true, required: false },
  passwordMustChange: false,
  ...overrides,
});
