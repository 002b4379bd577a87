import { app } from "./app";
import type { Env } from "./env";
import { runScheduledTasks } from "./scheduled";

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledTasks(env));
  },
} satisfies ExportedHandler<Env>;
