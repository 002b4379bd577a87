import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedLocal } from "../seed.ts";
import { testSecrets } from "./dev-vars.ts";
import { buildApp, freePort, start, stop, waitForHttp } from "./run.ts";

export interface ServeOptions {
  port: number;
  persistTo?: string;
  inspectorPort?: number;
  vars?: Record<string, string>;
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop: () => void;
  /** Runs the cron handler once, as Cloudflare's trigger would. */
  triggerCron: () => Promise<Response>;
}

/** Serves the built SPA and the Worker with `wrangler dev` (workerd, local bindings). */
export async function serveWorker(options: ServeOptions): Promise<RunningServer> {
  const args = [
    "dev",
    "--port",
    String(options.port),
    "--ip",
    "127.0.0.1",
    "--test-scheduled",
    "--show-interactive-dev-session=false",
  ];
  if (options.persistTo) args.push("--persist-to", options.persistTo);
  if (options.inspectorPort) args.push("--inspector-port", String(options.inspectorPort));
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push("--var", `${name}:${value}`);

  const child = start("wrangler", args, { quiet: options.quiet });
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
  };
}

export interface SeededApp {
  base: string;
  server: RunningServer;
  /** Stops the server and deletes its state. */
  close: () => void;
}

/**
 * What a benchmark measures: the app built as for production, served by `wrangler dev` from a
 * fresh state in a temporary folder that is migrated and seeded, with local secrets.
 */
export async function serveSeededBuild(name: string, vars: Record<string, string> = {}): Promise<SeededApp> {
  const state = mkdtempSync(join(tmpdir(), `cafe-talk-${name}-`));
  buildApp();
  await seedLocal({ persistTo: state });
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
    close: () => {
      server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
