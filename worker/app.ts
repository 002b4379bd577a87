import { Hono } from "hono";
import { adminApi } from "./admin";
import { authRoutes } from "./auth/routes";
import { emailWebhooks } from "./email/webhooks/delivery-events";
import type { AppBindings } from "./env";
import { errorBody, handleError } from "./http/errors";
import { securityBaseline } from "./http/security-headers";
import { indexNowKeyFile } from "./indexnow/key-file";
import { confirmLinkRoutes, unsubscribeLinkRoutes } from "./newsletter-links/routes";
import { crawlerFiles } from "./pages/crawler";
import { servePage } from "./pages/page";
import { servePublicRead } from "./public/cached-reads";
import { publicLeads } from "./public/leads";
import { publicNewsletter } from "./public/newsletter";
import { requestCalendarRoutes } from "./public/request-calendar";
import { seoRoutes } from "./public/seo";
import { publicSessionRequests } from "./public/session-requests";
import { publicSessions } from "./public/sessions";
import { shareImages } from "./share/routes";
import { spotRoutes } from "./spots/routes";

export const app = new Hono<AppBindings>();

// First, so every answer carries it: errors, refusals by the routes' guards, files.
app.use(securityBaseline);

/**
 * The API. Each part declares what guards its routes where they are defined: the public forms
 * (public/form-guards.ts), the newsletter's links, sign-in (auth/routes.ts), the back office and
 * the SEO save (admin/guards.ts), the mail provider's signed events (email/webhooks/). Public reads
 * take no body and need no session.
 */
const api = new Hono<AppBindings>()
  .get("/pricing", servePublicRead("/api/pricing"))
  .get("/faqs", servePublicRead("/api/faqs"))
  .get("/site", servePublicRead("/api/site"))
  .route("/sessions", publicSessions)
  .route("/seo", seoRoutes)
  .route("/newsletter", publicNewsletter)
  .route("/session-requests", publicSessionRequests)
  .route("/session-requests", requestCalendarRoutes)
  .route("/leads", publicLeads)
  .route("/", authRoutes)
  .route("/admin", adminApi)
  .route("/webhooks", emailWebhooks);

app.route("/api", api);

// Every /api path reaches the Worker (run_worker_first); unknown ones answer JSON, not the SPA.
app.all("/api", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));
app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

app.route("/", crawlerFiles);
// IndexNow's key file, /<key>.txt (worker/indexnow/).
app.route("/", indexNowKeyFile);

// The share images of session and café pages (worker/share/).
app.route("/share", shareImages);

// A person's own page for their spot request, and its forms (worker/spots/routes.ts).
app.route("/spot", spotRoutes);

// The newsletter emails' confirm and unsubscribe links (worker/newsletter-links/routes.ts).
app.route("/confirm-newsletter", confirmLinkRoutes);
app.route("/unsubscribe-newsletter", unsubscribeLinkRoutes);

// Anything else is a page of the SPA (head written at the edge) or a static file.
app.all("*", servePage);

app.onError(handleError);
