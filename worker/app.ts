import { Hono } from "hono";
import { adminApi } from "./admin";
import { loadSession } from "./auth/middleware";
import { authRoutes } from "./auth/routes";
import { emailWebhooks } from "./email/webhooks/delivery-events";
import type { AppBindings } from "./env";
import { errorBody, handleError } from "./http/errors";
import { humanCheck } from "./http/human-check";
import { adminBodyLimit, formRateLimit, jsonBodiesOnly, publicBodyLimit } from "./http/limits";
import { sameOriginWrites, WEBHOOK_PATH } from "./http/origin";
import { securityBaseline, workerPageSecurity } from "./http/security-headers";
import { servePublicRead } from "./public/cached-reads";
import { publicLeads } from "./public/leads";
import { publicNewsletter } from "./public/newsletter";
import { seoRoutes } from "./public/seo";
import { publicSessionRequests } from "./public/session-requests";
import { publicSessions } from "./public/sessions";
import { crawlerFiles } from "./seo/crawler";
import { servePage } from "./seo/page";

export const app = new Hono<AppBindings>();

// First, so every answer carries it: errors, refusals by the middleware below, files.
app.use(securityBaseline);
app.use("/api/login", workerPageSecurity);
app.use("/api/auth/logout", workerPageSecurity);
app.use(sameOriginWrites);
app.use("/api/admin/*", adminBodyLimit);
app.use("/api/seo", adminBodyLimit); // an admin save (custom scripts), behind requireAdmin
app.use("/api/*", async (c, next) =>
  c.req.path.startsWith("/api/admin/") || c.req.path === "/api/seo" || WEBHOOK_PATH.test(c.req.path)
    ? next() // their own limits
    : publicBodyLimit(c, next),
);
app.use("/api/*", jsonBodiesOnly);
app.use("/api/newsletter", formRateLimit("newsletter"));
app.use("/api/newsletter/unsubscribe/*", formRateLimit("unsubscribe"));
// No per-client limit on RFC 8058 one-click: mail providers send them in bursts from a few shared
// addresses, and the unguessable token is the guard.
app.use("/api/session-requests", formRateLimit("session_requests"));
app.use("/api/leads", formRateLimit("leads"));
// After the rate limit, so a flood is refused before any call to Turnstile.
app.on("POST", ["/api/newsletter", "/api/session-requests", "/api/leads"], humanCheck);
app.use("/api/*", loadSession);

const api = new Hono<AppBindings>();
api.get("/pricing", servePublicRead("/api/pricing"));
api.route("/seo", seoRoutes);
api.route("/newsletter", publicNewsletter);
api.route("/sessions", publicSessions);
api.route("/session-requests", publicSessionRequests);
api.get("/faqs", servePublicRead("/api/faqs"));
api.route("/leads", publicLeads);
api.route("/", authRoutes);
api.route("/admin", adminApi);
api.route("/webhooks", emailWebhooks);

app.route("/api", api);

// Every /api path reaches the Worker (run_worker_first); unknown ones answer JSON, not the SPA.
app.all("/api", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));
app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

app.route("/", crawlerFiles);

// Anything else is a page of the SPA (head written at the edge) or a static file.
app.all("*", servePage);

app.onError(handleError);
