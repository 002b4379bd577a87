/**
 * `npm run build`, the one production build — used by `npm run deploy`, `npm run check:deploy`,
 * the deploy workflow and `.ci/run`: the browser's pages in dist/client, then the landing page's
 * server renderer in dist/ssr, which the Worker imports (alias "landing-server" in wrangler.toml).
 */
import { buildApp } from "./lib/run.ts";

const started = Date.now();
buildApp();
console.log(`Built dist/client and dist/ssr in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
