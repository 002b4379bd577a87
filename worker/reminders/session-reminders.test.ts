import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, sessionRequest } from "../../schema/tables";
import { runScheduledTasks } from "../scheduled";
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
      })),
    )
    .returning();
}

describe("session reminders, the day before each occurrence (fake time, a week in Africa/Tunis)", () => {
  it("reminds each approved participant once per occurrence, 24 hours before it starts in Tunis", async () => {
    const saturday = await createSession({
      title: "Brunch English",
      schedule: "Saturdays 10:00",
      cafeName: "Café Lino",
    });
    await approved(saturday.id, [
      { name: "Amira", locale: "en" },
      { name: "Hedi", locale: "ar" },
    ]);
    await createRequests(saturday.id, ["pending", "waitlisted", "cancelled"]);
    const twiceAWeek = await createSession({ title: "Soirée française", schedule: "Tuesdays and Thursdays 18:30" });
    await approved(twiceAWeek.id, [{ name: "Jean", locale: "fr" }]);
    const once = await createSession({ title: "Workshop", schedule: "25/11/2026 19h" });
    await approved(once.id, [{ name: "Sarra", locale: "en" }]);
    const unreadable = await createSession({ title: "Weekend chat", schedule: "Weekends, to be agreed" });
    await approved(unreadable.id, [{ name: "Nour", locale: "en" }]);
    const draft = await createSession({ title: "Draft", schedule: "Wednesdays 09:00", isPublished: false });
    await approved(draft.id, [{ name: "Walid", locale: "en" }]);

    // The cron runs every minute; here every 30 minutes, for eight days, and each instant twice.
    const sent: [string, string][] = [];
    for (let now = MONDAY; now <= MONDAY + 8 * 24 * HOUR; now += HOUR / 2) {
      const before = (await reminders()).length;
      await queueSessionReminders(db(), new Date(now));
      await queueSessionReminders(db(), new Date(now));
      for (const row of (await reminders()).slice(before)) sent.push([new Date(now).toISOString(), row.recipient]);
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

  it("writes in the participant's language, with the café, its address and a map link", async () => {
    const session = await createSession({
      title: "Brunch English",
      schedule: "Saturdays 10:00",
      cafeName: "Café Lino",
      cafeAddress: "12 rue de Marseille",
      city: "Tunis",
    });
    await approved(session.id, [
      { name: "Hedi", locale: "ar" },
      { name: "Amira", locale: "en" },
    ]);
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
    const session = await createSession({ title: "Brunch English", schedule: "Saturdays 10:00" });
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
    const session = await createSession({ schedule: "Saturdays 10:00" });
    await approved(session.id, [{ name: "Amira", locale: "en" }]);
    await queueSessionReminders(db(), new Date(Date.UTC(2026, 10, 27, 9)));
    await approved(session.id, [{ name: "Late", locale: "fr" }]);
    await queueSessionReminders(db(), new Date(Date.UTC(2026, 10, 27, 20)));
    expect((await reminders()).map((row) => row.recipient)).toEqual(["amira@example.tn", "late@example.tn"]);
  });

  it("is queued by the cron trigger, which then sends it", async () => {
    const session = await createSession({ schedule: "Saturdays 10:00" });
    await approved(session.id, [{ name: "Amira", locale: "en" }]);
    const report = await runScheduledTasks(env, new Date(Date.UTC(2026, 10, 27, 9, 30)));
    expect(report.remindersQueued).toBe(1);
    const [row] = await reminders();
    expect(row!.status).toBe("sent");
    expect((await runScheduledTasks(env, new Date(Date.UTC(2026, 10, 27, 9, 31)))).remindersQueued).toBe(0);
  });
});
