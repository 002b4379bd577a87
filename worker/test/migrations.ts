import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

/**
 * An empty database migrated up to, not including, the migration whose name starts with `number`
 * ("0030"): rows written then are as the older schema held them, for `migrateToLatest` to convert.
 */
export async function databaseBefore(number: string) {
  await reset();
  await applyD1Migrations(
    env.DB,
    env.TEST_MIGRATIONS.filter((migration) => migration.name < number),
  );
}

/** Applies the migrations not applied yet (D1 records which ran). */
export const migrateToLatest = () => applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
