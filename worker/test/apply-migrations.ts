import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Idempotent: applies only migrations not yet recorded, once per isolated storage.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
