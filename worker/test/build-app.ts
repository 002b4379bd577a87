import { existsSync } from "node:fs";
import { buildPages } from "../../scripts/lib/run.ts";

/**
 * The Worker serves the built pages' shells (landing.html, index.html) and files from ASSETS:
 * build them once if missing. The landing page itself is rendered from source (vitest.config.ts),
 * so a change to web/ needs no build here; `npm test` builds first all the same, for e2e.
 */
export default function setup() {
  if (!existsSync("dist/client/landing.html")) buildPages();
}
