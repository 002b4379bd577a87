import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, languageSession, lead } from "../../schema/tables";
import { postJson, sameOrigin } from "../test/admins";
import { db } from "../test/helpers";
import { RELAY_CAP, RELAY_CAP_REACHED } from "./relay-cap";

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
