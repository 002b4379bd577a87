/**
 * The forms are no mail relay. Every form sends something to the address the visitor typed (a
 * copy of the submission, a newsletter confirmation, a spot-request receipt), so anyone could
 * make the product mail their own words to any inbox. At most RELAY_CAP.perAddress such emails go
 * to one address in RELAY_CAP.windowMs, across all forms; beyond that the email is still written
 * (the submission is kept, the team is told) but ends `suppressed`, never sent.
 */
import { and, count, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { emailOutbox } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "./message";
import { queueEmail } from "./outbox";

export const RELAY_CAP = { perAddress: 3, windowMs: 24 * 3_600_000 } as const;

/** Emails whose recipient is whatever a visitor typed into a public form. */
export const VISITOR_EMAIL_KINDS = ["lead_copy", "newsletter_confirmation", "session_request_received"] as const;
export type VisitorEmailKind = (typeof VISITOR_EMAIL_KINDS)[number];

export const RELAY_CAP_REACHED = `Not sent: this address already received ${RELAY_CAP.perAddress} emails from the forms in 24 hours.`;

/** Emails to the address (sent or waiting) that count against the cap at `now`. */
function countedFor(address: string, now: number) {
  return and(
    eq(emailOutbox.recipient, address),
    inArray(emailOutbox.kind, VISITOR_EMAIL_KINDS),
    gt(emailOutbox.createdAt, new Date(now - RELAY_CAP.windowMs)),
    ne(emailOutbox.status, "suppressed"),
  );
}

/** Whether one more form email to the address would still go out. */
export async function relayCapAllows(db: Database, address: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(emailOutbox).where(countedFor(address, now));
  return (row?.value ?? 0) < RELAY_CAP.perAddress;
}

/**
 * The statements that queue an email to a typed address, for the caller's `db.batch([...])`: the
 * insert, then an update that suppresses it if the address is over the cap. A D1 batch is one
 * transaction, run one after another, so parallel submissions cannot all slip under the cap.
 */
export function queueVisitorEmail(db: Database, message: EmailMessage & { kind: VisitorEmailKind }, now = Date.now()) {
  const over = db.select({ value: count() }).from(emailOutbox).where(countedFor(message.to, now));
  return [
    queueEmail(db, message),
    db
      .update(emailOutbox)
      .set({ status: "suppressed", lastError: RELAY_CAP_REACHED })
      .where(
        and(
          eq(emailOutbox.dedupeKey, message.dedupeKey),
          eq(emailOutbox.status, "pending"),
          sql`(${over}) > ${RELAY_CAP.perAddress}`,
        ),
      ),
  ] as const;
}
