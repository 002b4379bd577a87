import { Hono } from "hono";
import type { AppBindings } from "./env";
import { errorBody, handleError } from "./http/errors";
import { publicPricing } from "./public/pricing";

export const app = new Hono<AppBindings>();

const api = new Hono<AppBindings>();
api.route("/pricing", publicPricing);

app.route("/api", api);

// Every /api path reaches the Worker (run_worker_first); unknown ones answer JSON, not the SPA.
app.all("/api", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));
app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

// Anything else is a page or a file of the SPA.
app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError(handleError);
