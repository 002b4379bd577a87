/**
 * `npm run dev`: Vite with hot reload on http://localhost:5173, its /api calls proxied to the
 * Worker served by wrangler on 8787 (which reloads on Worker changes by itself).
 */

import { ensureDevVars } from "./lib/dev-vars.ts";
import { start, stop } from "./lib/run.ts";
import { serveWorker } from "./lib/serve.ts";
import { seedLocal } from "./seed.ts";

ensureDevVars();
const admin = await seedLocal();
const worker = await serveWorker({ port: 8787 });
const vite = start("vite", ["--port", "5173", "--strictPort"]);
console.log(`Admin: ${admin.email} / ${admin.password}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stop(vite);
    stop(worker.child);
    process.exit(0);
  });
}
