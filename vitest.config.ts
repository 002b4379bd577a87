import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { recordFunctionReach } from "./scripts/lib/function-reach.ts";
import { iconSprite } from "./scripts/lib/icon-sprite-plugin.ts";
import { aliases } from "./vite.config.ts";

// wrangler.toml names the SPA build as the Worker's assets; tests of the Worker alone need the folder to exist.
mkdirSync("dist/client", { recursive: true });

/** Set by `npm run test:fast` (scripts/test-fast.ts), which picks the Worker tests itself. */
const workerTestsPicked = process.env.WORKER_TESTS_PICKED === "1";
/** Set by `npm run test:fast` when it records which files each Worker test file runs. */
const recordingReach = process.env.WORKER_TESTS_RECORD_REACH === "1";

export default defineConfig({
  test: {
    // `vitest --changed` runs the tests whose imports reach a changed file. The Worker tests reach
    // the Worker through its entry (`exports` of cloudflare:workers), which no import shows, and
    // the landing page's sources through it: a change there runs every test. `npm run test:fast`
    // picks the Worker tests from what each one ran instead, so its web tests go by imports alone.
    forceRerunTriggers: [
      ...configDefaults.forceRerunTriggers,
      ...(workerTestsPicked
        ? []
        : [
            "**/worker/**/!(*.test).ts",
            "**/schema/**",
            "**/migrations/**",
            "**/wrangler.toml",
            "**/web/*.{ts,tsx}",
            "**/web/!(features|test)/**/!(*.test).{ts,tsx}",
            "**/web/features/!(admin)/**/!(*.test).{ts,tsx}",
          ]),
    ],
    projects: [
      {
        // The Worker, in workerd, against local D1 built from the real migrations.
        plugins: [
          ...(recordingReach ? [recordFunctionReach(fileURLToPath(new URL(".", import.meta.url)))] : []),
          react(),
          iconSprite(),
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                NEWSLETTER_TOKEN_SECRET: "test-only-newsletter-token-secret-0123456789",
                SECOND_FACTOR_SECRET: "test-only-second-factor-secret-0123456789",
                SPOT_LINK_SECRET: "test-only-spot-link-secret-0123456789",
                // Tests drive delivery themselves (drainOutbox), so no background send races their checks.
                EMAIL_SEND_IMMEDIATELY: "false",
              },
            },
          })),
        ],
        // The landing page's server renderer from source (wrangler.toml bundles its build), so a
        // change to web/ is tested without building first; JSX and the icon sprite as in the build.
        resolve: {
          alias: { ...aliases, "landing-server": fileURLToPath(new URL("./web/landing-server.tsx", import.meta.url)) },
        },
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "scripts/schedule-conversion/*.test.ts"],
          globalSetup: ["./worker/test/build-app.ts"],
          // Sign-ins hash with scrypt (~0.3 s each): generous under a loaded 2-core machine.
          testTimeout: 30_000,
          setupFiles: [
            "./worker/test/apply-migrations.ts",
            ...(recordingReach ? ["./worker/test/record-reach.ts"] : []),
          ],
        },
      },
      {
        // React components and client rules, with Testing Library in happy-dom.
        plugins: [react(), iconSprite()],
        resolve: { alias: aliases },
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["./web/test/setup.ts"],
        },
      },
      {
        // The built app served by `wrangler dev`, driven in Debian's Chromium.
        resolve: { alias: aliases },
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["./e2e/global-setup.ts"],
          fileParallelism: false,
          // A whole flow: the longest sign in four times at production scrypt cost and decide at
          // two widths, which took over a minute on the 2 cores with a load average of 10.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // `await expect.poll(() => locator.textContent()).toBe(…)` asks again until the page
          // shows it: as long as Playwright's own waits, on a 2-core machine shared with workerd.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
