import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicSession } from "../../schema/api";
import { sessionOccurrenceChange } from "../../schema/tables";
import { runScheduledTasks } from "../scheduled";
import { call, db, json } from "../test/helpers";
import { createSession } from "../test/sessions";
import { occurrenceStarted } from "./started-occurrences";

const nextStarts = async () => (await json<PublicSession[]>(await call("/api/sessions"))).map((s) => s.nextStarts[0]);
/** Tunis's clock on 5 December 2026 (a Saturday), as an instant. */
const saturday = (hour: number, minute: number, second = 0) =>
  new Date(Date.UTC(2026, 11, 5, hour - 1, minute, second));

afterEach(() => {
  vi.useRealTimers();
});

describe("the cron drops the public sessions when an occurrence starts", () => {
  it("finds an occurrence that started in the minute before, and none otherwise", async () => {
    await createSession(); // Saturdays at 10:00
    expect(await occurrenceStarted(db(), saturday(9, 59), saturday(10, 0))).toBe(true);
    expect(await occurrenceStarted(db(), saturday(9, 59, 30), saturday(10, 0, 30))).toBe(true);
    expect(await occurrenceStarted(db(), saturday(10, 0), saturday(10, 1))).toBe(false);
    expect(await occurrenceStarted(db(), saturday(9, 58), saturday(9, 59))).toBe(false);
  });

  it("reads skips, moves and drafts: a skipped one starts nothing, a moved one starts at its new time", async () => {
    const session = await createSession();
    await createSession({ isPublished: false, startsAt: "2026-12-05T09:00", repeat: "once", repeatDays: [] });
    await db()
      .insert(sessionOccurrenceChange)
      .values([
        { sessionId: session.id, originalStart: "2026-12-05T10:00", movedTo: "2026-12-05T11:30" },
        { sessionId: session.id, originalStart: "2026-12-12T10:00", movedTo: null },
      ]);
    expect(await occurrenceStarted(db(), saturday(8, 59), saturday(9, 0))).toBe(false); // the draft's
    expect(await occurrenceStarted(db(), saturday(9, 59), saturday(10, 0))).toBe(false); // moved away
    expect(await occurrenceStarted(db(), saturday(11, 29), saturday(11, 30))).toBe(true); // moved here
    const skipped = new Date(Date.UTC(2026, 11, 12, 9, 0));
    expect(await occurrenceStarted(db(), new Date(skipped.getTime() - 60_000), skipped)).toBe(false);
  });

  it("the cached list names the next start until the occurrence starts, then the one after", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(saturday(9, 0));
    await createSession();
    expect(await nextStarts()).toEqual(["2026-12-05T09:00:00.000Z"]);

    // A minute the cron finds nothing in keeps the answer cached.
    vi.setSystemTime(saturday(9, 59));
    expect((await runScheduledTasks(env, saturday(9, 59))).sessionsDropped).toBe(false);
    // The cached answer still says 10:00 (a KV entry lives for an hour)...
    vi.setSystemTime(saturday(10, 0, 20));
    expect(await nextStarts()).toEqual(["2026-12-05T09:00:00.000Z"]);
    // ...until the cron, the minute it starts, drops it.
    expect((await runScheduledTasks(env, saturday(10, 0, 20))).sessionsDropped).toBe(true);
    vi.setSystemTime(saturday(10, 0, 40));
    expect(await nextStarts()).toEqual(["2026-12-12T09:00:00.000Z"]);
  });
});
