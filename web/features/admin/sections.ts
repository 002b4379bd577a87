/** The back-office pages, in the dashboard's order (SPEC.md's six, then leads). */
export const ADMIN_SECTIONS = [
  {
    to: "/admin/sessions",
    title: "Sessions",
    description: "Create, edit and publish conversation sessions.",
    whenSignedOut: "redirect",
  },
  {
    to: "/admin/pricing",
    title: "Pricing",
    description: "Subscription and flexible-credit plans.",
    whenSignedOut: "redirect",
  },
  {
    to: "/admin/faqs",
    title: "FAQs",
    description: "Questions and answers in English, French and Arabic.",
    whenSignedOut: "redirect",
  },
  {
    to: "/admin/requests",
    title: "Session requests",
    description: "Review, approve or waitlist spot requests.",
    whenSignedOut: "redirect",
  },
  {
    to: "/admin/newsletter",
    title: "Newsletter",
    description: "Subscribers, export and sending.",
    whenSignedOut: "prompt",
  },
  {
    to: "/admin/seo",
    title: "SEO",
    description: "Meta tags, social, GEO, tracking and robots.",
    whenSignedOut: "prompt",
  },
  {
    to: "/admin/outbox",
    title: "Outbox",
    description: "Every email sent or waiting, failures and retries.",
    whenSignedOut: "redirect",
  },
  {
    to: "/admin/leads",
    title: "Leads",
    description: "Learners, teachers, café owners and contact messages.",
    whenSignedOut: "redirect",
  },
  {
    to: "/admin/people",
    title: "People",
    description: "One person's data: find, export, correct or erase it.",
    whenSignedOut: "redirect",
  },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]["to"];

export function adminSection(path: AdminSectionPath) {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.to === path);
  if (!section) throw new Error(`Unknown admin section ${path}`);
  return section;
}
