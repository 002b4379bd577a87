/**
 * The deploy pipeline deploys what `npm run build` builds: the workflow, `npm run deploy` and
 * `.ci/run` share that one build (the browser's pages and the landing page's server renderer the
 * Worker imports), `.ci/run` bundles it for production with wrangler's dry run, the workflow's
 * actions are pinned to released versions and it runs the Node in .nvmrc, which engines accept.
 * Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), "utf8");
const workflow = read(".github/workflows/deploy.yml");
const ciRun = read(".ci/run");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string }; scripts: Record<string, string> };
const nvmrc = read(".nvmrc").trim();

/** The value of every `key:` in the workflow, block scalars (`run: |`) joined into one string. */
function values(yaml: string, key: string): string[] {
  const lines = yaml.split("\n");
  const found: string[] = [];
  for (const [index, line] of lines.entries()) {
    const match = new RegExp(`^(\\s*)(?:-\\s+)?${key}:\\s*(.*)$`).exec(line);
    if (!match) continue;
    const value = match[2]!.trim();
    if (value !== "|" && value !== ">") {
      found.push(value);
      continue;
    }
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== "" && next.search(/\S/) <= match[1]!.length) break;
      block.push(next.trim());
    }
    found.push(block.join("\n"));
  }
  return found;
}

/** The steps of one job, each as its lines. */
function steps(yaml: string, job: string): string[] {
  const body = yaml.split(new RegExp(`^ {2}${job}:\\s*$`, "m"))[1]?.split(/^ {2}\S/m)[0] ?? "";
  return body.split(/^\s+- /m).slice(1);
}

/** Shell commands of `.ci/run`, comments and blank lines left out. */
const ciCommands = ciRun
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

test("every action the workflow uses is pinned to a released version (a commit named by its tag, or the full tag)", () => {
  const uses = values(workflow, "uses");
  assert.ok(uses.length > 0, "the workflow uses no action");
  for (const use of uses) {
    assert.match(
      use,
      /^[\w.-]+\/[\w./-]+@(?:[0-9a-f]{40}\s+#\s*v\d+\.\d+\.\d+|v\d+\.\d+\.\d+)$/,
      `not pinned to a released version: ${use}`,
    );
  }
});

test("the workflow runs the Node in .nvmrc, and engines accept it", () => {
  const setupNodes = values(workflow, "uses").filter((use) => use.startsWith("actions/setup-node@"));
  assert.ok(setupNodes.length > 0, "the workflow does not set up Node");
  assert.deepEqual(
    values(workflow, "node-version-file"),
    setupNodes.map(() => ".nvmrc"),
  );
  assert.deepEqual(values(workflow, "node-version"), [], "a version written in the workflow would drift from .nvmrc");

  const range = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(pkg.engines.node);
  assert.ok(range, `this test reads engines of the form ">=x.y", not "${pkg.engines.node}"`);
  const [major = 0, minor = 0, patch = 0] = nvmrc.replace(/^v/, "").split(".").map(Number);
  const [low, lowMinor, lowPatch] = [Number(range[1]), Number(range[2]), Number(range[3] ?? 0)];
  assert.ok(
    major > low || (major === low && (minor > lowMinor || (minor === lowMinor && patch >= lowPatch))),
    `.nvmrc names Node ${nvmrc}, which engines (${pkg.engines.node}) refuse`,
  );
});

test("every build or deploy the workflow runs is `npm run build` or `npm run deploy`, which builds with it", () => {
  for (const run of values(workflow, "run")) {
    if (/\bvite\b|\bbuild\b|\bwrangler\s+deploy\b/.test(run)) {
      assert.ok(["npm run build", "npm run deploy"].includes(run), `builds or deploys its own way: ${run}`);
    }
  }
  const deploySteps = steps(workflow, "deploy").filter((step) => /\bnpm run deploy\b/.test(step));
  assert.equal(deploySteps.length, 1, "the deploy job runs `npm run deploy` once");
  assert.match(pkg.scripts.deploy ?? "", /^npm run build && .*\bwrangler deploy --env production$/);
  for (const [name, script] of Object.entries(pkg.scripts)) {
    if (name !== "build") assert.doesNotMatch(script, /\bvite build\b/, `npm run ${name} builds without npm run build`);
  }
});

test(".ci/run checks what the deploy job builds: `npm run build`, then wrangler's dry run for production", () => {
  for (const command of ciCommands)
    assert.doesNotMatch(command, /\bvite\b|\bwrangler deploy\b/, `.ci/run builds or deploys its own way: ${command}`);
  const testAt = ciCommands.indexOf("npm test");
  const checkAt = ciCommands.indexOf("npm run check:deploy");
  assert.ok(testAt >= 0 && checkAt > testAt, ".ci/run runs `npm test`, then `npm run check:deploy`");
  assert.match(pkg.scripts["check:deploy"] ?? "", /^npm run build && .*\bwrangler deploy --dry-run --env production\b/);
});
