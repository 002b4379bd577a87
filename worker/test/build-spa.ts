import { existsSync } from "node:fs";
import { buildSpa } from "../../scripts/lib/run.ts";

/** The Worker serves the built SPA (pages are index.html with a rewritten head): build it once if missing. */
export default function setup() {
  if (!existsSync("dist/client/index.html")) buildSpa();
}
