/**
 * `npm test`: every check, in order, stopping at the first failure — the set-up and deploy
 * pipeline checks, lint, the Worker's generated types against wrangler.toml, the type check, the
 * production build, Worker tests in workerd, web component tests, end-to-end tests in Chromium
 * against the built app, then the JavaScript the landing page downloads against its budgets.
 */
import { spawnSync } from "node:child_process";
import { buildApp, quietEnv } from "./lib/run.ts";

const steps: [string, string[] | (() => void)][] = [
  // Every npm script runs under a supported Node (fetched on an old one); the workflow, `npm run deploy`
  // and .ci/run share `npm run build`, with pinned actions and the Node in .nvmrc; `npm run test:fast`
  // picks every Worker test a change can affect; the README stays short and its docs' links hold;
  // the Arabic webfont's subset is current and draws every Arabic character the product writes.
  [
    "Set-up and deploy pipeline checks",
    [
      "node",
      "--test",
      "scripts/supported-node.test.ts",
      "scripts/deploy-pipeline.test.ts",
      "scripts/commit-messages.test.ts",
      "scripts/check-mail-dns.test.ts",
      "scripts/wrangler-dev-args.test.ts",
      "scripts/worker-test-selection.test.ts",
      "scripts/docs.test.ts",
      "scripts/arabic-font.test.ts",
    ],
  ],
  // Formatting, lint rules, import cycles and feature boundaries (biome.jsonc).
  ["Lint and format (Biome)", ["biome", "check", "."]],
  // Unused files, exports, types and dependencies (knip.ts); then no production file only tests use.
  ["Dead code (knip)", ["knip"]],
  ["Dead code (knip): production files used only by tests", ["knip", "--production", "--include", "files"]],
  // The Worker's Env type is generated from wrangler.toml and .dev.vars.example (`npm run types:worker`).
  ["Worker types up to date", ["wrangler", "types", "worker/worker-configuration.d.ts", "--check"]],
  ["Type check (worker)", ["tsc", "-p", "tsconfig.worker.json"]],
  ["Type check (web)", ["tsc", "-p", "tsconfig.web.json"]],
  ["Type check (scripts, e2e, config)", ["tsc", "-p", "tsconfig.node.json"]],
  // What wrangler bundles and e2e serves; the Worker tests serve its pages' shells (and render the
  // landing page from source), so they test this code's build too.
  ["Build (browser pages and the landing page's server renderer)", buildApp],
  ["Worker and web tests", ["vitest", "run", "--project", "worker", "--project", "web"]],
  ["End-to-end tests", ["vitest", "run", "--project", "e2e"]],
  // The e2e setup has just built the app: measure what the landing page loads.
  ["JavaScript the landing page downloads", ["node", "scripts/check-bundle.ts"]],
];

for (const [title, command] of steps) {
  const started = Date.now();
  if (typeof command === "function") {
    console.log(`\n▶ ${title}`);
    try {
      command();
    } catch (error) {
      console.error(`\n✘ ${title} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    continue;
  }
  console.log(`\n▶ ${title}: ${command.join(" ")}`);
  // `node` is this Node: `npx node` would take the global prefix's node (e.g. /usr/bin/node, Node 20) first.
  const [program = "", ...args] = command;
  const result =
    program === "node"
      ? spawnSync(process.execPath, args, { stdio: "inherit", env: quietEnv })
      : spawnSync("npx", ["--no-install", program, ...args], { stdio: "inherit", env: quietEnv });
  if (result.status !== 0) {
    console.error(`\n✘ ${title} failed (exit code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
