import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { forgetAllInMemory } from "../cache/two-tier-cache";

// Every test starts from an empty database built by the real migrations.
beforeEach(async () => {
  await reset();
  forgetAllInMemory();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
