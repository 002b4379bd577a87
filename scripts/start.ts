/**
 * `npm start`: the whole product locally on http://localhost:8787 (or on the port in PORT) —
 * migrated and seeded local D1, the SPA built, the Worker in workerd, and the cron trigger fired
 * every minute.
 */

import { ensureDevVars } from "./lib/dev-vars.ts";
import { buildApp, stop } from "./lib/run.ts";
import { serveWorker } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

const PORT = Number(process.env.PORT ?? 8787);
const CRON_INTERVAL_MS = 60_000;

/** Says what each step of the first run's silent minute does, and how long it took. */
async function step<T>(what: string, work: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`• ${what}...`);
  const result = await work();
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const admin = await step("Migrating and seeding the local database (.wrangler/state)", () => {
  ensureDevVars();
  return seedLocal();
});
await step("Building the web app and the landing page's server renderer (dist/)", buildApp);
const server = await step(`Starting the Worker in workerd (wrangler dev on port ${PORT})`, () =>
  serveWorker({ port: PORT }),
);

// wrangler dev does not fire cron triggers by itself; this does, on the production schedule.
const cron = setInterval(() => {
  server.triggerCron().catch((error: unknown) => console.error("cron trigger failed:", error));
}, CRON_INTERVAL_MS);

console.log(`
  Café Talk is running at http://localhost:${PORT}

  Admin (local only):  http://localhost:${PORT}/admin
    email:     ${admin.email}
    password:  ${admin.password}

  Press Ctrl+C to stop.
`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    clearInterval(cron);
    stop(server.child);
    process.exit(0);
  });
}
server.child.on("exit", (code) => {
  clearInterval(cron);
  process.exit(code ?? 0);
});
