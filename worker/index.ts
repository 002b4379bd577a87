import { app } from "./app";
import type { Env } from "./env";
import { runScheduledTasks } from "./scheduled";

export default {
  fetch: app.fetch,
  // Awaited rather than waitUntil'd: the invocation lasts as long as the drain, and a local
  // trigger (`/cdn-cgi/handler/scheduled`) answers only once the run is over.
  async scheduled(_controller, env) {
    await runScheduledTasks(env);
  },
} satisfies ExportedHandler<Env>;
