import { existsSync } from "node:fs";
import { buildApp } from "../../scripts/lib/run.ts";

/**
 * The Worker serves the built pages and renders the landing page with the built server renderer:
 * build them once if missing (`npm test` builds first, so its run always tests fresh code).
 */
export default function setup() {
  if (!existsSync("dist/client/landing.html") || !existsSync("dist/ssr/landing-server.js")) buildApp();
}
