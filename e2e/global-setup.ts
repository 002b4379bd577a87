import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { testSecrets } from "../scripts/lib/dev-vars.ts";
import { buildApp, freePort } from "../scripts/lib/run.ts";
import { serveWorker } from "../scripts/lib/serve.ts";
import { seedLocal } from "../scripts/seed.ts";
import { findChromium, launchChromiumServer } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The run's one Chromium, for `chromium.connect` (e2e/fixtures.ts). */
    browserEndpoint: string;
    stateDir: string;
  }
}

/**
 * Builds the SPA and serves it with the Worker from a fresh, seeded, throw-away local state, and
 * starts the one Chromium every test file connects to.
 */
export default async function setup(project: TestProject) {
  findChromium(); // fails early, saying how to install it, before the build
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
  const browser = await launchChromiumServer().catch((error) => {
    server.stop();
    throw error;
  });
  project.provide("baseUrl", server.url);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("stateDir", stateDir);
  return async () => {
    await browser.close();
    server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
