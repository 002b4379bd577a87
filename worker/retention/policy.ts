/** How long personal data and tokens are kept (the README's retention table says the same). */
const DAY = 24 * 3_600_000;

export const RETENTION = {
  /** A sent email's body and headers (its links carry tokens); who, kind, when and status stay. */
  sentEmailContentMs: 30 * DAY,
  /** Emails that failed or were not sent on purpose: the whole row. */
  unsentEmailMs: 90 * DAY,
  /** Newsletter sign-ups never confirmed (their link expired after 7 days). */
  unconfirmedSubscriberMs: 30 * DAY,
  /** Signatures of delivery-event requests, once too old to be accepted anyway. */
  webhookReceiptMs: 10 * 60_000,
} as const;

/** Rows one statement of the purge touches, so a run stays far inside D1's and Workers' limits. */
export const PURGE_BATCH = 500;
