import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { emailOutbox } from "../../schema/tables";
import { type Database, database } from "../db";
import type { Env } from "../env";
import { type CampaignCache, issueContextOf, NEWSLETTER_ISSUE, renderQueuedIssues } from "../newsletter/issue";
import { attachmentsOf } from "./outbox";
import { TRANSACTIONAL_HEADERS } from "./standard-headers";
import { suppressedBecause, suppressionsAmong } from "./suppression";
import { type Transport, TransportConfigError, transportFor } from "./transports";
import type { OutgoingEmail, SendResult } from "./transports/types";

export const OUTBOX_LIMITS = {
  /** Rows claimed per statement. */
  claimSize: 50,
  /** Rows one run may handle, so an invocation stays far inside Workers' limits. */
  maxPerRun: 500,
  /** Sends in flight at once. */
  concurrency: 10,
  /** Longer than any run can last; after it, a crashed run's rows return to the queue. */
  leaseMs: 10 * 60_000,
  maxAttempts: 8,
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3_600_000,
};

export interface DrainReport {
  sent: number;
  retried: number;
  dead: number;
  /** Due emails left pending because the configuration cannot send (its message is on each). */
  held: number;
}

interface DrainOptions {
  transport?: Transport;
  now?: () => number;
  random?: () => number;
  limits?: Partial<typeof OUTBOX_LIMITS>;
}

/** Exponential backoff with jitter: attempt 1 waits about a minute, doubling, capped at 6 hours. */
export function retryDelayMs(attempt: number, random: () => number = Math.random, limits = OUTBOX_LIMITS): number {
  const ceiling = Math.min(limits.maxRetryMs, limits.firstRetryMs * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** A paused or cancelled campaign's emails wait (or never go): the drain leaves them. */
const notHeldByItsCampaign = sql`(${emailOutbox.campaignId} IS NULL OR NOT EXISTS (
  SELECT 1 FROM newsletter_campaign AS c WHERE c.id = ${emailOutbox.campaignId} AND c.status IN ('paused', 'cancelled')))`;

/**
 * Claims due rows (pending and due, or held by an expired lease) in one atomic UPDATE that sets
 * this run's lease, so overlapping runs never claim the same row. Rows of a paused or cancelled
 * campaign are not claimed.
 */
async function claim(db: Database, leaseToken: string, size: number, now: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        or(
          and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, new Date(now))),
          and(eq(emailOutbox.status, "sending"), lte(emailOutbox.leaseExpiresAt, new Date(now))),
        ),
        notHeldByItsCampaign,
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(size);
  return db
    .update(emailOutbox)
    .set({ status: "sending", leaseToken, leaseExpiresAt: new Date(now + OUTBOX_LIMITS.leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

type Outcome = "sent" | "retried" | "dead";

function outcomeOf(result: SendResult, attempts: number, limits: typeof OUTBOX_LIMITS): Outcome {
  if (result.ok) return "sent";
  return result.permanent || attempts >= limits.maxAttempts ? "dead" : "retried";
}

/** Records a send's result, only if this run still holds the row's lease. */
function settle(
  db: Database,
  row: { id: number; attempts: number },
  result: SendResult,
  outcome: Outcome,
  leaseToken: string,
  now: number,
  retryAfterMs: number,
) {
  const owned = and(eq(emailOutbox.id, row.id), eq(emailOutbox.leaseToken, leaseToken));
  const released = { attempts: row.attempts + 1, leaseToken: null, leaseExpiresAt: null };
  if (result.ok) {
    return db
      .update(emailOutbox)
      .set({
        ...released,
        status: "sent",
        sentAt: new Date(now),
        providerMessageId: result.providerMessageId,
        lastError: null,
      })
      .where(owned);
  }
  return db
    .update(emailOutbox)
    .set({
      ...released,
      status: outcome === "dead" ? "dead" : "pending",
      lastError: result.error.slice(0, 1000),
      nextAttemptAt: new Date(now + (outcome === "dead" ? 0 : retryAfterMs)),
    })
    .where(owned);
}

/** Ends a claimed row without sending it: the address must not get mail. Not a failure. */
function withhold(db: Database, id: number, leaseToken: string, reason: string) {
  return db
    .update(emailOutbox)
    .set({ status: "suppressed", lastError: reason, leaseToken: null, leaseExpiresAt: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.leaseToken, leaseToken)));
}

async function sendAll<T>(items: T[], concurrency: number, send: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await send(items[next++]!);
  });
  await Promise.all(workers);
}

/**
 * The configuration cannot send: due emails stay pending, untouched but for the reason, which
 * /admin/outbox shows. Only rows not already carrying it are written, so a run that finds
 * nothing new to say writes nothing.
 */
async function holdPending(db: Database, reason: string, now: number): Promise<number> {
  const held = await db
    .update(emailOutbox)
    .set({ lastError: reason })
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.nextAttemptAt, new Date(now)),
        sql`${emailOutbox.lastError} is not ${reason}`,
      ),
    );
  console.error(`email not sent: ${reason}`);
  return held.meta.changes;
}

/** Sends what is due, in bounded batches; every row ends sent, rescheduled or dead. */
export async function drainOutbox(env: Env, options: DrainOptions = {}): Promise<DrainReport> {
  const db = database(env.DB);
  let transport: Transport;
  try {
    transport = options.transport ?? transportFor(env);
  } catch (error) {
    if (!(error instanceof TransportConfigError)) throw error;
    return { sent: 0, retried: 0, dead: 0, held: await holdPending(db, error.message, (options.now ?? Date.now)()) };
  }
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const configured = Number(env.EMAIL_MAX_PER_RUN);
  const limits = {
    ...OUTBOX_LIMITS,
    // Raise where the plan allows more subrequests per invocation (MailChannels: one per email).
    ...(Number.isSafeInteger(configured) && configured > 0 ? { maxPerRun: configured } : {}),
    ...options.limits,
  };
  const leaseToken = crypto.randomUUID();
  const report: DrainReport = { sent: 0, retried: 0, dead: 0, held: 0 };

  // Campaigns' content, read once per run whatever the number of their emails in it.
  const campaigns: CampaignCache = new Map();
  let handled = 0;
  while (handled < limits.maxPerRun) {
    const rows = await claim(db, leaseToken, Math.min(limits.claimSize, limits.maxPerRun - handled), now());
    if (rows.length === 0) break;
    handled += rows.length;
    const suppressed = await suppressionsAmong(
      db,
      rows.map((row) => row.recipient),
    );
    // Newsletter issues are rendered now, from their campaign: their rows carry no content.
    const issues = await renderQueuedIssues(
      db,
      rows.filter((row) => row.kind === NEWSLETTER_ISSUE && row.campaignId !== null && row.html === ""),
      issueContextOf(env),
      campaigns,
    );
    const files = await attachmentsOf(
      db,
      rows.map((row) => row.id),
    );
    await sendAll(rows, limits.concurrency, async (row) => {
      const reason = suppressed.get(row.recipient);
      const issue = issues.get(row.id);
      const withheld = reason ? suppressedBecause(reason) : issue && "withheld" in issue ? issue.withheld : null;
      if (withheld) {
        await withhold(db, row.id, leaseToken, withheld);
        return;
      }
      const email: OutgoingEmail =
        issue && "email" in issue
          ? issue.email
          : {
              to: row.recipient,
              subject: row.subject,
              html: row.html,
              text: row.text,
              headers: { ...TRANSACTIONAL_HEADERS, ...row.headers },
              ...(files.has(row.id) ? { attachments: files.get(row.id) } : {}),
            };
      let result: SendResult;
      try {
        result = await transport(email);
      } catch (error) {
        result = { ok: false, permanent: false, error: String(error) };
      }
      const attempts = row.attempts + 1;
      const outcome = outcomeOf(result, attempts, limits);
      report[outcome]++;
      // Recorded as soon as it is sent: a run that dies later leaves no sent email looking unsent
      // (its lease would expire and the email would go out a second time).
      await settle(db, row, result, outcome, leaseToken, now(), retryDelayMs(attempts, random, limits));
    });
  }
  return report;
}
