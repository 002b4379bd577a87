/**
 * What readers did after a campaign reached them, for its report (report.ts): an unsubscribe, a
 * bounce or a complaint is credited to the last campaign whose issue was sent to the address, in
 * that issue's language. The row names no one; an address never sent a campaign adds nothing.
 */
import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { CampaignEvent } from "../../schema/constants";
import { emailOutbox, newsletterCampaignEvent } from "../../schema/tables";
import type { Database } from "../db";
import { NEWSLETTER_ISSUE } from "./issue";

/**
 * One INSERT … SELECT, to run in the batch that records what happened: nothing when the address
 * was never sent an issue, or when `onlyIf` (an SQL condition) does not hold when it runs.
 */
export function campaignEventStatement(
  db: Database,
  email: string,
  event: CampaignEvent,
  { onlyIf, now = Date.now() }: { onlyIf?: SQL; now?: number } = {},
) {
  const where = and(
    eq(emailOutbox.recipient, email),
    eq(emailOutbox.kind, NEWSLETTER_ISSUE),
    eq(emailOutbox.status, "sent"),
    isNotNull(emailOutbox.campaignId),
    onlyIf,
  );
  // The columns in the table's order, as drizzle's INSERT … SELECT requires.
  return db.insert(newsletterCampaignEvent).select(
    sql`SELECT NULL, ${emailOutbox.campaignId}, ${event}, ${emailOutbox.locale}, ${now} FROM ${emailOutbox}
      WHERE ${where} ORDER BY ${emailOutbox.sentAt} DESC, ${emailOutbox.id} DESC LIMIT 1`,
  );
}
