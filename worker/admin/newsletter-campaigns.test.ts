import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, Campaign, CampaignSummary } from "../../schema/api";
import { tunisInstant } from "../../schema/occurrences";
import { auditEntry, emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { drainOutbox } from "../email/drain";
import type { Transport } from "../email/transports/types";
import { CANCELLED_BEFORE_SENDING } from "../newsletter/lifecycle";
import { runScheduledTasks } from "../scheduled";
import { adminClient } from "../test/admins";
import { db, json } from "../test/helpers";
import { addSubscribers, sampleIssue } from "../test/newsletter";

const CAMPAIGNS = "/api/admin/newsletter/campaigns";

type Client = Awaited<ReturnType<typeof adminClient>>;

async function draft(send: Client, content: object = sampleIssue) {
  const res = await send(CAMPAIGNS, "POST", content);
  expect(res.status).toBe(201);
  return json<Campaign>(res);
}

const action = (send: Client, id: number, change: string, body?: unknown) =>
  send(`${CAMPAIGNS}/${id}/${change}`, "POST", body);

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  return (await json<ApiErrorBody>(res)).error;
}

/** A transport that only counts what it sends. */
function counter() {
  const sent: string[] = [];
  const transport: Transport = async (email) => {
    sent.push(email.to);
    return { ok: true, providerMessageId: crypto.randomUUID() };
  };
  return { sent, transport };
}

const statusOf = async (id: number) =>
  (await db().select().from(newsletterCampaign).where(eq(newsletterCampaign.id, id)))[0]!.status;

afterEach(() => {
  vi.useRealTimers();
});

describe("campaign drafts", () => {
  it("are created, edited, reopened, listed newest first, duplicated and deleted", async () => {
    const send = await adminClient();
    const empty = await draft(send, {});
    expect(empty).toMatchObject({ status: "draft", subject: "", subjectEn: "", bodyEn: "", audience: null });
    expect(empty.updatedAt).toBeNull();

    const audience = { locales: ["fr"], leadTypes: [], cities: [], sessions: null };
    const edited = await json<Campaign>(await send(`${CAMPAIGNS}/${empty.id}`, "PUT", { ...sampleIssue, audience }));
    expect(edited).toMatchObject({ status: "draft", subjectEn: sampleIssue.subjectEn, subjectAr: null, audience });
    expect(edited.updatedAt).not.toBeNull();
    const reopened = await json<Campaign>(await send(`${CAMPAIGNS}/${empty.id}`));
    expect(reopened).toEqual(edited);

    const copy = await json<Campaign>(await action(send, empty.id, "duplicate"));
    expect(copy.id).not.toBe(empty.id);
    expect(copy).toMatchObject({
      status: "draft",
      subjectEn: sampleIssue.subjectEn,
      bodyFr: sampleIssue.bodyFr,
      audience,
      recipients: 0,
    });

    const list = await json<CampaignSummary[]>(await send(CAMPAIGNS));
    expect(list.map((c) => [c.id, c.subject])).toEqual([
      [copy.id, sampleIssue.subjectEn],
      [empty.id, sampleIssue.subjectEn],
    ]);
    expect(list[0]).not.toHaveProperty("bodyEn");

    expect((await send(`${CAMPAIGNS}/${copy.id}`, "DELETE")).status).toBe(204);
    expect((await send(`${CAMPAIGNS}/${copy.id}`)).status).toBe(404);
    expect((await send(`${CAMPAIGNS}/999`, "PUT", sampleIssue)).status).toBe(404);
    expect((await send(`${CAMPAIGNS}/999`, "DELETE")).status).toBe(404);

    const log = await db().select().from(auditEntry).orderBy(auditEntry.id);
    expect(log.map((e) => [e.action, e.targetId])).toEqual([
      ["create", String(empty.id)],
      ["create", String(copy.id)],
      ["delete", String(copy.id)],
    ]);
    expect(JSON.stringify(log)).not.toContain(sampleIssue.subjectEn);
  });

  it("refuses HTML in a draft as in a send, naming the field", async () => {
    const res = await (await adminClient())(CAMPAIGNS, "POST", { bodyFr: "<b>Bonjour</b>" });
    expect((await refusal(res, 400)).fields).toEqual({
      bodyFr: "Write the body in Markdown: HTML tags such as <script> are not allowed.",
    });
  });

  it("can no longer be edited or deleted once started, and can still be duplicated", async () => {
    await addSubscribers(2);
    const send = await adminClient();
    const campaign = await draft(send);
    expect((await action(send, campaign.id, "start")).status).toBe(202);

    const edit = await refusal(await send(`${CAMPAIGNS}/${campaign.id}`, "PUT", sampleIssue), 409);
    expect(edit.message).toBe("This campaign has started; it can no longer be edited.");
    expect((await refusal(await send(`${CAMPAIGNS}/${campaign.id}`, "DELETE"), 409)).code).toBe("not_a_draft");
    expect(await statusOf(campaign.id)).toBe("sending");

    const copy = await json<Campaign>(await action(send, campaign.id, "duplicate"));
    expect(copy).toMatchObject({ status: "draft", subjectEn: sampleIssue.subjectEn, recipients: 0, startedAt: null });
  });
});

describe("starting a campaign", () => {
  it("counts its audience now, starts it once however often it is clicked, and the cron sends it", async () => {
    await addSubscribers(5);
    const send = await adminClient();
    const campaign = await draft(send);
    const [first, second] = await Promise.all([action(send, campaign.id, "start"), action(send, campaign.id, "start")]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([202, 409]);
    const started = await json<Campaign>(first.status === 202 ? first : second);
    expect(started).toMatchObject({ status: "sending", recipients: 5, queued: 5, sent: 0 });
    expect(started.startedAt).not.toBeNull();
    const again = await refusal(first.status === 409 ? first : second, 409);
    expect(again).toMatchObject({ code: "already_started", message: "This campaign has already started." });
    // Subscribers who confirm after it started are not among its recipients.
    await db().insert(newsletterSubscriber).values({ email: "late@example.tn", isActive: true });

    const report = await runScheduledTasks(env);
    expect(report).toMatchObject({ campaignRecipientsQueued: 5, email: { sent: 5 }, campaignsFinished: 1 });
    const done = await json<Campaign>(await send(`${CAMPAIGNS}/${campaign.id}`));
    expect(done).toMatchObject({ status: "sent", recipients: 5, queued: 0, sent: 5 });
    expect(done.finishedAt).not.toBeNull();

    const log = await db().select().from(auditEntry).where(eq(auditEntry.action, "newsletter_sent"));
    expect(log).toEqual([expect.objectContaining({ targetId: String(campaign.id), context: { recipients: 5 } })]);
  });

  it("goes from a campaign to nobody straight to sent", async () => {
    const send = await adminClient();
    const campaign = await draft(send);
    expect(await json(await action(send, campaign.id, "start"))).toMatchObject({ status: "sending", recipients: 0 });
    await runScheduledTasks(env);
    expect(await statusOf(campaign.id)).toBe("sent");
  });
});

describe("scheduling a campaign", () => {
  it("starts it in the cron run of its minute on Tunis's clock, not a minute early", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tunisInstant("2026-12-01T09:00"));
    await addSubscribers(3);
    const send = await adminClient();
    const campaign = await draft(send);

    const scheduled = await json<Campaign>(await action(send, campaign.id, "schedule", { at: "2026-12-01T10:30" }));
    // 10:30 in Tunis (UTC+1) is 09:30 UTC.
    expect(scheduled).toMatchObject({ status: "scheduled", scheduledAt: "2026-12-01T09:30:00.000Z", recipients: 0 });
    // Still editable: it has not started.
    const edited = await send(`${CAMPAIGNS}/${campaign.id}`, "PUT", { ...sampleIssue, subjectEn: "Our new sessions" });
    expect(await json(edited)).toMatchObject({ status: "scheduled", subjectEn: "Our new sessions" });

    vi.setSystemTime(tunisInstant("2026-12-01T10:29"));
    expect(await runScheduledTasks(env, new Date())).toMatchObject({
      campaignsStarted: 0,
      campaignRecipientsQueued: 0,
    });
    expect(await statusOf(campaign.id)).toBe("scheduled");

    vi.setSystemTime(tunisInstant("2026-12-01T10:30").getTime() + 20_000);
    const run = await runScheduledTasks(env, new Date());
    expect(run).toMatchObject({ campaignsStarted: 1, campaignRecipientsQueued: 3, email: { sent: 3 } });
    const done = await json<Campaign>(await send(`${CAMPAIGNS}/${campaign.id}`));
    expect(done).toMatchObject({ status: "sent", subject: "Our new sessions", recipients: 3, sent: 3 });
    const [started] = await db().select().from(auditEntry).where(eq(auditEntry.action, "newsletter_sent"));
    expect(started).toMatchObject({ actorId: null, context: { recipients: 3, scheduled: true } });
  });

  it("refuses a time not in the future, or content it could not send, and unschedules back to a draft", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T09:00:30Z")); // 10:00 in Tunis
    const send = await adminClient();
    const campaign = await draft(send);

    for (const at of ["2026-12-01T10:00", "2026-12-01T09:59", "2025-01-01T12:00"]) {
      const past = await refusal(await action(send, campaign.id, "schedule", { at }), 400);
      expect(past.fields).toEqual({ at: "Choose a time in the future" });
    }
    expect((await refusal(await action(send, campaign.id, "schedule", { at: "tomorrow" }), 400)).fields).toHaveProperty(
      "at",
    );
    const blank = await draft(send, { subjectEn: "No body yet" });
    expect((await refusal(await action(send, blank.id, "schedule", { at: "2026-12-01T11:00" }), 400)).fields).toEqual({
      subjectEn: "Please provide at least English subject and body",
    });

    expect((await action(send, campaign.id, "schedule", { at: "2026-12-01T10:01" })).status).toBe(200);
    // A scheduled campaign goes out unseen: it stays sendable.
    expect((await send(`${CAMPAIGNS}/${campaign.id}`, "PUT", { ...sampleIssue, bodyEn: "" })).status).toBe(400);
    const back = await json<Campaign>(await action(send, campaign.id, "unschedule"));
    expect(back).toMatchObject({ status: "draft", scheduledAt: null });
    expect((await refusal(await action(send, campaign.id, "unschedule"), 409)).code).toBe("not_scheduled");

    vi.setSystemTime(new Date("2026-12-01T09:05:00Z"));
    expect(await runScheduledTasks(env, new Date())).toMatchObject({ campaignsStarted: 0 });
    expect(await statusOf(campaign.id)).toBe("draft");
    const actions = await db().select({ action: auditEntry.action }).from(auditEntry).orderBy(auditEntry.id);
    expect(actions.map((e) => e.action)).toEqual(["create", "create", "newsletter_scheduled", "update"]);
  });
});

describe("pausing and cancelling a campaign", () => {
  it("pauses it mid-campaign: the drain sends none of it until it resumes, then all of it, once", async () => {
    await addSubscribers(1200);
    const send = await adminClient();
    const campaign = await draft(send);
    await action(send, campaign.id, "start");
    const { sent, transport } = counter();

    // One run: 1,000 queued, 500 sent.
    await runScheduledTasks(env);
    await drainOutbox(env, { transport, limits: { maxPerRun: 100 } });
    expect(sent).toHaveLength(100);
    const paused = await json<Campaign>(await action(send, campaign.id, "pause"));
    expect(paused.status).toBe("paused");
    expect(paused.sent).toBeGreaterThan(0);
    expect(paused.sent + paused.queued).toBe(1200);
    expect((await refusal(await action(send, campaign.id, "pause"), 409)).code).toBe("not_sending");

    for (let run = 0; run < 3; run++) {
      const report = await runScheduledTasks(env);
      expect(report).toMatchObject({ campaignRecipientsQueued: 0, email: { sent: 0 } });
    }
    expect(await drainOutbox(env, { transport })).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(100);
    expect(await json(await send(`${CAMPAIGNS}/${campaign.id}`))).toMatchObject({
      status: "paused",
      sent: paused.sent,
    });

    expect((await json<Campaign>(await action(send, campaign.id, "resume"))).status).toBe("sending");
    expect((await refusal(await action(send, campaign.id, "resume"), 409)).code).toBe("not_paused");
    for (let run = 0; run < 5 && (await statusOf(campaign.id)) !== "sent"; run++) await runScheduledTasks(env);
    const done = await json<Campaign>(await send(`${CAMPAIGNS}/${campaign.id}`));
    expect(done).toMatchObject({ status: "sent", recipients: 1200, queued: 0, sent: 1200, failed: 0 });
    const rows = await db().select({ recipient: emailOutbox.recipient }).from(emailOutbox);
    expect(new Set(rows.map((r) => r.recipient)).size).toBe(1200);
  }, 120_000);

  it("cancels it: what waits is withheld for good, what is not queued is never queued", async () => {
    await addSubscribers(1200);
    const send = await adminClient();
    const campaign = await draft(send);
    await action(send, campaign.id, "start");
    const { sent, transport } = counter();
    await runScheduledTasks(env);
    await drainOutbox(env, { transport, limits: { maxPerRun: 50 } });
    const sentBefore = (await json<Campaign>(await send(`${CAMPAIGNS}/${campaign.id}`))).sent;
    expect(sentBefore).toBeGreaterThan(0);

    const cancelled = await json<Campaign>(await action(send, campaign.id, "cancel"));
    expect(cancelled).toMatchObject({ status: "cancelled", queued: 0, sent: sentBefore });
    expect(cancelled.finishedAt).not.toBeNull();
    expect((await refusal(await action(send, campaign.id, "cancel"), 409)).code).toBe("not_cancellable");
    expect((await refusal(await action(send, campaign.id, "resume"), 409)).code).toBe("not_paused");

    sent.length = 0;
    for (let run = 0; run < 3; run++) await runScheduledTasks(env);
    expect(await drainOutbox(env, { transport })).toMatchObject({ sent: 0 });
    expect(sent).toEqual([]);
    expect(await statusOf(campaign.id)).toBe("cancelled");
    const withheld = await db().select().from(emailOutbox).where(eq(emailOutbox.status, "suppressed"));
    expect(withheld.length).toBe(1000 - sentBefore);
    expect(withheld.every((row) => row.lastError === CANCELLED_BEFORE_SENDING)).toBe(true);
    // Nobody beyond the first chunk was ever queued.
    expect(await db().select().from(emailOutbox)).toHaveLength(1000);

    const actions = await db().select({ action: auditEntry.action }).from(auditEntry).orderBy(auditEntry.id);
    expect(actions.map((e) => e.action)).toEqual(["create", "newsletter_sent", "newsletter_cancelled"]);
  }, 120_000);

  it("cancels a scheduled campaign before it starts; a draft is deleted, not cancelled", async () => {
    const send = await adminClient();
    const campaign = await draft(send);
    const later = new Date(Date.now() + 3_600_000);
    const at = new Date(later.getTime() + 3_600_000).toISOString().slice(0, 16); // Tunis is UTC+1
    expect((await action(send, campaign.id, "schedule", { at })).status).toBe(200);
    expect((await json<Campaign>(await action(send, campaign.id, "cancel"))).status).toBe("cancelled");
    await runScheduledTasks(env, new Date(later.getTime() + 3_600_000));
    expect(await statusOf(campaign.id)).toBe("cancelled");

    const other = await draft(send);
    expect((await refusal(await action(send, other.id, "cancel"), 409)).code).toBe("not_cancellable");
    expect((await refusal(await action(send, 999, "pause"), 404)).code).toBe("not_found");
  });
});
