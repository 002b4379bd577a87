import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { languageSession } from "../../schema/tables";
import {
  conversionSql,
  convertSchedule,
  LEGACY_SCHEDULES_QUERY,
  type LegacySchedule,
} from "../../scripts/schedule-conversion/convert";
import { db } from "../test/helpers";
import { createSession } from "../test/sessions";

// Wednesday 11 March 2026, 12:00 in Tunis: when the conversion runs.
const wednesdayNoon = new Date("2026-03-11T11:00:00Z");

/** A session as it was before dates: free text only, no dates yet (as migration 0027 leaves it). */
const legacySession = (title: string, schedule: string | null, duration: string | null, isPublished = true) =>
  createSession({
    title,
    legacySchedule: schedule,
    legacyDuration: duration,
    startsAt: null,
    repeat: "once",
    repeatDays: [],
    isPublished,
  });

/** What `npm run db:convert-schedules` does, against the test's D1: read, convert, run the SQL. */
async function runConversion() {
  const { results } = await env.DB.prepare(LEGACY_SCHEDULES_QUERY).all<LegacySchedule>();
  const sql = conversionSql(results.map((row) => convertSchedule(row, wednesdayNoon)));
  if (sql) await env.DB.exec(sql);
  return results.length;
}

const dated = async () =>
  db()
    .select({
      title: languageSession.title,
      startsAt: languageSession.startsAt,
      durationMinutes: languageSession.durationMinutes,
      repeat: languageSession.repeat,
      repeatDays: languageSession.repeatDays,
      isPublished: languageSession.isPublished,
      scheduleToReview: languageSession.scheduleToReview,
      legacySchedule: languageSession.legacySchedule,
      legacyDuration: languageSession.legacyDuration,
    })
    .from(languageSession)
    .orderBy(asc(languageSession.id));

describe("the conversion of free-text schedules to dates", () => {
  it("reads every form the old parser read: weekly from the next occurrence, dated ones once", async () => {
    const forms: [string, string | null, Record<string, unknown>][] = [
      [
        "Saturdays 10:00",
        "90",
        { startsAt: "2026-03-14T10:00", repeat: "weekly", repeatDays: ["SA"], durationMinutes: 90 },
      ],
      // Today, later than now: today.
      ["Wednesdays 18h30", "60 min", { startsAt: "2026-03-11T18:30", repeatDays: ["WE"], durationMinutes: 60 }],
      // Today, already past: next week.
      ["Wednesdays 9:00", "1h30", { startsAt: "2026-03-18T09:00", repeatDays: ["WE"], durationMinutes: 90 }],
      ["Mondays and Thursdays at 6:30 pm", "1:15", { startsAt: "2026-03-12T18:30", repeatDays: ["MO", "TH"] }],
      [
        "Tous les samedis à 10h",
        "2 heures",
        { startsAt: "2026-03-14T10:00", repeatDays: ["SA"], durationMinutes: 120 },
      ],
      ["Tue 7pm", "1.5 hours", { startsAt: "2026-03-17T19:00", repeatDays: ["TU"], durationMinutes: 90 }],
      ["2026-04-02 19:00", "75 minutes", { startsAt: "2026-04-02T19:00", repeat: "once", repeatDays: [] }],
      ["02/04/2026 at 18h15", null, { startsAt: "2026-04-02T18:15", repeat: "once", durationMinutes: 90 }],
    ];
    for (const [schedule, duration] of forms) await legacySession(schedule, schedule, duration);

    expect(await runConversion()).toBe(forms.length);

    const rows = await dated();
    for (const [i, [, , expected]] of forms.entries()) {
      expect(rows[i]).toMatchObject({ ...expected, isPublished: true, scheduleToReview: null });
      // The free text is gone once read.
      expect(rows[i]).toMatchObject({ legacySchedule: null, legacyDuration: null });
    }
  });

  it("keeps a session it cannot read as a draft, with the text for an admin, never losing it", async () => {
    const unreadable: [string | null, string | null][] = [
      ["Every weekend", "90"],
      ["Saturdays", "90"],
      ["10:00", null],
      [null, "90"],
      ["Saturdays 10:00", "about an hour"],
      ["Saturdays 10:00", "5"],
    ];
    for (const [i, [schedule, duration]] of unreadable.entries())
      await legacySession(`Unreadable ${i}`, schedule, duration);

    await runConversion();

    const rows = await dated();
    expect(rows).toHaveLength(unreadable.length);
    for (const row of rows) expect(row).toMatchObject({ startsAt: null, isPublished: false, legacySchedule: null });
    expect(rows.map((row) => row.scheduleToReview)).toEqual([
      "Schedule: “Every weekend”; duration: “90”",
      "Schedule: “Saturdays”; duration: “90”",
      "Schedule: “10:00”; duration: “none”",
      "Schedule: “none”; duration: “90”",
      "Schedule: “Saturdays 10:00”; duration: “about an hour”",
      "Schedule: “Saturdays 10:00”; duration: “5”",
    ]);
  });

  it("finds nothing left to do the second time, and leaves dated sessions alone", async () => {
    const already = await createSession({ title: "Dated already" });
    await legacySession("Old", "Fridays 17:00", "90");
    expect(await runConversion()).toBe(1);
    expect(await runConversion()).toBe(0);
    const [row] = await db().select().from(languageSession).where(eq(languageSession.id, already.id));
    expect(row).toMatchObject({ startsAt: already.startsAt, repeatDays: ["SA"] });
  });
});
