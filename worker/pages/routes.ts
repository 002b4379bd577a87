/**
 * The SPA's pages, so the Worker can answer unknown paths with a real 404. Kept in step with
 * web/routes by a test (web/routes.test.ts).
 */
const SPA_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/admin\/?$/,
  /^\/admin\/(sessions|cafes|pricing|faqs|requests|newsletter|seo|site|outbox|leads|people|activity|account|admins|calendar)\/?$/,
  /^\/admin\/leads\/\d+\/?$/,
  /^\/admin\/newsletter\/campaigns\/\d+\/?$/,
];

/** Route files under web/routes and the path each serves (the test compares both ways). */
export const SPA_ROUTE_FILES: Record<string, string> = {
  "index.tsx": "/",
  "admin/index.tsx": "/admin",
  "admin/sessions.tsx": "/admin/sessions",
  "admin/cafes.tsx": "/admin/cafes",
  "admin/pricing.tsx": "/admin/pricing",
  "admin/faqs.tsx": "/admin/faqs",
  "admin/requests.tsx": "/admin/requests",
  "admin/newsletter.tsx": "/admin/newsletter",
  "admin/newsletter_.campaigns.$campaignId.tsx": "/admin/newsletter/campaigns/42",
  "admin/seo.tsx": "/admin/seo",
  "admin/site.tsx": "/admin/site",
  "admin/outbox.tsx": "/admin/outbox",
  "admin/people.tsx": "/admin/people",
  "admin/leads.tsx": "/admin/leads",
  "admin/leads_.$leadId.tsx": "/admin/leads/42",
  "admin/activity.tsx": "/admin/activity",
  "admin/account.tsx": "/admin/account",
  "admin/admins.tsx": "/admin/admins",
  "admin/calendar.tsx": "/admin/calendar",
};

export const isSpaRoute = (path: string) => SPA_ROUTES.some((route) => route.test(path));

/** The privacy page, which the Worker renders (site-page.ts). */
export const isPrivacyPage = (path: string) => /^\/privacy\/?$/.test(path);

/** Pages that must never be indexed: the back office. */
export const isPrivatePage = (path: string) => /^\/admin(\/|$)/.test(path);
