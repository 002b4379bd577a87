/**
 * Which Worker test files `npm run test:fast` runs after a change: those that ran a changed
 * function's file when the reach was last recorded (scripts/lib/function-reach.ts), the changed
 * test files and those that failed; every one as soon as a change is one it cannot place.
 */
import { isInstrumentable } from "./function-reach.ts";

/** A file's state: its content's digest and, for an instrumentable source, its skeleton's. */
export interface FileState {
  content: string;
  skeleton?: string;
}

/** What a recording run saw. Paths are relative to the repository's root. */
export interface Recording {
  version: typeof RECORDING_VERSION;
  /** Every file the run could read: the repository's (tracked and untracked) and the extra inputs. */
  files: Record<string, FileState>;
  /** Files the Worker tests loaded as modules in workerd. */
  loaded: string[];
  /** Files the run read in Node: the config's imports, the global setup. */
  config: string[];
  /** Per Worker test file, the files whose functions it ran. */
  reached: Record<string, string[]>;
  /** Test files that failed while recording: stopped early, what they would run is not all there. */
  partial: string[];
  /** Test files that failed when last run since: run again until they pass. */
  failing: string[];
}

export const RECORDING_VERSION = 1;

/**
 * Files read by the Worker test run that are in no list of the repository's files or that change
 * without a commit: the secrets miniflare loads, the installed packages, the built pages' shells
 * the Worker serves from ASSETS (`npm run build`).
 */
export const EXTRA_INPUTS = [
  ".dev.vars",
  "node_modules/.package-lock.json",
  "dist/client/index.html",
  "dist/client/landing.html",
];

const isWorkerTest = (file: string) => /^worker\/.+\.test\.ts$/.test(file);

/**
 * Files no Worker test reads unless it loaded them as a module: the docs, the end-to-end tests,
 * CI and the pipeline, the scripts' own tests and type declarations (erased when run); and
 * sources that were not loaded, which only a changed loaded file (its imports are in its
 * skeleton) could bring in.
 */
const readOnlyAsModule = (file: string) =>
  /(^|\/)[^/]+\.md$/.test(file) ||
  /^(docs|e2e|\.github|\.ci)\//.test(file) ||
  /^scripts\/[^/]+\.test\.ts$/.test(file) ||
  /\.d\.ts$/.test(file) ||
  /^web\/.+\.test\.tsx?$/.test(file) ||
  isInstrumentable(file);

export type Selection = { all: true; reason: string } | { all: false; files: string[] };

/**
 * The Worker test files to run, given the recording and the files as they are now (same keys:
 * the repository's files and EXTRA_INPUTS; a missing key is a file that is not there).
 * `skeletonNow` gives a changed instrumentable file's skeleton digest.
 */
export function selectWorkerTests(
  recording: Recording,
  now: Record<string, FileState>,
  skeletonNow: (file: string) => string,
): Selection {
  const loaded = new Set(recording.loaded);
  const config = new Set(recording.config);
  const selected = new Set([...recording.partial, ...recording.failing].filter((file) => now[file]));
  const paths = new Set([...Object.keys(recording.files), ...Object.keys(now)]);
  for (const file of [...paths].sort()) {
    const before = recording.files[file];
    const after = now[file];
    if (before?.content === after?.content) continue;
    if (isWorkerTest(file)) {
      if (after) selected.add(file);
      continue;
    }
    if (config.has(file)) return { all: true, reason: `${file} is read by the test run's configuration` };
    if (!loaded.has(file)) {
      if (readOnlyAsModule(file)) continue;
      return { all: true, reason: `${file} may be read by the Worker tests` };
    }
    if (!before?.skeleton || !after || !isInstrumentable(file)) {
      return { all: true, reason: `${file} is loaded by the Worker tests` };
    }
    if (skeletonNow(file) !== before.skeleton) {
      return { all: true, reason: `${file} changed outside its function bodies` };
    }
    for (const [test, reached] of Object.entries(recording.reached)) {
      if (now[test] && reached.includes(file)) selected.add(test);
    }
  }
  return { all: false, files: [...selected].sort() };
}
