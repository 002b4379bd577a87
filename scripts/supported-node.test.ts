/**
 * `npm install && npm start` and `npm test` work as written on a machine that ships Node 20: every
 * npm script goes through scripts/supported-node.mjs, which runs the command under the Node in
 * .nvmrc — fetched from the npm registry into node_modules/.cache when the machine's Node is older
 * than engines — or, without a registry, stops with one line saying what to do.
 * Part of `npm test` (node --test). The first run on an old Node fetches Node (~50 MB, seconds).
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const launcher = join(root, "scripts", "supported-node.mjs");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const wantedMajor = readFileSync(join(root, ".nvmrc"), "utf8").trim().replace(/^v/, "").split(".")[0];
const scratch = mkdtempSync(join(tmpdir(), "cafe-talk-supported-node-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Whether engines (">=x.y[.z]") refuse this Node version. */
function tooOld(version: string): boolean {
  const range = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(pkg.engines.node);
  assert.ok(range, `this test reads engines of the form ">=x.y", not "${pkg.engines.node}"`);
  const have = version.split(".").map(Number);
  const low = [Number(range[1]), Number(range[2]), Number(range[3] ?? 0)];
  for (let index = 0; index < 3; index++) if (have[index] !== low[index]) return have[index]! < low[index]!;
  return false;
}

/**
 * A Node older than engines to start the launcher with: the machine's own (Debian's /usr/bin/node
 * is Node 20 here), else this Node made to report 20.0.0 to the launcher alone.
 */
const oldNode = (() => {
  const candidates = ["/usr/bin/node", ...(process.env.PATH ?? "").split(delimiter).map((dir) => join(dir, "node"))];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout?.trim();
    if (version && tooOld(version))
      return { argv: [candidate], label: `Node ${version} (${candidate})`, path: dirname(candidate) };
  }
  const pretend = `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.0.0"})`;
  return {
    argv: [process.execPath, "--import", pretend],
    label: `Node ${process.versions.node} reporting 20.0.0 (no older Node on this machine)`,
    path: dirname(process.execPath),
  };
})();
/** PATH whose `node` is the old one, as on a machine that ships Node 20. */
const oldPath = [oldNode.path, "/usr/bin", "/bin"].join(delimiter);

function launch(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const [command, ...nodeArgs] = oldNode.argv;
  return spawnSync(command!, [...nodeArgs, ...args], {
    cwd: options.cwd ?? root,
    env: { ...process.env, PATH: oldPath, ...options.env },
    encoding: "utf8",
    timeout: 180_000,
  });
}

function probe(name: string, source: string): string {
  const file = join(scratch, name);
  writeFileSync(file, source);
  return file;
}

/**
 * Scripts that must run under the machine's own Node: `postinstall` explains the EBADENGINE
 * warnings npm has just printed on that Node, in plain JavaScript any Node from 18 runs.
 */
const ON_THE_MACHINES_NODE = new Set(["postinstall"]);

test("every npm script runs its TypeScript and tools through scripts/supported-node.mjs", () => {
  for (const [name, script] of Object.entries(pkg.scripts)) {
    if (ON_THE_MACHINES_NODE.has(name)) {
      assert.match(script, /^node scripts\/lib\/[\w-]+\.mjs$/, `npm run ${name} is plain JavaScript`);
      continue;
    }
    for (const part of script.split("&&").map((command) => command.trim())) {
      assert.match(
        part,
        /^(npm run [\w:-]+|node scripts\/supported-node\.mjs \S.*)$/,
        `npm run ${name}: "${part}" would run under any Node`,
      );
    }
  }
});

test(".ci/run sets up as the README says, with the machine's Node: `npm install`, then `npm test`", () => {
  const commands = readFileSync(join(root, ".ci", "run"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  for (const command of commands)
    assert.doesNotMatch(command, /\bnode@\d|\bnode-(?:linux|darwin|win)-/, `.ci/run installs Node itself: ${command}`);
  const installAt = commands.findIndex((command) => /^npm install\b/.test(command));
  assert.ok(installAt >= 0 && installAt < commands.indexOf("npm test"), ".ci/run runs `npm install` before `npm test`");
});

test(`started by ${oldNode.label}, runs a TypeScript script under the Node in .nvmrc, PATH's node included, with its arguments and exit code`, {
  timeout: 240_000,
}, () => {
  const file = probe(
    "probe.ts",
    `import { execFileSync } from "node:child_process";
const code: number = Number(process.argv[2]);
console.log(JSON.stringify({ node: process.versions.node, pathNode: execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" }).trim(), args: process.argv.slice(2) }));
process.exit(code);
`,
  );
  // The first run on this machine fetches Node into node_modules/.cache; later ones reuse it silently.
  const first = launch([launcher, file, "0"]);
  assert.equal(first.status, 0, `${first.stderr}${first.stdout}`);
  const result = launch([launcher, file, "7", "two words"]);
  assert.equal(result.status, 7, result.stderr);
  assert.equal(result.stderr, "", "a Node fetched once is reused without a word");
  const seen = JSON.parse(result.stdout) as { node: string; pathNode: string; args: string[] };
  assert.equal(seen.node.split(".")[0], wantedMajor);
  assert.equal(seen.pathNode, seen.node, "commands the script starts run under the same Node");
  assert.deepEqual(seen.args, ["7", "two words"]);
  assert.ok(!tooOld(seen.node));
});

test(`started by ${oldNode.label}, runs a tool from node_modules/.bin under the Node in .nvmrc`, {
  timeout: 240_000,
}, () => {
  const result = launch([launcher, "vite", "--version"]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, new RegExp(`node-v${wantedMajor}\\.`));
});

test("passes Ctrl+C (SIGINT) and SIGTERM on to the command, and ends as it ends", { timeout: 240_000 }, async () => {
  const file = probe(
    "signals.ts",
    `process.on("SIGINT", () => { console.log("stopping cleanly"); process.exit(3); });
console.log("ready");
setInterval(() => {}, 1000);
`,
  );
  const [command, ...nodeArgs] = oldNode.argv;
  const ended = async (signal: NodeJS.Signals) => {
    const child = spawn(command!, [...nodeArgs, launcher, file], {
      cwd: root,
      env: { ...process.env, PATH: oldPath },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready")) child.kill(signal); // to the launcher only, as `kill` or npm would
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const [code, endedBy] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on("exit", (c, s) => resolve([c, s])),
    );
    return { code, endedBy, output };
  };
  const interrupted = await ended("SIGINT");
  assert.deepEqual([interrupted.code, interrupted.endedBy], [3, null], interrupted.output);
  assert.match(interrupted.output, /stopping cleanly/);
  // The probe does not handle SIGTERM: it dies of it, and so does the launcher.
  const terminated = await ended("SIGTERM");
  assert.deepEqual([terminated.code, terminated.endedBy], [null, "SIGTERM"], terminated.output);
});

test("without a registry, stops at once with one line that says what to do", { timeout: 60_000 }, async () => {
  // A project of its own, so nothing is cached yet: the launcher, engines and .nvmrc.
  const project = join(scratch, "no-registry");
  mkdirSync(join(project, "scripts"), { recursive: true });
  copyFileSync(launcher, join(project, "scripts", "supported-node.mjs"));
  copyFileSync(join(root, ".nvmrc"), join(project, ".nvmrc"));
  writeFileSync(join(project, "package.json"), JSON.stringify({ engines: pkg.engines }));
  const closedPort = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

  const started = Date.now();
  const result = launch([join(project, "scripts", "supported-node.mjs"), "node", "-e", "console.log('ran')"], {
    cwd: project,
    env: { npm_config_registry: `http://127.0.0.1:${closedPort}/`, npm_config_cache: join(project, "npm-cache") },
  });
  const seconds = (Date.now() - started) / 1000;

  assert.equal(result.status, 1);
  assert.equal(result.stdout, "", "the command did not run");
  const lines = result.stderr.trimEnd().split("\n");
  assert.equal(lines.length, 1, `one line, not:\n${result.stderr}`);
  assert.doesNotMatch(result.stderr, /^\s+at /m, "no stack trace");
  assert.match(lines[0]!, /ECONNREFUSED/);
  assert.match(lines[0]!, new RegExp(`Install Node ${wantedMajor}\\b.*run the command again\\.$`));
  assert.ok(seconds < 15, `stopped after ${seconds.toFixed(1)} s`);
  assert.deepEqual(
    readdirSync(join(project, "node_modules", ".cache", "supported-node")),
    [],
    "nothing half-fetched is left",
  );
});
