import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LocalAdmin, seedLocal } from "../seed.ts";
import { testSecrets } from "./dev-vars.ts";
import { executeSql } from "./local-db.ts";
import { buildApp, freePort, start, stop, waitForHttp } from "./run.ts";
import { type WranglerDevOptions, wranglerDevArgs } from "./wrangler-dev-args.ts";

export interface ServeOptions extends WranglerDevOptions {
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop: () => void;
  /** Runs the cron handler once, as Cloudflare's trigger would. */
  triggerCron: () => Promise<Response>;
  /**
   * The Worker's own address inside workerd, behind `wrangler dev`'s proxy. That proxy exists only
   * in development, and it passes every `text/html` answer through an HTMLRewriter (to add its
   * live-reload script, even when live reload is off), so pages pay for it and files do not.
   */
  runtimeUrl: () => Promise<string>;
}

/** Serves the built SPA and the Worker with `wrangler dev` (workerd, local bindings). */
export async function serveWorker(options: ServeOptions): Promise<RunningServer> {
  const child = start("wrangler", wranglerDevArgs(options), { quiet: options.quiet });
  const url = `http://127.0.0.1:${options.port}`;
  let exited = false;
  child.once("exit", () => (exited = true));
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHttp(`${url}/api/pricing`, 90_000);
  } catch (error) {
    stop(child);
    throw new Error(
      `wrangler dev did not start${exited ? " (it exited)" : ""}:\n${output.join("").slice(-4000)}\n${String(error)}`,
    );
  }
  return {
    url,
    child,
    stop: () => stop(child),
    triggerCron: () => fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}`),
    runtimeUrl: () => runtimeUrl(child, options.port),
  };
}

/**
 * Finds the runtime's entry socket: of the ports that the workerd processes started by this
 * `wrangler dev` listen on (same process group), the one other than the proxy's that answers the
 * API. Linux only (`ps`, `ss`), which is all the benchmarks run on.
 */
async function runtimeUrl(child: ChildProcess, proxyPort: number): Promise<string> {
  const workerd = execFileSync("ps", ["-eo", "pid=,pgid=,comm="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid, comm]) => Number(pgid) === child.pid && comm === "workerd")
    .map(([pid]) => `pid=${pid},`);
  const ports = execFileSync("ss", ["-ltnpH"], { encoding: "utf8" })
    .split("\n")
    .filter((line) => workerd.some((pid) => line.includes(pid)))
    .map((line) => Number(/127\.0\.0\.1:(\d+)/.exec(line)?.[1]))
    .filter((port) => port && port !== proxyPort);
  for (const port of ports) {
    const url = `http://127.0.0.1:${port}`;
    const answer = await fetch(`${url}/api/pricing`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (answer?.ok && answer.headers.get("Content-Type")?.startsWith("application/json")) return url;
  }
  throw new Error(`no workerd port of this wrangler dev answers the API (ports tried: ${ports.join(", ")})`);
}

export interface SeededApp {
  base: string;
  server: RunningServer;
  /** The seeded local admin, to sign in with. */
  admin: LocalAdmin;
  /** The state folder, for SQL on its D1 (scripts/lib/local-db.ts). */
  state: string;
  /** Stops the server and deletes its state. */
  close: () => void;
}

/**
 * What a benchmark measures: the app built as for production, served by `wrangler dev` from a
 * fresh state in a temporary folder that is migrated and seeded, with local secrets.
 */
export async function serveSeededBuild(
  name: string,
  vars: Record<string, string> = {},
  /** SQL run on the seeded data before serving it, e.g. settings a benchmark needs. */
  sql?: string,
  /**
   * `built`: this run built the app already, for a server started before this one (building again
   * would rewrite dist/ under it, and its wrangler dev would restart the Worker on another port).
   */
  { built = false }: { built?: boolean } = {},
): Promise<SeededApp> {
  const state = mkdtempSync(join(tmpdir(), `cafe-talk-${name}-`));
  if (!built) buildApp();
  const admin = await seedLocal({ persistTo: state });
  if (sql) executeSql(sql, state);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await serveWorker({
    port,
    persistTo: state,
    inspectorPort: await freePort(),
    quiet: true,
    vars: { PUBLIC_BASE_URL: base, ...testSecrets(), ...vars },
  });
  return {
    base,
    server,
    admin,
    state,
    close: () => {
      server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** Signs in as `admin` through the sign-in route, as a browser would; answers the session cookie. */
export async function signInCookie(base: string, admin: LocalAdmin): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = /(?:__Host-)?cafe_session=[^;]+/.exec(login.headers.get("Set-Cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
  return cookie;
}
