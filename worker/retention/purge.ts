/**
 * The cron's purge: personal data and tokens are kept only as long as RETENTION says. Each kind
 * is purged in batches of PURGE_BATCH rows per run, so a run stays small whatever has piled up;
 * a backlog is worked off over the following minutes.
 */
import { and, eq, inArray, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { RETENTION } from "../../schema/retention";
import {
  auditEntry,
  authSession,
  emailAttachment,
  emailOutbox,
  loginThrottle,
  newsletterSubscriber,
  trustedDevice,
  webauthnChallenge,
  webhookReceipt,
} from "../../schema/tables";
import { expiredChallenges } from "../auth/factors/webauthn";
import { forgottenThrottles } from "../auth/throttle";
import type { Database } from "../db";

/** Rows one statement of the purge touches, so a run stays far inside D1's and Workers' limits. */
export const PURGE_BATCH = 500;

export interface PurgeReport {
  sentEmailContents: number;
  sentEmailRecipients: number;
  unsentEmails: number;
  unconfirmedSubscribers: number;
  expiredConfirmationTokens: number;
  expiredSessions: number;
  expiredTrustedDevices: number;
  throttleCounters: number;
  webhookReceipts: number;
  auditEntries: number;
  passkeyChallenges: number;
  sentEmailAttachments: number;
}

export async function purgeExpiredData(db: Database, now = Date.now()): Promise<PurgeReport> {
  const before = (ms: number) => new Date(now - ms);
  const at = new Date(now);
  /** The first PURGE_BATCH rows (by key) that match: what one statement may touch. */
  const batchOf = (key: SQLiteColumn, where: SQL | undefined) =>
    inArray(
      key,
      db
        .select({ key })
        .from(key.table as SQLiteTable)
        .where(where)
        .limit(PURGE_BATCH),
    );

  const [
    attachments,
    contents,
    recipients,
    unsent,
    unconfirmed,
    tokens,
    sessions,
    devices,
    throttles,
    receipts,
    audits,
    challenges,
  ] = await db.batch([
    // Attachments (a calendar event names the person's spot) go with the bodies of sent emails,
    // and before the emails deleted below, whose count would otherwise include them.
    db.delete(emailAttachment).where(
      batchOf(
        emailAttachment.emailId,
        inArray(
          emailAttachment.emailId,
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(
              or(
                and(eq(emailOutbox.status, "sent"), lt(emailOutbox.sentAt, before(RETENTION.sentEmailContentMs))),
                and(
                  inArray(emailOutbox.status, ["dead", "suppressed"]),
                  lt(emailOutbox.updatedAt, before(RETENTION.unsentEmailMs)),
                ),
              ),
            ),
        ),
      ),
    ),
    // Bodies and headers of sent emails (their links carry tokens); who, kind, when and status stay.
    db
      .update(emailOutbox)
      .set({ html: "", text: "", headers: {} })
      .where(
        batchOf(
          emailOutbox.id,
          and(
            eq(emailOutbox.status, "sent"),
            sql`${emailOutbox.html} <> ''`,
            lt(emailOutbox.sentAt, before(RETENTION.sentEmailContentMs)),
          ),
        ),
      ),
    // Then who it went to and what it was about; a key naming the address (a confirmation's)
    // goes too, made unique by the row's id.
    db
      .update(emailOutbox)
      .set({
        recipient: "",
        subject: "",
        html: "",
        text: "",
        headers: {},
        dedupeKey: sql`case when instr(${emailOutbox.dedupeKey}, ${emailOutbox.recipient}) > 0
            then 'forgotten:' || ${emailOutbox.id} else ${emailOutbox.dedupeKey} end`,
      })
      .where(
        batchOf(
          emailOutbox.id,
          and(
            eq(emailOutbox.status, "sent"),
            sql`${emailOutbox.recipient} <> ''`,
            lt(emailOutbox.sentAt, before(RETENTION.sentEmailRecipientMs)),
          ),
        ),
      ),
    // Emails that failed or were not sent on purpose: the whole row.
    db
      .delete(emailOutbox)
      .where(
        batchOf(
          emailOutbox.id,
          and(
            inArray(emailOutbox.status, ["dead", "suppressed"]),
            lt(emailOutbox.updatedAt, before(RETENTION.unsentEmailMs)),
          ),
        ),
      ),
    // Sign-ups never confirmed, once their last link has expired too.
    db
      .delete(newsletterSubscriber)
      .where(
        batchOf(
          newsletterSubscriber.id,
          and(
            eq(newsletterSubscriber.isActive, false),
            lt(newsletterSubscriber.subscribedAt, before(RETENTION.unconfirmedSubscriberMs)),
            or(
              sql`${newsletterSubscriber.confirmationExpiresAt} IS NULL`,
              lt(newsletterSubscriber.confirmationExpiresAt, at),
            ),
          ),
        ),
      ),
    // Confirmation links past their expiry: the digest goes, the person waits for the purge above.
    db
      .update(newsletterSubscriber)
      .set({ confirmationTokenHash: null })
      .where(
        batchOf(
          newsletterSubscriber.id,
          and(
            eq(newsletterSubscriber.isActive, false),
            isNotNull(newsletterSubscriber.confirmationTokenHash),
            lt(newsletterSubscriber.confirmationExpiresAt, at),
          ),
        ),
      ),
    db
      .delete(authSession)
      .where(batchOf(authSession.id, or(lt(authSession.expiresAt, at), lt(authSession.absoluteExpiresAt, at)))),
    db.delete(trustedDevice).where(batchOf(trustedDevice.id, lt(trustedDevice.expiresAt, at))),
    // Failed sign-in counters that no longer count.
    db.delete(loginThrottle).where(batchOf(loginThrottle.key, forgottenThrottles(now))),
    db
      .delete(webhookReceipt)
      .where(
        batchOf(webhookReceipt.signatureDigest, lt(webhookReceipt.receivedAt, before(RETENTION.webhookReceiptMs))),
      ),
    db.delete(auditEntry).where(batchOf(auditEntry.id, lt(auditEntry.at, before(RETENTION.auditEntryMs)))),
    // Passkey challenges nobody answered in their five minutes.
    db.delete(webauthnChallenge).where(batchOf(webauthnChallenge.digest, expiredChallenges(now))),
  ]);
  return {
    sentEmailContents: contents.meta.changes,
    sentEmailRecipients: recipients.meta.changes,
    unsentEmails: unsent.meta.changes,
    unconfirmedSubscribers: unconfirmed.meta.changes,
    expiredConfirmationTokens: tokens.meta.changes,
    expiredSessions: sessions.meta.changes,
    expiredTrustedDevices: devices.meta.changes,
    throttleCounters: throttles.meta.changes,
    webhookReceipts: receipts.meta.changes,
    auditEntries: audits.meta.changes,
    passkeyChallenges: challenges.meta.changes,
    sentEmailAttachments: attachments.meta.changes,
  };
}
