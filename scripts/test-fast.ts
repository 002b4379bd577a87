/**
 * `npm run test:fast`, the inner loop: the Worker tests a change can affect, then the web tests
 * whose imports reach an uncommitted change (`vitest --changed`). No build, lint, type check or
 * e2e: `npm test` is the gate.
 *
 * Which Worker tests: scripts/lib/worker-test-selection.ts, from what each test file ran when
 * last recorded (scripts/lib/function-reach.ts). With no recording, with `--record`, or after a
 * change it cannot place, it runs every Worker test and records again (as long as the full run).
 * The recording lives in .cache/worker-tests.json, outside git.
 */

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { type CliOptions, startVitest, type TestModule } from "vitest/node";
import { isInstrumentable, loadedModules, moduleSkeleton } from "./lib/function-reach.ts";
import {
  EXTRA_INPUTS,
  type FileState,
  RECORDING_VERSION,
  type Recording,
  selectWorkerTests,
} from "./lib/worker-test-selection.ts";

const RECORDING = ".cache/worker-tests.json";
const root = process.cwd();

/** Every file the Worker tests could read, with its content's digest. */
function filesNow(): Record<string, FileState> {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  const files: Record<string, FileState> = {};
  for (const file of [...listed.split("\0").filter(Boolean), ...EXTRA_INPUTS]) {
    if (!existsSync(file)) continue;
    files[file] = { content: createHash("sha256").update(readFileSync(file)).digest("hex") };
  }
  return files;
}

const skeletonOf = (file: string) => moduleSkeleton(readFileSync(file, "utf8"), file);

function readRecording(): Recording | null {
  if (!existsSync(RECORDING)) return null;
  try {
    const recording = JSON.parse(readFileSync(RECORDING, "utf8")) as Recording;
    return recording.version === RECORDING_VERSION ? recording : null;
  } catch {
    return null;
  }
}

function saveRecording(recording: Recording) {
  mkdirSync(dirname(RECORDING), { recursive: true });
  writeFileSync(RECORDING, `${JSON.stringify(recording)}\n`);
}

/** Runs vitest here (not in a child process): the recording's plugin fills `loadedModules()` in this process. */
async function runVitest(filters: string[], options: CliOptions) {
  const modules: TestModule[] = [];
  process.exitCode = 0;
  const vitest = await startVitest(filters, {
    run: true,
    watch: false,
    passWithNoTests: true,
    reporters: ["default", { onTestModuleEnd: (module: TestModule) => void modules.push(module) }],
    ...options,
  });
  await vitest.close();
  const file = (module: TestModule) => relative(root, module.moduleId);
  return {
    vitest,
    passed: modules.filter((module) => module.state() === "passed").map(file),
    failed: modules.filter((module) => module.state() !== "passed").map(file),
    // worker/test/record-reach.ts puts it there when recording.
    reached: Object.fromEntries(
      modules.map((module) => [file(module), (module.meta() as { reached?: string[] }).reached ?? []]),
    ),
    // vitest sets it on a failed test and on an error outside tests alike.
    ok: process.exitCode === 0,
  };
}

/** Every Worker test, recording what each one runs. */
async function recordWorkerTests(reason: string): Promise<boolean> {
  console.log(`\nEvery Worker test, recording what each runs (${reason}).`);
  const before = filesNow();
  for (const [file, state] of Object.entries(before)) if (isInstrumentable(file)) state.skeleton = skeletonOf(file);
  process.env.WORKER_TESTS_RECORD_REACH = "1";
  // Every module transformed in this run, so the recording plugin sees each one load.
  const run = await runVitest([], { project: ["worker"], fsModuleCache: false });
  delete process.env.WORKER_TESTS_RECORD_REACH;
  const after = filesNow();
  const edited = Object.keys({ ...before, ...after }).filter((file) => before[file]?.content !== after[file]?.content);
  if (edited.length > 0) {
    console.log(`Not recorded: ${edited.join(", ")} changed during the run.`);
  } else if (!loadedModules().has("worker/index.ts")) {
    console.log("Not recorded: the run did not load the Worker's entry (worker/index.ts).");
  } else {
    const project = run.vitest.projects.find((candidate) => candidate.name === "worker");
    saveRecording({
      version: RECORDING_VERSION,
      files: before,
      loaded: [...loadedModules()].sort(),
      config: [
        ...run.vitest.viteConfig.configFileDependencies,
        ...toArray(project?.config.globalSetup),
        "vitest.config.ts",
      ].map((file) => relative(root, file)),
      reached: run.reached,
      partial: run.failed,
      failing: [],
    });
  }
  return run.ok;
}

const toArray = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

async function workerTests(): Promise<boolean> {
  const recording = readRecording();
  if (!recording || process.argv.includes("--record")) {
    return recordWorkerTests(recording ? "asked with --record" : "no recording yet");
  }
  const selection = selectWorkerTests(recording, filesNow(), skeletonOf);
  if (selection.all) return recordWorkerTests(selection.reason);
  if (selection.files.length === 0) {
    console.log("\nNo Worker test ran a changed file.");
    return true;
  }
  console.log(`\nWorker tests that ran a changed file, or failed last time: ${selection.files.length}.`);
  const run = await runVitest(selection.files, { project: ["worker"] });
  const failing = new Set([...recording.failing.filter((file) => !run.passed.includes(file)), ...run.failed]);
  saveRecording({ ...recording, failing: [...failing].sort() });
  return run.ok;
}

// The Worker tests are picked above; the web tests' own imports say which a change concerns.
process.env.WORKER_TESTS_PICKED = "1";
const workerOk = await workerTests();
const web = await runVitest([], { project: ["web"], changed: true });
process.exit(workerOk && web.ok ? 0 : 1);
