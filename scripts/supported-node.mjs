#!/usr/bin/env node
/**
 * Runs a command under a Node that package.json's "engines" accepts; every npm script that runs
 * TypeScript or a tool needing a recent Node (vite, wrangler, vitest, tsc, drizzle-kit) goes
 * through it:
 *
 *   node scripts/supported-node.mjs scripts/start.ts [args…]   a script, run by that Node
 *   node scripts/supported-node.mjs vite build [args…]         a command (node_modules/.bin first)
 *
 * On a supported Node it runs the command as is. On an older one (machines that ship Node 20) it
 * fetches the Node named in .nvmrc from the npm registry, once, as the per-platform package
 * node-<os>-<arch> (its bin/node is the official binary; no install script runs) into
 * node_modules/.cache/supported-node, where later runs find it and which goes away with
 * node_modules. It then runs the command under that Node, with its directory first on PATH so
 * that whatever the command starts (npx, vite, wrangler, vitest, workerd's launcher) runs under
 * it too. Arguments, stdio and the exit code pass through; SIGINT, SIGTERM and SIGHUP are passed
 * on to the command, and the launcher ends the way the command ended. When the registry cannot
 * be reached it stops with one line saying what to do.
 *
 * Plain JavaScript that must parse and run on the old Node it replaces (Node 18 and later).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { delimiter, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);

if (args.length === 0) {
  fail("usage: node scripts/supported-node.mjs <script.ts | command> [arguments…]");
}

const engines = readEngines();
const wanted = readFileSync(join(root, ".nvmrc"), "utf8").trim().replace(/^v/, "");
let nodeBinary = process.execPath;
if (!satisfies(process.versions.node, engines)) nodeBinary = obtainNode();
run(nodeBinary);

function readEngines() {
  const range = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines?.node;
  return typeof range === "string" ? range : "*";
}

/** `version` within a range made of `>=`, `>`, `<=`, `<`, `^`, `~` or exact comparators, `||` between sets. */
function satisfies(version, range) {
  const have = version.split(".").map(Number);
  return range.split("||").some((set) =>
    set
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .trim()
      .split(/\s+/)
      .filter((comparator) => comparator !== "" && comparator !== "*" && comparator !== "x")
      .every((comparator) => {
        const match = /^(>=|<=|>|<|=|\^|~)?v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(comparator);
        if (!match) fail(`scripts/supported-node.mjs cannot read the engines range "${range}" in package.json`);
        const [, operator = "=", ...parts] = match;
        const given = parts.filter((part) => part !== undefined).map(Number);
        // Missing parts are 0 for a lower bound and "any" otherwise: >22 is >=23, <=22.18 is <22.19.
        const order = compare(have, given, 3);
        const head = compare(have, given, given.length);
        switch (operator) {
          case ">=":
            return order >= 0;
          case ">":
            return head > 0;
          case "<=":
            return head <= 0;
          case "<":
            return order < 0;
          case "^":
            return order >= 0 && have[0] === given[0];
          case "~":
            return order >= 0 && have[0] === given[0] && (given.length < 2 || have[1] === given[1]);
          default:
            return head === 0;
        }
      }),
  );
}

/** Compares the first `parts` numbers of two versions, a missing one counting as 0. */
function compare(a, b, parts) {
  for (let index = 0; index < parts; index++) {
    const [x, y] = [a[index] ?? 0, b[index] ?? 0];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** The Node in .nvmrc from the project's cache, fetched from the npm registry the first time. */
function obtainNode() {
  const os = process.platform === "win32" ? "win" : process.platform;
  const pkg = `node-${os}-${process.arch}`;
  const cacheDir = join(root, "node_modules", ".cache", "supported-node");
  const home = join(cacheDir, `${pkg}@${wanted}`);
  const cached = binaryIn(home);
  if (cached && existsSync(cached)) return cached;

  const started = Date.now();
  process.stderr.write(
    `Node ${process.versions.node} is older than this project needs (${engines}): ` +
      `fetching Node ${wanted} (${pkg}) from the npm registry into ${relative(process.cwd(), cacheDir) || "."}, once… `,
  );
  const scratch = join(cacheDir, `.fetch-${process.pid}`);
  const giveUp = (reason) => {
    rmSync(scratch, { recursive: true, force: true });
    process.stderr.write(
      `failed: ${reason}. Install Node ${wanted} (https://nodejs.org/en/download, or \`nvm install ${wanted}\`) and run the command again.\n`,
    );
    process.exit(1);
  };
  try {
    mkdirSync(scratch, { recursive: true });
    // Few, short retries: without a registry this must stop at once, not after a minute of backoff.
    const npmArgs = [
      "install",
      `${pkg}@${wanted}`,
      "--prefix",
      scratch,
      "--no-save",
      "--no-package-lock",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      "--prefer-offline",
      "--fetch-retries=1",
      "--fetch-retry-mintimeout=1000",
      "--fetch-retry-maxtimeout=2000",
    ];
    const npmCli = process.env.npm_execpath;
    const npm =
      npmCli && /npm-cli\.c?js$/.test(npmCli)
        ? spawnSync(process.execPath, [npmCli, ...npmArgs], { encoding: "utf8" })
        : spawnSync("npm", npmArgs, { encoding: "utf8", shell: process.platform === "win32" });
    if (npm.error) giveUp(`npm could not be started (${npm.error.message})`);
    if (npm.status !== 0) giveUp(npmReason(`${npm.stderr}\n${npm.stdout}`));
    const fetched = join(scratch, "node_modules", pkg);
    const check = spawnSync(binaryIn(fetched) ?? "", ["-p", "process.versions.node"], { encoding: "utf8" });
    const version = (check.stdout ?? "").trim();
    if (check.status !== 0 || !satisfies(version, engines)) {
      giveUp(
        `the fetched Node does not run here or is too old (${check.error?.message ?? (version || `exit code ${check.status}`)})`,
      );
    }
    try {
      renameSync(fetched, home);
    } catch (error) {
      // Another command fetched it at the same time: use theirs.
      if (!binaryIn(home)) throw error;
    }
    rmSync(scratch, { recursive: true, force: true });
    process.stderr.write(`done: Node ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
    return binaryIn(home);
  } catch (error) {
    return giveUp(error instanceof Error ? error.message : String(error));
  }
}

/** The `node` binary a node-<os>-<arch> package names in its "bin", if the package is there. */
function binaryIn(dir) {
  try {
    const { bin } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    return join(dir, typeof bin === "string" ? bin : bin.node);
  } catch {
    return undefined;
  }
}

/** The gist of npm's failure, e.g. "request to https://registry.npmjs.org/… failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org". */
function npmReason(output) {
  const lines = output
    .split("\n")
    .map((line) =>
      line
        .replace(/^npm (?:error|ERR!)\s*/, "")
        .replace(/^\w*Error: /, "")
        .trim(),
    )
    .filter((line) => line !== "" && !/^(code|errno|syscall|A complete log|Log files|Verbose|signal)\b/.test(line));
  const reason =
    lines.find((line) => /request to|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|404|No matching version/i.test(line)) ??
    lines[0];
  return (reason ?? "npm install failed").replace(/\s+/g, " ").slice(0, 300);
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Runs the command under `node`, then ends the way it ended. */
function run(node) {
  const [target, ...rest] = args;
  const isScript = /\.[cm]?[jt]s$/.test(target);
  const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === "PATH") ?? "PATH";
  const env = { ...process.env };
  const front = [join(root, "node_modules", ".bin")];
  if (node !== process.execPath) {
    front.unshift(dirname(node));
    env.NODE = node;
    env.npm_node_execpath = node;
  }
  env[pathKey] = [...front, process.env[pathKey] ?? ""].join(delimiter);

  const child = isScript
    ? spawn(node, [target, ...rest], { stdio: "inherit", env })
    : spawn(target, rest, { stdio: "inherit", env, shell: process.platform === "win32" });
  const signals = process.platform === "win32" ? ["SIGINT", "SIGTERM"] : ["SIGINT", "SIGTERM", "SIGHUP"];
  const passOn = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of signals) process.on(signal, passOn);
  child.on("error", (error) => fail(`could not start ${target}: ${error.message}`));
  child.on("exit", (code, signal) => {
    for (const name of signals) process.removeListener(name, passOn);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
