/**
 * Which source files' functions a Worker test file runs, for `npm run test:fast` (scripts/test-fast.ts).
 *
 * Every Worker test reaches the code through the Worker's entry, whose imports load nearly every
 * module: the import graph cannot tell which tests a change concerns. What a test *runs* can: when
 * recording, each function of the project's sources first marks its file as reached
 * (`instrumentFunctions`), and each test file reports the files whose functions ran while it
 * imported its modules and ran its tests (worker/test/record-reach.ts).
 *
 * A change inside function bodies only (`moduleSkeleton` unchanged) can alter only the tests that
 * ran one of those functions: until a test runs a changed body, it runs the recorded code. Any
 * other change (an import, a top-level value, a signature, a class field) is the module's
 * evaluation, and every test that imports it is concerned.
 */
import { createHash } from "node:crypto";
import { relative } from "node:path";
import { type ESTree, type Plugin, parseSync, Visitor } from "vite";

/** The Set the instrumented functions add their file to (worker/test/record-reach.ts reads it). */
const REACH_GLOBAL = "__workerTestReach";

type FunctionNode = ESTree.Function | ESTree.ArrowFunctionExpression;

function parse(code: string, filename: string) {
  const result = parseSync(filename, code);
  const [error] = result.errors;
  if (error) throw new Error(`${filename}: ${error.message}`);
  return result.program;
}

function functionsOf(program: ESTree.Program): FunctionNode[] {
  const found: FunctionNode[] = [];
  const add = (node: FunctionNode) => {
    found.push(node);
  };
  new Visitor({ FunctionDeclaration: add, FunctionExpression: add, ArrowFunctionExpression: add }).visit(program);
  return found;
}

/** Set once this module instance has marked its file: a function run again costs one check. */
const MARKED = "__workerTestFileMarked";

/**
 * The source with a mark of `file` at the start of every function body (after its directives),
 * each inserted on its own line's text so line numbers stay right. Bodiless declarations
 * (overloads, `declare`) are left alone. The flag is a `var` without a value: hoisted, so a
 * function called before its module's body ran (an import cycle) marks too.
 */
export function instrumentFunctions(code: string, filename: string, file: string): string {
  const mark = `${MARKED} || (${MARKED} = (globalThis.${REACH_GLOBAL} ??= new Set()).add(${JSON.stringify(file)}))`;
  const inserts: [at: number, text: string][] = [[0, `var ${MARKED};`]];
  for (const fn of functionsOf(parse(code, filename))) {
    const body = fn.body;
    if (!body) continue;
    if (body.type === "BlockStatement") {
      const directives = body.body.filter((statement) => "directive" in statement && statement.directive);
      inserts.push([directives.at(-1)?.end ?? body.start + 1, `${mark};`]);
    } else {
      inserts.push([body.start, `(${mark}, `], [body.end, ")"]);
    }
  }
  // From the end, so the offsets still to come stay valid.
  inserts.sort(([a], [b]) => b - a);
  let out = code;
  for (const [at, text] of inserts) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

const FUNCTION_TYPES = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);
const POSITIONS = new Set(["start", "end", "range", "loc"]);

/**
 * A digest of the module with every function body left out, and comments, spacing and positions
 * with them: equal for two versions of a file that differ only inside function bodies.
 */
export function moduleSkeleton(code: string, filename: string): string {
  const shape = JSON.stringify(parse(code, filename), function (this: Record<string, unknown>, key, value) {
    if (POSITIONS.has(key)) return undefined;
    if (key === "body" && FUNCTION_TYPES.has(String(this.type))) return "(body)";
    return typeof value === "bigint" ? `${value}n` : value;
  });
  return createHash("sha256").update(shape).digest("hex");
}

/** Project sources whose functions are marked: the Worker's, the pages', the schema's, tests' helpers. */
export const isInstrumentable = (file: string) =>
  /^(worker|web|schema)\/.+\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

/** Files the Worker tests loaded as modules in this Node process, relative to the root (filled while recording). */
export function loadedModules(): Set<string> {
  // On globalThis: the config is bundled with its own copy of this module.
  const holder = globalThis as { __workerTestModules?: Set<string> };
  holder.__workerTestModules ??= new Set();
  return holder.__workerTestModules;
}

/**
 * The Vite plugin of a recording run: notes every project file the Worker tests load, and marks
 * the functions of the instrumentable ones.
 */
export function recordFunctionReach(root: string): Plugin {
  return {
    name: "cafe-talk:record-function-reach",
    enforce: "pre",
    transform(code, id) {
      const file = relative(root, id.split("?")[0]!);
      if (file.startsWith("..") || file.includes("node_modules")) return null;
      loadedModules().add(file);
      if (!isInstrumentable(file) || id.includes("?")) return null;
      return { code: instrumentFunctions(code, id, file), map: null };
    },
  };
}
