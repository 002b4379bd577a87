import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, languageSession, lead } from "../../schema/tables";
import { runScheduledTasks } from "../scheduled";
import { postJson, sameOrigin } from "../test/admins";
import { db } from "../test/helpers";
import { queueEmails } from "./outbox";
import { RELAY_CAP, RELAY_CAP_REACHED, RELAY_CEILING_ALERT, RELAY_CEILING_REACHED } from "./relay-cap";

const victim = "victim@example.tn";
const phishing = {
  userType: "contact",
  name: "Your bank",
  email: victim,
  subject: "Your account is locked",
  message: "Unlock it now at https://evil.example/login before it is closed.",
  locale: "en",
};
const fromClient = (i: number) => ({ ...sameOrigin, "CF-Connecting-IP": `198.51.100.${i + 1}` });
const toVictim = () =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, victim)))
    .orderBy(emailOutbox.id);

describe("the forms are no mail relay", () => {
  it("sends at most 3 emails a day to a typed address, and still keeps every submission and tells the team", async () => {
    for (let i = 0; i < 6; i++) {
      // Six submissions from six client addresses: each sees success.
      expect((await postJson("/api/leads", phishing, fromClient(i))).status).toBe(201);
    }
    expect(await db().select().from(lead)).toHaveLength(6);

    const copies = await toVictim();
    expect(copies.map((row) => row.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "suppressed",
      "suppressed",
      "suppressed",
    ]);
    expect(copies.slice(3).every((row) => row.lastError === RELAY_CAP_REACHED)).toBe(true);

    const notes = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "lead_notification"))
      .orderBy(emailOutbox.id);
    expect(notes).toHaveLength(6);
    expect(notes.map((note) => note.status)).toEqual(Array(6).fill("pending"));
    expect(notes.slice(0, 3).every((note) => !note.text.includes("No copy of the submission was sent"))).toBe(true);
    expect(notes.slice(3).every((note) => note.text.includes("No copy of the submission was sent"))).toBe(true);
  });

  it("counts across every form, and lets parallel submissions no further", async () => {
    const [session] = await db()
      .insert(languageSession)
      .values({ title: "English small talk", language: "English", level: "Beginner", isPublished: true })
      .returning();
    expect((await postJson("/api/newsletter", { email: victim }, fromClient(1))).status).toBe(200);
    expect(
      (
        await postJson(
          "/api/session-requests",
          { sessionId: session!.id, name: "V", email: victim, level: "beginner" },
          fromClient(2),
        )
      ).status,
    ).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postJson("/api/leads", phishing, fromClient(10 + i)).then((res) => res.status),
      ),
    );
    expect(answers).toEqual(Array(5).fill(201));

    const sendable = (await toVictim()).filter((row) => row.status !== "suppressed");
    expect(sendable.map((row) => row.kind).sort()).toEqual([
      "lead_copy",
      "newsletter_confirmation",
      "session_request_received",
    ]);
  });

  it("counts a rolling 24 hours", async () => {
    for (let i = 0; i < 3; i++) await postJson("/api/leads", phishing, fromClient(i));
    // A day later, the earlier emails no longer count.
    await db()
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - RELAY_CAP.windowMs - 1000) });
    expect((await postJson("/api/leads", phishing, fromClient(9))).status).toBe(201);
    const copies = await toVictim();
    expect(copies.at(-1)).toMatchObject({ kind: "lead_copy", status: "pending" });
  });
});

/** `n` copies already queued this hour, each to its own address (so no per-address cap applies). */
async function copiesToOthers(n: number) {
  const copies = Array.from({ length: n }, (_, i) => ({
    kind: "lead_copy",
    to: `person${i}@example.tn`,
    locale: "en" as const,
    subject: "We received your message",
    html: "<p>Hello,</p>",
    text: "Hello,",
    dedupeKey: `earlier:${i}`,
  }));
  const [first, ...rest] = queueEmails(db(), copies);
  await db().batch([first!, ...rest]);
}

const alerts = () => db().select().from(emailOutbox).where(eq(emailOutbox.kind, RELAY_CEILING_ALERT));

describe("the forms' hourly ceiling on emails to typed addresses", () => {
  it("holds every further email once the forms sent the hour's most, keeps the submission, and tells the team once", async () => {
    await copiesToOthers(RELAY_CAP.perHour);

    for (let i = 0; i < 3; i++) {
      const res = await postJson("/api/leads", { ...phishing, email: `new${i}@example.tn` }, fromClient(i));
      expect(res.status).toBe(201);
    }
    expect(await db().select().from(lead)).toHaveLength(3);

    const held = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "lead_copy")).orderBy(emailOutbox.id);
    expect(held.slice(RELAY_CAP.perHour).map((row) => [row.recipient, row.status, row.lastError])).toEqual([
      ["new0@example.tn", "suppressed", RELAY_CEILING_REACHED],
      ["new1@example.tn", "suppressed", RELAY_CEILING_REACHED],
      ["new2@example.tn", "suppressed", RELAY_CEILING_REACHED],
    ]);

    // The cron tells the team, once: later runs in the hour, while the flood goes on, stay quiet.
    expect((await runScheduledTasks(env)).relayCeilingAlerted).toBe(true);
    await postJson("/api/leads", { ...phishing, email: "new3@example.tn" }, fromClient(3));
    expect((await runScheduledTasks(env, new Date(Date.now() + 50 * 60_000))).relayCeilingAlerted).toBe(false);
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ recipient: env.TEAM_EMAIL, locale: "en" });
    expect(alert!.subject).toBe(`Form emails paused: ${RELAY_CAP.perHour} sent to typed addresses in the last hour`);
    expect(alert!.text).toContain("Every submission is still saved");

    const notes = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "lead_notification"));
    expect(notes).toHaveLength(4);
    for (const note of notes) {
      expect(note.status).not.toBe("suppressed");
      expect(note.text).toContain(`already sent ${RELAY_CAP.perHour} emails to typed addresses in the last hour`);
    }
  });

  it("holds the other forms' emails too", async () => {
    await copiesToOthers(RELAY_CAP.perHour);
    const [session] = await db()
      .insert(languageSession)
      .values({ title: "English small talk", language: "English", level: "Beginner", isPublished: true })
      .returning();
    expect((await postJson("/api/newsletter", { email: "reader@example.tn" }, fromClient(1))).status).toBe(200);
    expect(
      (
        await postJson(
          "/api/session-requests",
          { sessionId: session!.id, name: "V", email: "guest@example.tn", level: "beginner" },
          fromClient(2),
        )
      ).status,
    ).toBe(201);
    const others = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "suppressed"))
      .orderBy(emailOutbox.id);
    expect(others.map((row) => [row.kind, row.lastError])).toEqual([
      ["newsletter_confirmation", RELAY_CEILING_REACHED],
      ["session_request_received", RELAY_CEILING_REACHED],
    ]);
  });

  it("counts only the last hour's emails that were not held", async () => {
    await copiesToOthers(RELAY_CAP.perHour);
    await db()
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 3_600_000 - 1000) })
      .where(eq(emailOutbox.dedupeKey, "earlier:0"));
    // One slot is free again: the first copy goes, the next is held.
    await postJson("/api/leads", { ...phishing, email: "first@example.tn" }, fromClient(1));
    await postJson("/api/leads", { ...phishing, email: "second@example.tn" }, fromClient(2));
    const status = async (recipient: string) =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)))[0]!.status;
    expect(await status("first@example.tn")).toBe("pending");
    expect(await status("second@example.tn")).toBe("suppressed");
  });

  it("tells the team nothing while no email was held", async () => {
    await copiesToOthers(RELAY_CAP.perHour - 1);
    await postJson("/api/leads", { ...phishing, email: "last@example.tn" }, fromClient(1));
    expect((await runScheduledTasks(env)).relayCeilingAlerted).toBe(false);
    expect(await alerts()).toEqual([]);
  });
});
