/**
 * `npm run db:convert-schedules [-- --remote]`: gives every session still holding a free-text
 * schedule its dates (scripts/schedule-conversion/convert.ts). Run once after migration 0027 on
 * each database (`npm start` does it locally); running it again finds nothing left to do.
 */
import { parseArgs } from "node:util";
import { executeSql, localTarget, PRODUCTION_TARGET } from "./lib/local-db.ts";
import { run } from "./lib/run.ts";
import {
  conversionSql,
  convertSchedule,
  LEGACY_SCHEDULES_QUERY,
  type LegacySchedule,
} from "./schedule-conversion/convert.ts";

/** Converts the sessions of the local D1 (or the one in `persistTo`, or production's with `remote`). */
export function convertSchedules(persistTo?: string, remote = false): { converted: number; toReview: number } {
  const target = remote ? PRODUCTION_TARGET : localTarget(persistTo);
  const answer = run("wrangler", ["d1", "execute", "DB", ...target, "--json", "--command", LEGACY_SCHEDULES_QUERY], {
    quiet: true,
  });
  const rows = (JSON.parse(answer) as { results: LegacySchedule[] }[])[0]?.results ?? [];
  if (rows.length === 0) return { converted: 0, toReview: 0 };
  const conversions = rows.map((row) => convertSchedule(row, new Date()));
  executeSql(conversionSql(conversions), remote ? undefined : persistTo, remote);
  const toReview = conversions.filter((conversion) => "toReview" in conversion).length;
  return { converted: conversions.length - toReview, toReview };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { remote: { type: "boolean" }, "persist-to": { type: "string" } } });
  const { converted, toReview } = convertSchedules(values["persist-to"], values.remote);
  console.log(`Sessions given dates: ${converted}. Left as drafts for an admin to date: ${toReview}.`);
}
