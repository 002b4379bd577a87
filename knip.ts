/**
 * knip (`npm run lint`): no unused file, export, type or dependency. It finds most entry points in
 * the tools' own configs: the Worker in wrangler.toml's `main`, web/main.tsx and web/landing.tsx in
 * index.html and landing.html, web/landing-server.tsx in vite.config.ts's SSR input, the tests in
 * vitest.config.ts, drizzle.config.ts. What it can't see is named here.
 *
 * Two runs: `knip` counts tests, e2e and scripts as users, so a constant a test imports to check its
 * own module's rule is used (the test is of it); `knip --production --include files` reads only the
 * `!` patterns below and fails on a file that only tests use (test support lives in worker/test/ or
 * web/test/, not beside production code).
 */
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // npm scripts run these through scripts/supported-node.mjs, which knip can't read through.
    "scripts/*.ts!",
    // Generated (TanStack Router's plugin, `npm run types:worker`): what they export is theirs.
    // The route tree imports every file route in web/routes/.
    "web/routeTree.gen.ts!",
    "worker/worker-configuration.d.ts!",
    // A setup file only when `npm run test:fast` records (vitest.config.ts reads an env variable).
    "worker/test/record-reach.ts",
  ],
  project: [
    "{worker,web,schema,scripts}/**/*.{ts,tsx,css}!",
    "!{worker,web}/test/**!",
    "!**/*.test.{ts,tsx}!",
    // Run by the build config (vite.config.ts), which knip counts as a tool's, not production's.
    "!scripts/lib/icon-sprite-plugin.ts!",
    "e2e/**/*.ts",
    "*.ts",
  ],
  // Tailwind and the fonts are imported by web/styles.css: its `@import`s count as imports.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, from]) => `import "${from}";`).join("\n"),
  },
  ignoreDependencies: [
    // Run as `node scripts/supported-node.mjs biome …`, a launcher knip can't read through.
    "@biomejs/biome",
    // Loaded by path with createRequire (e2e/axe.ts, e2e/seo.e2e.ts, scripts/lib/arabic-font.ts), which knip doesn't follow.
    "axe-core",
    "vnu-jar",
    "@fontsource/noto-sans-arabic",
    // Lighthouse's own launcher (scripts/bench-web.ts), installed with it so the two never drift.
    "chrome-launcher",
  ],
  // Programs from the machine, not from npm: the Nu checker's Java (e2e/seo.e2e.ts), `ss` (scripts/lib/serve.ts).
  ignoreBinaries: ["java", "ss"],
  // A stale line here (an ignored dependency now imported, an entry a plugin already finds) fails too.
  treatConfigHintsAsErrors: true,
};

export default config;
