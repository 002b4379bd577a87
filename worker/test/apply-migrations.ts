import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { writtenPages } from "../pages/written-pages";
import { forgetPublicReadsInMemory } from "../public/cached-reads";
import { forgetSeoSettingsInMemory } from "../site/seo-settings";

// Every test starts from an empty database built by the real migrations.
beforeEach(async () => {
  await reset();
  forgetPublicReadsInMemory();
  writtenPages.forgetInMemory();
  forgetSeoSettingsInMemory();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
