import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { testSecrets } from "../scripts/lib/dev-vars.ts";
import { buildApp, freePort } from "../scripts/lib/run.ts";
import { serveWorker } from "../scripts/lib/serve.ts";
import { seedLocal } from "../scripts/seed.ts";
import { findChromium } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
    stateDir: string;
  }
}

/** Builds the SPA and serves it with the Worker from a fresh, seeded, throw-away local state. */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  buildApp();
  const stateDir = mkdtempSync(join(tmpdir(), "cafe-talk-e2e-"));
  await seedLocal({ persistTo: stateDir });
  const port = await freePort();
  const server = await serveWorker({
    port,
    persistTo: stateDir,
    inspectorPort: await freePort(),
    vars: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...testSecrets() },
    quiet: true,
  });
  project.provide("baseUrl", server.url);
  project.provide("chromePath", chromePath);
  project.provide("stateDir", stateDir);
  return () => {
    server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
