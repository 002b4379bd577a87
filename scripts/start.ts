/**
 * `npm start`: the whole product locally on http://localhost:8787 — migrated and seeded local D1,
 * the SPA built, the Worker in workerd, and the cron trigger fired every minute.
 */

import { ensureDevVars } from "./lib/dev-vars.ts";
import { buildApp, stop } from "./lib/run.ts";
import { serveWorker } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

const PORT = Number(process.env.PORT ?? 8787);
const CRON_INTERVAL_MS = 60_000;

console.log("• Migrating and seeding the local database...");
ensureDevVars();
const admin = await seedLocal();
console.log("• Building the web app...");
buildApp();
console.log("• Starting the Worker...");
const server = await serveWorker({ port: PORT });

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
