/**
 * `npm test`: every check, in order, stopping at the first failure —
 * the type check, Worker tests in workerd, web component tests, end-to-end tests in Chromium
 * against the built app, then the landing page's first-load JavaScript against its ceiling.
 */
import { spawnSync } from "node:child_process";
import { quietEnv } from "./lib/run.ts";

const steps: [string, string[]][] = [
  ["Type check (worker)", ["tsc", "-p", "tsconfig.worker.json"]],
  ["Type check (web)", ["tsc", "-p", "tsconfig.web.json"]],
  ["Type check (scripts, e2e, config)", ["tsc", "-p", "tsconfig.node.json"]],
  ["Worker and web tests", ["vitest", "run", "--project", "worker", "--project", "web"]],
  ["End-to-end tests", ["vitest", "run", "--project", "e2e"]],
  // The e2e setup has just built the SPA: measure what the landing page loads.
  ["First-load JavaScript of the landing page", ["node", "scripts/check-bundle.ts"]],
];

for (const [title, command] of steps) {
  console.log(`\n▶ ${title}: ${command.join(" ")}`);
  const started = Date.now();
  const result = spawnSync("npx", ["--no-install", ...command], { stdio: "inherit", env: quietEnv });
  if (result.status !== 0) {
    console.error(`\n✘ ${title} failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
