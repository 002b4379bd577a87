import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";

/**
 * Wrangler without telemetry, colour or network errors, for scripts and CI logs. Miniflare fetches
 * `request.cf` from workers.cloudflare.com on each start and prints a stack trace when it cannot
 * (offline, or a sandbox without DNS); its built-in placeholder serves local runs just as well.
 */
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_COLOR: "1",
};

/** Runs a local binary (node_modules/.bin) and fails loudly when it fails. */
export function run(
  command: string,
  args: string[],
  options: { quiet?: boolean; env?: Record<string, string> } = {},
): string {
  const result = spawnSync("npx", ["--no-install", command, ...args], {
    env: { ...quietEnv, ...options.env },
    encoding: "utf8",
    stdio: options.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
  }
  return result.stdout ?? "";
}

export function start(command: string, args: string[], options: { quiet?: boolean } = {}): ChildProcess {
  return spawn("npx", ["--no-install", command, ...args], {
    env: quietEnv,
    stdio: options.quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
  });
}

/** Stops a process started with `start`, with everything it spawned. */
export function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Polls a URL until it answers, or fails after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/**
 * Builds are for production: test runners export NODE_ENV=test, which would otherwise give Vite
 * (and React) a development build to test and measure.
 */
const PRODUCTION = { NODE_ENV: "production" };

/**
 * The production build (`npm run build`): the browser's pages in dist/client, then the landing
 * page's server renderer in dist/ssr, which the Worker bundles.
 */
export const buildApp = () => {
  buildPages();
  run("vite", ["build", "--ssr", "--logLevel", "warn"], { env: PRODUCTION });
};

/** The browser's pages alone (dist/client): the shells and files the Worker serves from ASSETS. */
export const buildPages = () => run("vite", ["build", "--logLevel", "warn"], { env: PRODUCTION });
