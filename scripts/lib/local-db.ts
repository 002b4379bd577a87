import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./run.ts";
import { sqlValue } from "./sql-value.ts";

/** Arguments that point wrangler at the deployed D1 (as `npm run deploy` migrates it). */
export const PRODUCTION_TARGET = ["--remote", "--env", "production"];

/** Arguments that point wrangler at the local D1 (optionally in a separate state folder). */
export function localTarget(persistTo?: string): string[] {
  return persistTo ? ["--local", "--persist-to", persistTo] : ["--local"];
}

export function applyMigrations(persistTo?: string) {
  run("wrangler", ["d1", "migrations", "apply", "DB", ...localTarget(persistTo)], { quiet: true });
}

/** Runs SQL statements against the local D1, or with `remote` the production one (wrangler signed in). */
export function executeSql(sql: string, persistTo?: string, remote = false) {
  const dir = mkdtempSync(join(tmpdir(), "cafe-talk-sql-"));
  const file = join(dir, "statements.sql");
  try {
    writeFileSync(file, sql);
    const target = remote ? PRODUCTION_TARGET : localTarget(persistTo);
    run("wrangler", ["d1", "execute", "DB", ...target, "--file", file, "--yes"], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `INSERT OR IGNORE` rows with fixed ids, so seeding twice changes nothing. */
export function insertOrIgnore(table: string, rows: Record<string, unknown>[]): string {
  return rows
    .map((row) => {
      const columns = Object.keys(row);
      const values = columns.map((column) => sqlValue(row[column]));
      return `INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES (${values.join(", ")});`;
    })
    .join("\n");
}
