/**
 * How long personal data and tokens are kept: the cron purges by it (worker/retention/), and the
 * retention table of docs/personal-data.md and the privacy page say the same (a web test holds the page to it).
 */
const DAY = 24 * 3_600_000;

export const RETENTION = {
  /** A sent email's body and headers (its links carry tokens); who, kind, when and status stay. */
  sentEmailContentMs: 30 * DAY,
  /**
   * A sent email's recipient and subject (and a key naming the address): then the row says only
   * what kind went out when, as an unsent email is gone whole by then.
   */
  sentEmailRecipientMs: 90 * DAY,
  /** Emails that failed or were not sent on purpose: the whole row. */
  unsentEmailMs: 90 * DAY,
  /** Newsletter sign-ups never confirmed (their link expired after 7 days). */
  unconfirmedSubscriberMs: 30 * DAY,
  /** Signatures of delivery-event requests, once too old to be accepted anyway. */
  webhookReceiptMs: 10 * 60_000,
  /** The audit log: who changed what in the back office, sign-ins included (issue 18 §3). */
  auditEntryMs: 365 * DAY,
} as const;
