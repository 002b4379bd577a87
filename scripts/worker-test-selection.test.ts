/**
 * `npm run test:fast` runs the Worker tests a change can affect (scripts/test-fast.ts): what each
 * test file runs is recorded by marking every function (scripts/lib/function-reach.ts), and a
 * change is placed by scripts/lib/worker-test-selection.ts. Here: the marks leave the code doing
 * what it did and mark a file exactly when one of its functions runs; a module's skeleton tells
 * a change inside function bodies from any other; and the selection never leaves out a test that
 * ran a changed function, runs every test for a change it cannot place, and none for one no
 * Worker test reads. Part of `npm test` (node --test).
 */
import assert from "node:assert/strict";
import { stripTypeScriptTypes } from "node:module";
import { describe, it } from "node:test";
import { instrumentFunctions, loadedModules, moduleSkeleton, recordFunctionReach } from "./lib/function-reach.ts";
import { type FileState, RECORDING_VERSION, type Recording, selectWorkerTests } from "./lib/worker-test-selection.ts";

const reach = globalThis as { __workerTestReach?: Set<string> };

/** Evaluates `source` marked as `file`, then `call`: what it answers and whether `file` was marked. */
function run(source: string, call = "undefined") {
  const code = stripTypeScriptTypes(instrumentFunctions(source, "module.ts", "worker/module.ts"));
  const marked = () => reach.__workerTestReach?.has("worker/module.ts") ?? false;
  delete reach.__workerTestReach;
  const evaluate = new Function(`${code}\nreturn () => (${call});`) as () => () => unknown;
  const afterCall = evaluate();
  const markedByEvaluation = marked();
  const value = afterCall();
  return { markedByEvaluation, value, marked: marked() };
}

const SOURCE = `
function declared(a: number): number { return a + 1; }
function strictThis() { "use strict"; return this; }
const arrow = (s: string) => s.length;
const curried = (a: number) => (b: number) => ({ sum: a + b });
class Counter {
  count = 0;
  constructor(start: number) { this.count = start; }
  get doubled(): number { return this.count * 2; }
  add(n: number): number { return (this.count += n); }
}
const object = { method() { return "m"; }, property: function () { return "p"; } };
function overloaded(a: string): string;
function overloaded(a: unknown) { return String(a); }
async function* generated() { yield 1; }
const typed = (x: unknown) => x as string;
`;

describe("marking functions (instrumentFunctions)", () => {
  it("marks nothing while the module is evaluated, only when one of its functions runs", () => {
    assert.deepEqual(run(SOURCE), { markedByEvaluation: false, value: undefined, marked: false });
  });

  for (const [kind, call, value] of [
    ["a function declaration", "declared(1)", 2],
    ["an arrow with an expression body", 'arrow("abc")', 3],
    ["an arrow returning an arrow returning an object", "curried(1)(2).sum", 3],
    ["a constructor", "new Counter(4).count", 4],
    ["a getter", "new Counter(4).doubled", 8],
    ["a method", "new Counter(1).add(2)", 3],
    ["an object's method and function property", "object.method() + object.property()", "mp"],
    ["an overloaded function", "overloaded(5)", "5"],
    ["an arrow whose body is a type assertion", 'typed("t")', "t"],
  ] as const) {
    it(`marks the file when ${kind} runs, which answers as before`, () => {
      assert.deepEqual(run(SOURCE, call), { markedByEvaluation: false, value, marked: true });
    });
  }

  it("keeps a body's directive first, so a strict function stays strict", () => {
    assert.deepEqual(run(SOURCE, "strictThis()"), { markedByEvaluation: false, value: undefined, marked: true });
  });

  it("marks a function run while the module is evaluated", () => {
    assert.deepEqual(run(`${SOURCE}\nconst first = declared(0);`, "first"), {
      markedByEvaluation: true,
      value: 1,
      marked: true,
    });
  });

  it("keeps every line where it was", () => {
    const marked = instrumentFunctions(SOURCE, "module.ts", "worker/module.ts");
    assert.equal(marked.split("\n").length, SOURCE.split("\n").length);
  });

  it("marks TSX components, and leaves bodiless declarations alone", () => {
    const source = `declare function ambient(): void;\nexport const Card = ({ title }: { title: string }) => <h2>{title}</h2>;`;
    const marked = instrumentFunctions(source, "card.tsx", "web/card.tsx");
    assert.match(marked, /declare function ambient\(\): void;\n/);
    assert.match(marked, /=> \(__workerTestFileMarked \|\| .*\.add\("web\/card\.tsx"\)\), <h2>\{title\}<\/h2>\);$/);
  });
});

describe("a module's skeleton (moduleSkeleton)", () => {
  const skeleton = (code: string) => moduleSkeleton(code, "module.ts");
  const base = `import { a } from "./a";
// A comment.
export const LIMIT = 10;
export function f(x: number = 1) { return x + LIMIT; }
export const g = (s: string) => s.trim();
export class C { field = 1; method() { return this.field; } }`;

  it("is the same when only function bodies, comments or spacing change", () => {
    const changed = `import { a } from "./a";
export const LIMIT = 10;
/** Another comment. */
export function f(x: number = 1) {
  return x * 2 + LIMIT + a();
}
export const g = (s: string) => s.toUpperCase();
export class C { field = 1; method() { return -this.field; } }`;
    assert.equal(skeleton(changed), skeleton(base));
  });

  for (const [what, from, to] of [
    ["a top-level value", "LIMIT = 10", "LIMIT = 11"],
    ["an import", 'import { a } from "./a"', 'import { a, b } from "./a"'],
    ["a default parameter", "x: number = 1", "x: number = 2"],
    ["a class field's initial value", "field = 1", "field = 2"],
    ["a function's name", "function f(", "function h("],
    ["a parameter's type", "(s: string)", "(s: String)"],
  ] as const) {
    it(`changes with ${what}`, () => {
      assert.notEqual(skeleton(base.replace(from, to)), skeleton(base));
    });
  }
});

describe("the recording plugin (recordFunctionReach)", () => {
  const plugin = recordFunctionReach("/repo");
  const transform = (code: string, id: string) =>
    (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id);

  it("notes every project file loaded, and marks only the project's sources", () => {
    assert.match(transform("export const f = () => 1;", "/repo/worker/f.ts")!.code, /__workerTestReach/);
    assert.equal(transform("export const f = () => 1;", "/repo/worker/f.test.ts"), null);
    assert.equal(transform("name = 'x'", "/repo/wrangler.toml?raw"), null);
    assert.equal(transform("export const f = () => 1;", "/repo/node_modules/x/index.ts"), null);
    assert.equal(transform("export const f = () => 1;", "/elsewhere/y.ts"), null);
    for (const file of ["worker/f.ts", "worker/f.test.ts", "wrangler.toml"]) assert.ok(loadedModules().has(file), file);
    assert.ok(!loadedModules().has("node_modules/x/index.ts"));
  });
});

describe("which Worker tests run (selectWorkerTests)", () => {
  const state = (content: string, skeleton?: string): FileState => ({ content, ...(skeleton ? { skeleton } : {}) });
  const recorded: Record<string, FileState> = {
    "worker/a.ts": state("a1", "A"),
    "worker/b.ts": state("b1", "B"),
    "web/features/admin/page.tsx": state("p1", "P"),
    "web/components/icons/names.ts": state("n1", "N"),
    "wrangler.toml": state("w1"),
    "docs/testing.md": state("d1"),
    "worker/a.test.ts": state("ta"),
    "worker/b.test.ts": state("tb"),
    "worker/c.test.ts": state("tc"),
    ".dev.vars": state("v1"),
  };
  const recording: Recording = {
    version: RECORDING_VERSION,
    files: recorded,
    loaded: ["worker/a.ts", "worker/b.ts", "wrangler.toml", "worker/a.test.ts", "worker/b.test.ts", "worker/c.test.ts"],
    config: ["vitest.config.ts", "web/components/icons/names.ts"],
    reached: {
      "worker/a.test.ts": ["worker/a.ts"],
      "worker/b.test.ts": ["worker/a.ts", "worker/b.ts"],
      "worker/c.test.ts": [],
    },
    partial: [],
    failing: [],
  };
  /** The selection once `changes` are made (undefined deletes a file); skeletons as given. */
  const select = (
    changes: Record<string, FileState | undefined>,
    skeletons: Record<string, string> = {},
    from: Recording = recording,
  ) => {
    const now: Record<string, FileState> = { ...recorded };
    for (const [file, change] of Object.entries(changes)) {
      if (change) now[file] = change;
      else delete now[file];
    }
    return selectWorkerTests(from, now, (file) => {
      const skeleton = skeletons[file];
      if (!skeleton) throw new Error(`skeleton of ${file} not expected`);
      return skeleton;
    });
  };
  const none = { all: false, files: [] };

  it("runs none when nothing changed", () => {
    assert.deepEqual(select({}), none);
  });

  it("runs the tests that ran a function of a file changed inside function bodies only", () => {
    assert.deepEqual(select({ "worker/b.ts": state("b2") }, { "worker/b.ts": "B" }), {
      all: false,
      files: ["worker/b.test.ts"],
    });
    assert.deepEqual(select({ "worker/a.ts": state("a2") }, { "worker/a.ts": "A" }), {
      all: false,
      files: ["worker/a.test.ts", "worker/b.test.ts"],
    });
  });

  it("runs every test when a loaded file changed outside its function bodies, or went", () => {
    assert.deepEqual(select({ "worker/a.ts": state("a2") }, { "worker/a.ts": "A2" }), {
      all: true,
      reason: "worker/a.ts changed outside its function bodies",
    });
    assert.equal(select({ "worker/b.ts": undefined }).all, true);
  });

  it("runs every test for a change to a file read otherwise than as a module", () => {
    for (const file of ["wrangler.toml", ".dev.vars", "migrations/0099_new.sql", "package.json", "vitest.config.ts"]) {
      assert.equal(select({ [file]: state("changed") }).all, true, file);
    }
    // Read by the configuration (the icon sprite's names), even though no test loads it.
    assert.equal(
      select({ "web/components/icons/names.ts": state("n2") }, { "web/components/icons/names.ts": "N" }).all,
      true,
    );
  });

  it("runs a changed or new test file, and none for a deleted one", () => {
    assert.deepEqual(select({ "worker/c.test.ts": state("tc2") }), { all: false, files: ["worker/c.test.ts"] });
    assert.deepEqual(select({ "worker/new.test.ts": state("new") }), { all: false, files: ["worker/new.test.ts"] });
    assert.deepEqual(select({ "worker/c.test.ts": undefined }), none);
  });

  it("leaves out a deleted test file that ran a changed file", () => {
    assert.deepEqual(select({ "worker/a.ts": state("a2"), "worker/a.test.ts": undefined }, { "worker/a.ts": "A" }), {
      all: false,
      files: ["worker/b.test.ts"],
    });
  });

  it("runs none for docs, e2e, web tests, or sources no Worker test loaded, new or changed", () => {
    assert.deepEqual(
      select({
        "docs/testing.md": state("d2"),
        "README.md": state("r"),
        "e2e/new.e2e.ts": state("e"),
        "web/features/admin/page.test.tsx": state("t"),
        "web/features/admin/page.tsx": state("p2"),
        "web/features/admin/new-page.tsx": state("n"),
        "worker/worker-configuration.d.ts": state("types"),
      }),
      none,
    );
  });

  it("runs the tests that failed, while recording or since, as long as they are there", () => {
    const withFailures = {
      ...recording,
      partial: ["worker/a.test.ts"],
      failing: ["worker/gone.test.ts", "worker/c.test.ts"],
    };
    assert.deepEqual(select({}, {}, withFailures), { all: false, files: ["worker/a.test.ts", "worker/c.test.ts"] });
  });
});
