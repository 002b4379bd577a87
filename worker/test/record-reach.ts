import { afterAll } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** The project files whose functions ran in this test file (scripts/lib/function-reach.ts). */
    reached?: string[];
  }
}

/**
 * Only when `npm run test:fast` records (scripts/lib/function-reach.ts): the project files whose
 * functions ran in this test file, its imports and hooks included, reported with the file. Each
 * test file has a runtime of its own, so the set holds this file's alone.
 */
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a hook's first parameter as its fixtures and wants a pattern.
afterAll(({}, file) => {
  const reached = (globalThis as { __workerTestReach?: Set<string> }).__workerTestReach;
  file.meta.reached = [...(reached ?? [])].sort();
});
