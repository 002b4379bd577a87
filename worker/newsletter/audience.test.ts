import { describe, expect, it } from "vitest";
import type { CampaignAudienceSize } from "../../schema/api";
import type { CampaignAudience } from "../../schema/inputs";
import { emailOutbox, emailSuppression, lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { startCampaign } from "../test/campaign-desk";
import { db, json } from "../test/helpers";
import { addSubscribers } from "../test/newsletter";
import { createSession } from "../test/sessions";
import { audienceSize } from "./audience";
import { audienceNow, expandCampaigns } from "./expand";

const reader = (i: number) => `reader${i}@example.tn`;
const readers = (...ids: number[]) => ids.map(reader).sort();

/** An audience with only these criteria. */
const audienceOf = (values: Partial<CampaignAudience>): CampaignAudience => ({
  locales: [],
  leadTypes: [],
  cities: [],
  sessions: null,
  ...values,
});

/** Starts a campaign to this audience, lets the cron queue it, and answers who was queued and its count. */
async function queuedFor(audience: CampaignAudience | null) {
  const { size } = await startCampaign({ audience });
  await expandCampaigns(db());
  const rows = await db().select({ recipient: emailOutbox.recipient }).from(emailOutbox);
  return { recipients: rows.map((row) => row.recipient).sort(), size };
}

/**
 * reader0…reader8, active (en, fr, ar in turn), and two who must never get anything whatever
 * they match: a pending subscriber and a suppressed one.
 */
async function readersAndOutsiders() {
  await addSubscribers(9);
  await db().insert(newsletterSubscriber).values({ email: "pending@example.tn", isActive: false, locale: "fr" });
  await db().insert(newsletterSubscriber).values({ email: "bounced@example.tn", isActive: true, locale: "fr" });
  await db().insert(emailSuppression).values({ email: "bounced@example.tn", reason: "bounced" });
}

describe("a campaign's audience", () => {
  it("is every confirmed subscriber not suppressed when it has none", async () => {
    await readersAndOutsiders();
    const { recipients, size } = await queuedFor(null);
    expect(recipients).toEqual(readers(0, 1, 2, 3, 4, 5, 6, 7, 8));
    expect(size).toEqual({ total: 9, byLocale: { en: 3, fr: 3, ar: 3 } });
    expect(await audienceNow(db(), null)).toMatchObject({ count: 9 });
  });

  it("narrows by the reader's language", async () => {
    await readersAndOutsiders();
    const { recipients, size } = await queuedFor(audienceOf({ locales: ["fr", "ar"] }));
    expect(recipients).toEqual(readers(1, 2, 4, 5, 7, 8));
    expect(size).toEqual({ total: 6, byLocale: { en: 0, fr: 3, ar: 3 } });
  });

  it("narrows by a lead of that type in that city, the same lead matching both, whatever the address's case", async () => {
    await readersAndOutsiders();
    await db()
      .insert(lead)
      .values([
        { userType: "learner", city: "Tunis", name: "R0", email: "Reader0@Example.TN" },
        { userType: "teacher", city: "Tunis", name: "R1", email: reader(1) },
        { userType: "learner", city: "Sousse", name: "R2", email: reader(2) },
        // Two leads, neither both a learner and in Tunis.
        { userType: "teacher", city: "Tunis", name: "R6", email: reader(6) },
        { userType: "learner", city: "Sousse", name: "R6", email: reader(6) },
        // Learners in Tunis who get nothing: not confirmed, or suppressed.
        { userType: "learner", city: "Tunis", name: "P", email: "pending@example.tn" },
        { userType: "learner", city: "Tunis", name: "B", email: "bounced@example.tn" },
      ]);
    expect((await queuedFor(audienceOf({ leadTypes: ["learner"], cities: ["Tunis"] }))).recipients).toEqual(readers(0));
    expect((await audienceSize(db(), audienceOf({ leadTypes: ["learner"] }))).total).toBe(3);
    const byCity = await audienceSize(db(), audienceOf({ cities: ["Tunis"] }));
    expect(byCity).toEqual({ total: 3, byLocale: { en: 2, fr: 1, ar: 0 } });
  });

  it("narrows by spot requests for a session language, made or approved within Tunis days", async () => {
    await readersAndOutsiders();
    const english = await createSession({ language: "English" });
    const french = await createSession({ language: "French" });
    const request = (email: string, sessionId: number, status: "approved" | "pending", at: string) => ({
      sessionId,
      name: "Someone",
      email,
      level: "beginner",
      status,
      createdAt: new Date(at),
    });
    await db()
      .insert(sessionRequest)
      .values([
        request("Reader0@example.tn", english.id, "approved", "2026-03-10T12:00:00Z"),
        request(reader(1), english.id, "pending", "2026-03-10T12:00:00Z"),
        request(reader(2), french.id, "approved", "2026-03-10T12:00:00Z"),
        // 00:30 on 1 March in Tunis: inside; 23:30 on 28 February in Tunis: outside.
        request(reader(3), english.id, "approved", "2026-02-28T23:30:00Z"),
        request(reader(4), english.id, "approved", "2026-02-28T22:30:00Z"),
        // 23:59 on 31 March in Tunis: inside; midnight on 1 April: outside.
        request(reader(7), english.id, "approved", "2026-03-31T22:59:00Z"),
        request(reader(8), english.id, "approved", "2026-03-31T23:00:00Z"),
        request("pending@example.tn", english.id, "approved", "2026-03-10T12:00:00Z"),
        request("bounced@example.tn", english.id, "approved", "2026-03-10T12:00:00Z"),
      ]);
    const period = { from: "2026-03-01", to: "2026-03-31" };
    const approved = await queuedFor(
      audienceOf({ sessions: { activity: "approved", language: "English", ...period } }),
    );
    expect(approved.recipients).toEqual(readers(0, 3, 7));
    expect(approved.size.total).toBe(3);
    const requested = audienceOf({ sessions: { activity: "requested", language: "English", ...period } });
    expect((await audienceSize(db(), requested)).total).toBe(4);
    const anyRequest = audienceOf({ sessions: { activity: "requested", language: null, from: null, to: null } });
    expect((await audienceSize(db(), anyRequest)).total).toBe(7);
    const since = audienceOf({ sessions: { activity: "requested", language: null, from: "2026-04-01", to: null } });
    expect((await audienceSize(db(), since)).total).toBe(1);
  });

  it("applies every criterion together", async () => {
    await readersAndOutsiders();
    const session = await createSession({ language: "English" });
    await db()
      .insert(lead)
      .values([0, 1, 3, 4].map((i) => ({ userType: "learner" as const, name: "R", email: reader(i) })));
    await db()
      .insert(sessionRequest)
      .values([0, 1, 2, 4].map((i) => ({ sessionId: session.id, name: "R", email: reader(i), level: "beginner" })));
    const { recipients, size } = await queuedFor(
      audienceOf({
        locales: ["en", "fr"],
        leadTypes: ["learner"],
        sessions: { activity: "requested", language: null, from: null, to: null },
      }),
    );
    // reader2 has no lead, reader3 no request, reader0 (en), reader1 (fr) and reader4 (fr) have both.
    expect(recipients).toEqual(readers(0, 1, 4));
    expect(size).toEqual({ total: 3, byLocale: { en: 1, fr: 2, ar: 0 } });
  });

  it("answers its size per language to the desk", async () => {
    await readersAndOutsiders();
    const client = await adminClient();
    const all = await client("/api/admin/newsletter/audience", "POST", { audience: null });
    expect(all.status).toBe(200);
    expect(await json<CampaignAudienceSize>(all)).toEqual({ total: 9, byLocale: { en: 3, fr: 3, ar: 3 } });
    const ar = await client("/api/admin/newsletter/audience", "POST", { audience: { locales: ["ar"] } });
    expect(await json<CampaignAudienceSize>(ar)).toEqual({ total: 3, byLocale: { en: 0, fr: 0, ar: 3 } });
    const wrong = await client("/api/admin/newsletter/audience", "POST", {
      audience: { sessions: { activity: "requested", from: "2026-03-02", to: "2026-03-01" } },
    });
    expect(wrong.status).toBe(400);
  });
});
