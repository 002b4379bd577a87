import type { AdminCounts } from "@schema/api";

/** What the admin layout needs of a page, from its route's `staticData.admin`: its title. */
export interface AdminPageMeta {
  title: string;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Set on every page under /admin: the layout route reads it to title the page. */
    admin?: AdminPageMeta;
  }
}

interface AdminSection extends AdminPageMeta {
  to: string;
  description: string;
  /** What waits in this section, shown as a badge in the navigation: which count, and what it counts. */
  waiting?: { count: keyof AdminCounts; noun: (n: number) => string };
}

const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

/**
 * The back-office pages, in the navigation's and the dashboard's order (the six of docs/product-rules.md#screens, then the
 * outbox, leads, people, the audit log, the admins and one's own account). A new page is one more entry here: its route, title
 * and what waits in it.
 */
export const ADMIN_SECTIONS = [
  {
    to: "/admin/sessions",
    title: "Sessions",
    description: "Create, edit and publish conversation sessions.",
    waiting: { count: "seatsToOffer", noun: plural("seat to offer", "seats to offer") },
  },
  {
    to: "/admin/cafes",
    title: "Cafés",
    description: "Where sessions are held: address, map, opening note; active or not.",
  },
  {
    to: "/admin/calendar",
    title: "Calendar",
    description: "Every session's dates by week or month, with who is coming.",
  },
  {
    to: "/admin/pricing",
    title: "Pricing",
    description: "Subscription and flexible-credit plans.",
  },
  {
    to: "/admin/faqs",
    title: "FAQs",
    description: "Questions and answers in English, French and Arabic.",
  },
  {
    to: "/admin/requests",
    title: "Session requests",
    description: "Review, approve or waitlist spot requests.",
    waiting: { count: "pendingRequests", noun: plural("pending request", "pending requests") },
  },
  {
    to: "/admin/newsletter",
    title: "Newsletter",
    description: "Subscribers, export and sending.",
  },
  {
    to: "/admin/seo",
    title: "SEO",
    description: "Meta tags, social, GEO, tracking and robots.",
  },
  {
    to: "/admin/site",
    title: "Site",
    description: "Contact details, social links, member app and the stats band.",
  },
  {
    to: "/admin/outbox",
    title: "Outbox",
    description: "Every email sent or waiting, failures and retries.",
    waiting: { count: "failedEmails", noun: plural("failed email", "failed emails") },
  },
  {
    to: "/admin/leads",
    title: "Leads",
    description: "The pipeline of learners, teachers, café owners and contact messages: reply, note, book.",
    waiting: { count: "waitingLeads", noun: plural("lead waiting over 24 hours", "leads waiting over 24 hours") },
  },
  {
    to: "/admin/people",
    title: "People",
    description: "One person's data: find, export, correct or erase it.",
  },
  {
    to: "/admin/activity",
    title: "Activity",
    description: "Who changed what, and every sign-in: the audit log of a year.",
  },
  {
    to: "/admin/admins",
    title: "Admins",
    description: "Who can use the back office: add, reset a password, remove.",
  },
  {
    to: "/admin/account",
    title: "Your account",
    description: "Your password, and the browsers signed in as you.",
  },
] as const satisfies readonly AdminSection[];

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]["to"];

export function adminSection(path: AdminSectionPath): AdminSection {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.to === path);
  if (!section) throw new Error(`Unknown admin section ${path}`);
  return section;
}
