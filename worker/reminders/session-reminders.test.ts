import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, sessionOccurrenceChange, sessionRequest } from "../../schema/tables";
import { runScheduledTasks } from "../scheduled";
import { newLinkKey, spotLinkToken } from "../spots/link";
import { db } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";
import { queueSessionReminders } from "./session-reminders";

const HOUR = 60 * 60 * 1000;
/** Monday 23 November 2026, midnight UTC (1:00 in Tunis). */
const MONDAY = Date.UTC(2026, 10, 23);

const reminders = () =>
  db().select().from(emailOutbox).where(eq(emailOutbox.kind, "session_reminder")).orderBy(asc(emailOutbox.id));

async function approved(sessionId: number, people: { name: string; locale: "en" | "fr" | "ar" }[]) {
  return db()
    .insert(sessionRequest)
    .values(
      people.map((person) => ({
        sessionId,
        name: person.name,
        email: `${person.name.toLowerCase()}@example.tn`,
        level: "beginner",
        status: "approved" as const,
        locale: person.locale,
        linkKey: newLinkKey(),
      })),
    )
    .returning();
}

describe("session reminders, the day before each occurrence (fake time, a week in Africa/Tunis)", () => {
  it("reminds each approved participant once per occurrence, 24 hours before it starts in Tunis", async () => {
    // Saturdays at 10:00 (the fixture's).
    const saturday = await createSession({ title: "Brunch English", cafeName: "Café Lino" });
    await approved(saturday.id, [
      { name: "Amira", locale: "en" },
      { name: "Hedi", locale: "ar" },
    ]);
    await createRequests(saturday.id, ["pending", "waitlisted", "cancelled"]);
    const twiceAWeek = await createSession({
      title: "Soirée française",
      startsAt: "2026-01-06T18:30",
      repeatDays: ["TU", "TH"],
    });
    await approved(twiceAWeek.id, [{ name: "Jean", locale: "fr" }]);
    const once = await createSession({
      title: "Workshop",
      startsAt: "2026-11-25T19:00",
      repeat: "once",
      repeatDays: [],
    });
    await approved(once.id, [{ name: "Sarra", locale: "en" }]);
    const unreadable = await createSession({
      title: "Weekend chat",
      startsAt: null,
      scheduleToReview: "Weekends, to be agreed",
    });
    await approved(unreadable.id, [{ name: "Nour", locale: "en" }]);
    const draft = await createSession({
      title: "Draft",
      startsAt: "2026-01-07T09:00",
      repeatDays: ["WE"],
      isPublished: false,
    });
    await approved(draft.id, [{ name: "Walid", locale: "en" }]);

    // The cron runs every minute; here every 30 minutes, for eight days, and each instant twice.
    const sent: [string, string][] = [];
    let before = 0;
    for (let now = MONDAY; now <= MONDAY + 8 * 24 * HOUR; now += HOUR / 2) {
      await queueSessionReminders(db(), new Date(now));
      await queueSessionReminders(db(), new Date(now));
      const all = await reminders();
      for (const row of all.slice(before)) sent.push([new Date(now).toISOString(), row.recipient]);
      before = all.length;
    }

    expect(sent).toEqual([
      // Tuesday 18:30 in Tunis is 17:30 UTC: reminded on Monday at 17:30 UTC.
      ["2026-11-23T17:30:00.000Z", "jean@example.tn"],
      // The one-off Wednesday 19:00 in Tunis (18:00 UTC).
      ["2026-11-24T18:00:00.000Z", "sarra@example.tn"],
      ["2026-11-25T17:30:00.000Z", "jean@example.tn"],
      // Saturday 10:00 in Tunis is 09:00 UTC.
      ["2026-11-27T09:00:00.000Z", "amira@example.tn"],
      ["2026-11-27T09:00:00.000Z", "hedi@example.tn"],
      // The next Tuesday (1 December).
      ["2026-11-30T17:30:00.000Z", "jean@example.tn"],
    ]);
  });

  it("skips a skipped occurrence, reminds a moved one the day before its new time, across a month's end", async () => {
    // Thursdays at 18:00 in Tunis; 26 November skipped, 3 December moved to Tuesday 1 December, 12:00.
    const session = await createSession({ title: "Thursday talk", startsAt: "2026-01-01T18:00", repeatDays: ["TH"] });
    await db()
      .insert(sessionOccurrenceChange)
      .values([
        { sessionId: session.id, originalStart: "2026-11-26T18:00", movedTo: null },
        { sessionId: session.id, originalStart: "2026-12-03T18:00", movedTo: "2026-12-01T12:00" },
      ]);
    await approved(session.id, [{ name: "Amira", locale: "en" }]);

    const sent: string[] = [];
    let before = 0;
    for (let now = MONDAY; now <= MONDAY + 18 * 24 * HOUR; now += HOUR) {
      await queueSessionReminders(db(), new Date(now));
      const all = await reminders();
      for (const row of all.slice(before)) sent.push(`${new Date(now).toISOString()} ${row.subject}`);
      before = all.length;
    }
    expect(sent).toEqual([
      // Tuesday 1 December 12:00 in Tunis is 11:00 UTC: reminded on Monday 30 November.
      "2026-11-30T11:00:00.000Z Reminder: Thursday talk, tomorrow at 12:00",
      // Thursday 10 December 18:00 in Tunis (17:00 UTC): the series again, one a week.
      "2026-12-09T17:00:00.000Z Reminder: Thursday talk, tomorrow at 18:00",
    ]);
    const [moved] = await reminders();
    expect(moved!.text).toContain("When: Tuesday 1 December at 12:00");
    expect(moved!.text).toContain("Every week: Thursday, 18:00");
  });

  it("writes in the participant's language, with the café, its address and a map link", async () => {
    const session = await createSession({
      title: "Brunch English",
      cafeName: "Café Lino",
      cafeAddress: "12 rue de Marseille",
      city: "Tunis",
    });
    const [hedi, amira] = await approved(session.id, [
      { name: "Hedi", locale: "ar" },
      { name: "Amira", locale: "en" },
    ]);
    const pageOf = async (linkKey: string | null) =>
      `http://localhost:8787/spot/${await spotLinkToken(env.SPOT_LINK_SECRET, linkKey!)}`;
    await queueSessionReminders(db(), new Date(Date.UTC(2026, 10, 27, 9)));
    const [ar, en] = await reminders();
    expect(en).toMatchObject({
      locale: "en",
      subject: "Reminder: Brunch English, tomorrow at 10:00",
      recipient: "amira@example.tn",
    });
    expect(en!.text).toContain("Hello Amira,");
    expect(en!.text).toContain("your conversation session is tomorrow at 10:00.");
    expect(en!.text).toContain("When: Saturday 28 November at 10:00");
    expect(en!.text).toContain("Café: Café Lino");
    expect(en!.text).toContain("Address: 12 rue de Marseille");
    expect(en!.text).toContain(
      "Open the map: https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20Lino%2C%2012%20rue%20de%20Marseille%2C%20Tunis%2C%20Tunisia",
    );
    expect(ar).toMatchObject({ locale: "ar", subject: "تذكير: Brunch English، غدًا في 10:00" });
    expect(ar!.html).toContain('dir="rtl"');
    expect(ar!.text).toContain("المقهى: Café Lino");
    expect(ar!.text).toContain("افتح الخريطة: https://www.google.com/maps/search/");
    // Their own page, where cancelling hands the seat on.
    expect(en!.text).toContain(
      `Your request — see your spot, cancel it or add it to your calendar:\n${await pageOf(amira!.linkKey)}`,
    );
    expect(en!.text).toContain("Cancel on your request's page: your spot goes straight to the next person");
    expect(ar!.text).toContain(`طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك:\n${await pageOf(hedi!.linkKey)}`);
    expect(ar!.html).toContain(`<a href="${await pageOf(hedi!.linkKey)}"`);
  });

  it.each([
    {
      queued: "on the session's own day",
      // 07:00 in Tunis on Saturday 28 November: approved that morning.
      now: Date.UTC(2026, 10, 28, 6),
      subjects: [
        "Reminder: Brunch English, today at 10:00",
        "Rappel : Brunch English, aujourd'hui à 10:00",
        "تذكير: Brunch English، اليوم في 10:00",
      ],
      texts: [
        "your conversation session is today at 10:00.",
        "votre séance de conversation a lieu aujourd'hui à 10:00.",
        "جلسة المحادثة الخاصة بك اليوم في 10:00.",
      ],
    },
    {
      queued: "the day before",
      // 22:30 in Tunis on Friday 27 November (21:30 UTC).
      now: Date.UTC(2026, 10, 27, 21, 30),
      subjects: [
        "Reminder: Brunch English, tomorrow at 10:00",
        "Rappel : Brunch English, demain à 10:00",
        "تذكير: Brunch English، غدًا في 10:00",
      ],
      texts: [
        "your conversation session is tomorrow at 10:00.",
        "votre séance de conversation a lieu demain à 10:00.",
        "جلسة المحادثة الخاصة بك غدًا في 10:00.",
      ],
    },
  ])("names the day as seen when it is queued $queued, in each language", async ({ now, subjects, texts }) => {
    const session = await createSession({ title: "Brunch English" });
    await approved(session.id, [
      { name: "Amira", locale: "en" },
      { name: "Jean", locale: "fr" },
      { name: "Hedi", locale: "ar" },
    ]);
    await queueSessionReminders(db(), new Date(now));
    const queued = await reminders();
    expect(queued.map((row) => row.subject)).toEqual(subjects);
    for (const [i, row] of queued.entries()) expect(row.text).toContain(texts[i]);
  });

  it("reminds someone approved after the others were reminded, and nobody twice", async () => {
    const session = await createSession();
    await approved(session.id, [{ name: "Amira", locale: "en" }]);
    await queueSessionReminders(db(), new Date(Date.UTC(2026, 10, 27, 9)));
    await approved(session.id, [{ name: "Late", locale: "fr" }]);
    await queueSessionReminders(db(), new Date(Date.UTC(2026, 10, 27, 20)));
    expect((await reminders()).map((row) => row.recipient)).toEqual(["amira@example.tn", "late@example.tn"]);
  });

  it("is queued by the cron trigger, which then sends it", async () => {
    const session = await createSession();
    await approved(session.id, [{ name: "Amira", locale: "en" }]);
    const report = await runScheduledTasks(env, new Date(Date.UTC(2026, 10, 27, 9, 30)));
    expect(report.remindersQueued).toBe(1);
    const [row] = await reminders();
    expect(row!.status).toBe("sent");
    expect((await runScheduledTasks(env, new Date(Date.UTC(2026, 10, 27, 9, 31)))).remindersQueued).toBe(0);
  });
});
