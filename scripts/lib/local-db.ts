import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./run.ts";

/** Arguments that point wrangler at the local D1 (optionally in a separate state folder). */
export function localTarget(persistTo?: string): string[] {
  return persistTo ? ["--local", "--persist-to", persistTo] : ["--local"];
}

export function applyMigrations(persistTo?: string) {
  run("wrangler", ["d1", "migrations", "apply", "DB", ...localTarget(persistTo)], { quiet: true });
}

export function executeSql(sql: string, persistTo?: string) {
  const dir = mkdtempSync(join(tmpdir(), "cafe-talk-sql-"));
  const file = join(dir, "statements.sql");
  try {
    writeFileSync(file, sql);
    run("wrangler", ["d1", "execute", "DB", ...localTarget(persistTo), "--file", file, "--yes"], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** SQL literal of a JS value: strings quoted, booleans as 0/1, arrays and objects as JSON text. */
export function sqlValue(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
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
