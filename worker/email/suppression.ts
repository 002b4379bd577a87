/**
 * The suppression list: addresses the provider reported as dead (hard bounce) or as complaining
 * (spam report). Nothing more is sent to them: emails still waiting end `suppressed` (not
 * failed), the drain checks every claim against the list, and newsletters skip them.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { emailOutbox, emailSuppression, type SuppressionReason } from "../../schema/tables";
import type { Database } from "../db";
import { campaignEventStatement } from "../newsletter/events";

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  detail?: string | null;
}

const REASON_TEXT: Record<SuppressionReason, string> = {
  bounced: "the address bounced (it does not exist)",
  complained: "the recipient reported our mail as spam",
};

export const suppressedBecause = (reason: SuppressionReason) => `Not sent: ${REASON_TEXT[reason]}.`;

/**
 * Adds addresses to the list (a complaint outranks a bounce) and stops what is queued for them; the
 * last campaign sent to an address newly listed counts its bounce or complaint (newsletter/events.ts).
 */
export async function suppress(db: Database, entries: Suppression[]) {
  const unique = new Map<string, Suppression>();
  for (const entry of entries) {
    const email = entry.email.trim().toLowerCase();
    if (unique.get(email)?.reason !== "complained") unique.set(email, { ...entry, email });
  }
  const statements = [...unique.values()].flatMap((entry) => [
    // Before the list changes: only an address newly bounced, or newly complaining, counts.
    campaignEventStatement(db, entry.email, entry.reason, {
      onlyIf: sql`NOT EXISTS (SELECT 1 FROM ${emailSuppression} WHERE ${emailSuppression.email} = ${entry.email}
        AND ${emailSuppression.reason} IN ('complained', ${entry.reason}))`,
    }),
    db
      .insert(emailSuppression)
      .values({ email: entry.email, reason: entry.reason, detail: entry.detail?.slice(0, 500) ?? null })
      .onConflictDoUpdate({
        target: emailSuppression.email,
        set: { reason: entry.reason, detail: entry.detail?.slice(0, 500) ?? null },
        setWhere: sql`${emailSuppression.reason} <> 'complained'`,
      }),
    db
      .update(emailOutbox)
      .set({ status: "suppressed", lastError: suppressedBecause(entry.reason) })
      .where(and(eq(emailOutbox.recipient, entry.email), eq(emailOutbox.status, "pending"))),
  ]);
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return unique.size;
}

/** Which of these addresses are suppressed, and why. */
export async function suppressionsAmong(db: Database, emails: string[]): Promise<Map<string, SuppressionReason>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ email: emailSuppression.email, reason: emailSuppression.reason })
    .from(emailSuppression)
    .where(inArray(emailSuppression.email, unique));
  return new Map(rows.map((row) => [row.email, row.reason]));
}
