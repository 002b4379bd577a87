/**
 * The forms are no mail relay. Every form sends something to the address the visitor typed (a
 * copy of the submission, a newsletter confirmation, a spot-request receipt, or a note that the
 * address already subscribed or asked), so anyone could make the product mail any inbox. Two
 * limits hold such emails, across all forms and clients: at most RELAY_CAP.perAddress to one
 * address in RELAY_CAP.windowMs, and at most RELAY_CAP.perHour to all addresses together in the
 * last hour. Beyond either, the email is still written (the submission is kept) but ends
 * `suppressed`, never sent, with the reason shown in the back office's outbox; when the hourly
 * ceiling holds emails, the cron sends the team one alert an hour.
 */
import { and, count, eq, gt, inArray, ne, type SQL, sql } from "drizzle-orm";
import { emailOutbox } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "./message";
import { queueEmail } from "./outbox";
import { relayCeilingAlertEmail } from "./templates/relay-ceiling-alert";

const HOUR_MS = 3_600_000;

export const RELAY_CAP = { perAddress: 3, windowMs: 24 * HOUR_MS, perHour: 200 } as const;

/** Emails whose recipient is whatever a visitor typed into a public form. */
const VISITOR_EMAIL_KINDS = [
  "lead_copy",
  "newsletter_confirmation",
  "newsletter_already_subscribed",
  "session_request_received",
  "session_request_repeated",
] as const;
export type VisitorEmailKind = (typeof VISITOR_EMAIL_KINDS)[number];

export const RELAY_CAP_REACHED = `Not sent: this address already received ${RELAY_CAP.perAddress} emails from the forms in 24 hours.`;
export const RELAY_CEILING_REACHED = `Not sent: the forms already sent ${RELAY_CAP.perHour} emails to typed addresses in the last hour.`;

export const RELAY_CEILING_ALERT = "relay_ceiling_alert";

/** Why an email to a typed address would not go out, or "send". */
export type RelayVerdict = "send" | "address_cap" | "hourly_ceiling";

/** Emails to typed addresses created after `since`. */
const visitorEmailsSince = (since: number) =>
  and(inArray(emailOutbox.kind, VISITOR_EMAIL_KINDS), gt(emailOutbox.createdAt, new Date(since)));

/** Those that count against the limits: sent or waiting, not held. */
const countedSince = (since: number, ...also: SQL[]) =>
  and(visitorEmailsSince(since), ne(emailOutbox.status, "suppressed"), ...also);

const toAddress = (address: string, now: number) =>
  countedSince(now - RELAY_CAP.windowMs, eq(emailOutbox.recipient, address));
const inLastHour = (now: number) => countedSince(now - HOUR_MS);
const inLastHourHeld = (now: number) => and(visitorEmailsSince(now - HOUR_MS), eq(emailOutbox.status, "suppressed"));
const counted = (db: Database, where: SQL | undefined) => db.select({ value: count() }).from(emailOutbox).where(where);

/** Whether one more form email to the address would go out at `now`, and if not, which limit holds it. */
export async function relayVerdict(db: Database, address: string, now = Date.now()): Promise<RelayVerdict> {
  const [[perAddress], [perHour]] = await db.batch([
    counted(db, toAddress(address, now)),
    counted(db, inLastHour(now)),
  ]);
  if ((perAddress?.value ?? 0) >= RELAY_CAP.perAddress) return "address_cap";
  if ((perHour?.value ?? 0) >= RELAY_CAP.perHour) return "hourly_ceiling";
  return "send";
}

/**
 * The statements that queue an email to a typed address, for the caller's `db.batch([...])`: the
 * insert, then an update that suppresses it if its address, or all forms together, are over a
 * limit. A D1 batch is one transaction, run one after another, so parallel submissions cannot
 * all slip under a limit. The new email counts itself, hence "more than" the limit.
 */
export function queueVisitorEmail(db: Database, message: EmailMessage & { kind: VisitorEmailKind }, now = Date.now()) {
  const overAddress = sql`(${counted(db, toAddress(message.to, now))}) > ${RELAY_CAP.perAddress}`;
  const overHour = sql`(${counted(db, inLastHour(now))}) > ${RELAY_CAP.perHour}`;
  return [
    queueEmail(db, message),
    db
      .update(emailOutbox)
      .set({
        status: "suppressed",
        lastError: sql`CASE WHEN ${overAddress} THEN ${RELAY_CAP_REACHED} ELSE ${RELAY_CEILING_REACHED} END`,
      })
      .where(
        and(
          eq(emailOutbox.dedupeKey, message.dedupeKey),
          eq(emailOutbox.status, "pending"),
          sql`(${overAddress} OR ${overHour})`,
        ),
      ),
  ] as const;
}

/**
 * Run by the cron: queues one alert to the team when the hourly ceiling held an email in the
 * last hour and no alert went out in that hour, so a flood yields one email an hour, not one per
 * held email. Keyed by the clock hour too, so overlapping runs queue it once. Whether it queued one.
 */
export async function alertTeamOfRelayCeiling(db: Database, teamEmail: string, now = Date.now()): Promise<boolean> {
  const hourAgo = new Date(now - HOUR_MS);
  const [[held], [alerted]] = await db.batch([
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(inLastHourHeld(now), eq(emailOutbox.lastError, RELAY_CEILING_REACHED)))
      .limit(1),
    db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, RELAY_CEILING_ALERT), gt(emailOutbox.createdAt, hourAgo)))
      .limit(1),
  ]);
  if (!held || alerted) return false;
  await queueEmail(db, {
    kind: RELAY_CEILING_ALERT,
    to: teamEmail,
    locale: "en",
    ...relayCeilingAlertEmail(RELAY_CAP.perHour),
    dedupeKey: `${RELAY_CEILING_ALERT}:${Math.floor(now / HOUR_MS)}`,
  });
  return true;
}
