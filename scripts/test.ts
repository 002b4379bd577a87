/**
 * `npm test`: every check, in order, stopping at the first failure —
 * the type check, Worker tests in workerd, web component tests, then end-to-end tests in Chromium
 * against the built app.
 */
import { spawnSync } from "node:child_process";
import { quietEnv } from "./lib/run.ts";

const steps: [string, string[]][] = [
  ["Type check (worker)", ["tsc", "-p", "tsconfig.worker.json"]],
  ["Type check (web)", ["tsc", "-p", "tsconfig.web.json"]],
  ["Type check (scripts, e2e, config)", ["tsc", "-p", "tsconfig.node.json"]],
  ["Worker and web tests", ["vitest", "run", "--project", "worker", "--project", "web"]],
  ["End-to-end tests", ["vitest", "run", "--project", "e2e"]],
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
