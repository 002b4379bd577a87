/**
 * A campaign's life (schema/constants.ts CAMPAIGN_STATUSES): a draft is written and edited, then
 * started now or scheduled (the cron starts it at its minute), sent by the cron (expand.ts queues
 * its recipients, the drain sends them; pausing holds both), and marked sent once its last email
 * has left. Cancelling stops one that has not finished: what is still waiting is never sent.
 *
 * Every change of state is one conditional UPDATE from the states it may come from, so two clicks
 * (or a click and the cron) change it once; the loser is told why.
 */
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { CampaignStatus } from "../../schema/constants";
import { type NewsletterDraftInput, newsletterCampaignInput } from "../../schema/inputs";
import { tunisInstant } from "../../schema/occurrences";
import { emailOutbox, newsletterCampaign } from "../../schema/tables";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";
import { ApiError, validationError, visitorError } from "../http/errors";
import { audienceNow } from "./expand";

type CampaignRow = typeof newsletterCampaign.$inferSelect;

/** What a pending email of a cancelled campaign becomes, shown in the outbox. */
export const CANCELLED_BEFORE_SENDING = "Not sent: the campaign was cancelled.";

/** The cron's actor: a scheduled start is nobody's click at that moment. */
const CRON: Actor = { id: null, email: null };

/** Its content and audience may still change: nothing has been sent. */
const EDITABLE: CampaignStatus[] = ["draft", "scheduled"];

const notFound = () => new ApiError(404, "not_found", "Campaign not found.");
const started = (what: string) =>
  new ApiError(409, "campaign_started", `This campaign has started; it can no longer be ${what}.`);
const alreadyStarted = () => new ApiError(409, "already_started", "This campaign has already started.");

async function campaignRow(db: Database, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.id, id));
  if (!row) throw notFound();
  return row;
}

/** A campaign goes out only with its English subject and body, as a test send requires (400 otherwise). */
function requireSendable(
  content: Pick<CampaignRow, "subjectEn" | "bodyEn" | "subjectFr" | "bodyFr" | "subjectAr" | "bodyAr">,
) {
  const checked = newsletterCampaignInput.safeParse({
    subjectEn: content.subjectEn,
    bodyEn: content.bodyEn,
    subjectFr: content.subjectFr,
    bodyFr: content.bodyFr,
    subjectAr: content.subjectAr,
    bodyAr: content.bodyAr,
  });
  if (!checked.success) throw validationError(checked.error);
}

const campaignTarget = (id: number) => ({ type: "newsletter_campaign" as const, id });

/** A new draft, on record (the log keeps no subject: it is free text). */
export async function createDraft(db: Database, input: NewsletterDraftInput, actor: Actor): Promise<CampaignRow> {
  const [[created]] = await db.batch([
    db.insert(newsletterCampaign).values(input).returning(),
    auditEntryStatement(db, {
      actor,
      action: "create",
      target: { type: "newsletter_campaign", id: sql`last_insert_rowid()` },
    }),
  ]);
  return created!;
}

/**
 * Saves a draft's or a scheduled campaign's content and audience. A scheduled one goes out
 * without anyone looking again, so it must stay sendable. Once started, it is refused (409).
 */
export async function updateDraft(db: Database, id: number, input: NewsletterDraftInput, now = new Date()) {
  const row = await campaignRow(db, id);
  if (!EDITABLE.includes(row.status)) throw started("edited");
  if (row.status === "scheduled") requireSendable(input);
  const [updated] = await db
    .update(newsletterCampaign)
    .set({ ...input, updatedAt: now })
    .where(and(eq(newsletterCampaign.id, id), inArray(newsletterCampaign.status, EDITABLE)))
    .returning();
  // Started between the read and the write.
  if (!updated) throw started("edited");
}

/** Deletes a draft (204); anything else has been, or will be, sent and stays on record (409). */
export async function deleteDraft(db: Database, id: number, actor: Actor) {
  const [[deleted]] = await db.batch([
    db
      .delete(newsletterCampaign)
      .where(and(eq(newsletterCampaign.id, id), eq(newsletterCampaign.status, "draft")))
      .returning({ id: newsletterCampaign.id }),
    auditEntryStatement(db, { actor, action: "delete", target: campaignTarget(id), onlyIfChanged: true }),
  ]);
  if (deleted) return;
  await campaignRow(db, id);
  throw new ApiError(409, "not_a_draft", "Only a draft can be deleted; cancel a campaign that has started.");
}

/** A new draft with the same content and audience, whatever the original's state. */
export async function duplicateCampaign(db: Database, id: number, actor: Actor): Promise<CampaignRow> {
  const row = await campaignRow(db, id);
  return createDraft(
    db,
    {
      subjectEn: row.subjectEn,
      bodyEn: row.bodyEn,
      subjectFr: row.subjectFr,
      bodyFr: row.bodyFr,
      subjectAr: row.subjectAr,
      bodyAr: row.bodyAr,
      audience: row.audience ?? null,
    },
    actor,
  );
}

/**
 * Starts a campaign: its audience is counted now, and the newest subscriber in it marks where the
 * cron's queuing stops (expand.ts). Only from `from` (a click: draft or scheduled; the cron:
 * scheduled and due by `dueBy`), so a second click finds it started (409) and sends nothing more.
 */
export async function startCampaign(
  db: Database,
  id: number,
  actor: Actor,
  { from = EDITABLE, dueBy, now = new Date() }: { from?: CampaignStatus[]; dueBy?: Date; now?: Date } = {},
): Promise<CampaignRow> {
  const row = await campaignRow(db, id);
  if (!from.includes(row.status)) throw alreadyStarted();
  requireSendable(row);
  const audience = await audienceNow(db, row.audience ?? null);
  const [[startedRow]] = await db.batch([
    db
      .update(newsletterCampaign)
      .set({
        status: "sending",
        startedAt: now,
        recipientCount: audience.count,
        lastSubscriberId: audience.lastSubscriberId,
        queuedThroughSubscriberId: 0,
        queuedAt: null,
        // The cron starts it for whoever scheduled it.
        sentByAdminUserId: actor.id ?? row.sentByAdminUserId,
      })
      .where(
        and(
          eq(newsletterCampaign.id, id),
          inArray(newsletterCampaign.status, from),
          dueBy ? lte(newsletterCampaign.scheduledAt, dueBy) : undefined,
        ),
      )
      .returning(),
    auditEntryStatement(db, {
      actor,
      action: "newsletter_sent",
      target: campaignTarget(id),
      context: { recipients: audience.count, ...(actor === CRON ? { scheduled: true } : {}) },
      onlyIfChanged: true,
    }),
  ]);
  if (!startedRow) throw alreadyStarted();
  return startedRow;
}

/**
 * Schedules a campaign for `at`, a minute in the future on Tunis's clock (400 otherwise, as for
 * content it could not send). A scheduled campaign may be scheduled again, for another time.
 */
export async function scheduleCampaign(db: Database, id: number, at: string, actor: Actor, now = new Date()) {
  const row = await campaignRow(db, id);
  if (!EDITABLE.includes(row.status)) throw started("scheduled");
  requireSendable(row);
  const when = tunisInstant(at);
  if (when.getTime() <= now.getTime())
    throw visitorError(400, "validation_failed", { at: "Choose a time in the future" });
  const [[scheduled]] = await db.batch([
    db
      .update(newsletterCampaign)
      .set({ status: "scheduled", scheduledAt: when, sentByAdminUserId: actor.id })
      .where(and(eq(newsletterCampaign.id, id), inArray(newsletterCampaign.status, EDITABLE)))
      .returning(),
    auditEntryStatement(db, {
      actor,
      action: "newsletter_scheduled",
      target: campaignTarget(id),
      context: { at: when.toISOString() },
      onlyIfChanged: true,
    }),
  ]);
  if (!scheduled) throw started("scheduled");
}

interface Move {
  from: CampaignStatus[];
  to: CampaignStatus;
  refusal: ApiError;
}

/** One conditional change of state, on record; `refusal` when the campaign is in none of `from`. */
async function move(
  db: Database,
  id: number,
  { from, to, refusal }: Move,
  record: Omit<Parameters<typeof auditEntryStatement>[1], "target" | "onlyIfChanged">,
  set: Partial<CampaignRow> = {},
) {
  const [[moved]] = await db.batch([
    db
      .update(newsletterCampaign)
      .set({ ...set, status: to })
      .where(and(eq(newsletterCampaign.id, id), inArray(newsletterCampaign.status, from)))
      .returning({ id: newsletterCampaign.id }),
    auditEntryStatement(db, { ...record, target: campaignTarget(id), onlyIfChanged: true }),
  ]);
  if (moved) return;
  await campaignRow(db, id);
  throw refusal;
}

/** Back to a draft, its time forgotten. */
export const unscheduleCampaign = (db: Database, id: number, actor: Actor) =>
  move(
    db,
    id,
    {
      from: ["scheduled"],
      to: "draft",
      refusal: new ApiError(409, "not_scheduled", "This campaign is not scheduled."),
    },
    { actor, action: "update", changes: { status: { before: "scheduled", after: "draft" } } },
    { scheduledAt: null },
  );

/** Holds a campaign being sent: the cron queues none of it and the drain sends none of it. */
export const pauseCampaign = (db: Database, id: number, actor: Actor) =>
  move(
    db,
    id,
    {
      from: ["sending"],
      to: "paused",
      refusal: new ApiError(409, "not_sending", "Only a campaign being sent can be paused."),
    },
    { actor, action: "newsletter_paused" },
  );

/** Lets a paused campaign go on from where it stopped. */
export const resumeCampaign = (db: Database, id: number, actor: Actor) =>
  move(
    db,
    id,
    {
      from: ["paused"],
      to: "sending",
      refusal: new ApiError(409, "not_paused", "Only a paused campaign can be resumed."),
    },
    { actor, action: "newsletter_resumed" },
  );

/**
 * Cancels a scheduled, sending or paused campaign: its emails still waiting are withheld for good
 * (a chunk the cron was queuing as it was cancelled is never claimed either: drain.ts).
 */
export async function cancelCampaign(db: Database, id: number, actor: Actor, now = new Date()) {
  await move(
    db,
    id,
    {
      from: ["scheduled", "sending", "paused"],
      to: "cancelled",
      refusal: new ApiError(
        409,
        "not_cancellable",
        "Only a scheduled, sending or paused campaign can be cancelled; a draft is deleted.",
      ),
    },
    { actor, action: "newsletter_cancelled" },
    { finishedAt: now },
  );
  await db
    .update(emailOutbox)
    .set({ status: "suppressed", lastError: CANCELLED_BEFORE_SENDING })
    .where(and(eq(emailOutbox.campaignId, id), eq(emailOutbox.status, "pending")));
}

/**
 * The cron's first task: starts the scheduled campaigns whose minute has come. One that can no
 * longer go out as it is (its content was emptied by a direct change) goes back to being a draft.
 */
export async function startDueCampaigns(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: newsletterCampaign.id })
    .from(newsletterCampaign)
    .where(and(eq(newsletterCampaign.status, "scheduled"), lte(newsletterCampaign.scheduledAt, now)));
  let count = 0;
  for (const { id } of due) {
    try {
      await startCampaign(db, id, CRON, { from: ["scheduled"], dueBy: now, now });
      count++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400) {
        console.error(`scheduled campaign ${id} not started: its content cannot be sent`);
        await db
          .update(newsletterCampaign)
          .set({ status: "draft", scheduledAt: null })
          .where(and(eq(newsletterCampaign.id, id), eq(newsletterCampaign.status, "scheduled")));
      }
      // 409: started meanwhile (a click, or an overlapping run).
    }
  }
  return count;
}

/**
 * After the drain: a campaign being sent whose recipients are all queued and whose emails have
 * all left the outbox (sent, failed or withheld) is sent.
 */
export async function finishSentCampaigns(db: Database, now: Date): Promise<number> {
  const finished = await db
    .update(newsletterCampaign)
    .set({ status: "sent", finishedAt: now })
    .where(
      and(
        eq(newsletterCampaign.status, "sending"),
        isNotNull(newsletterCampaign.queuedAt),
        // Written out: inside an UPDATE the builder leaves the campaign's "id" unqualified.
        sql`NOT EXISTS (SELECT 1 FROM email_outbox AS o WHERE o.campaign_id = newsletter_campaign.id AND o.status IN ('pending', 'sending'))`,
      ),
    );
  return finished.meta.changes;
}
