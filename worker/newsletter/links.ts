import { and, eq, like, sql } from "drizzle-orm";
import { emailOutbox, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { ApiError, visitorError } from "../http/errors";
import { tokenDigest } from "../secret-token";
import { UNSUBSCRIBED_BEFORE_SENDING } from "./issue";
import { UNSUBSCRIBE_TOKEN_FORMAT } from "./tokens";

export const CONFIRMED_MESSAGE = "Your newsletter subscription has been confirmed!";
export const UNSUBSCRIBED_MESSAGE = "You have been successfully unsubscribed from our newsletter.";

const invalidLink = () => visitorError(404, "link_invalid");

/** Works once: the token is cleared as the subscriber becomes active. */
export async function confirmSubscription(db: Database, token: string, now = Date.now()) {
  const digest = tokenDigest(token);
  const [subscriber] = await db
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.confirmationTokenHash, digest))
    .limit(1);
  if (!subscriber) throw invalidLink();
  if (!subscriber.confirmationExpiresAt || subscriber.confirmationExpiresAt.getTime() <= now) {
    throw visitorError(410, "link_expired");
  }
  const updated = await db
    .update(newsletterSubscriber)
    .set({ isActive: true, confirmedAt: new Date(now), confirmationTokenHash: null, confirmationExpiresAt: null })
    .where(eq(newsletterSubscriber.confirmationTokenHash, digest))
    .returning({ id: newsletterSubscriber.id });
  if (updated.length === 0) throw invalidLink(); // a concurrent click got there first
  return { success: true as const, message: CONFIRMED_MESSAGE };
}

/**
 * SPEC.md §4: unsubscribing removes the person. In the same batch, newsletters still waiting for
 * them are cancelled, and the dedupe keys of their confirmation emails are retired so that signing
 * up again later sends a new confirmation instead of matching the old one.
 */
export async function unsubscribe(db: Database, token: string) {
  const digest = tokenDigest(token);
  const [subscriber] = await db
    .select({ email: newsletterSubscriber.email })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.unsubscribeTokenHash, digest))
    .limit(1);
  if (!subscriber) throw invalidLink();
  const ofRecipient = (kind: string) => and(eq(emailOutbox.recipient, subscriber.email), eq(emailOutbox.kind, kind));
  const [removed] = await db.batch([
    db
      .delete(newsletterSubscriber)
      .where(eq(newsletterSubscriber.unsubscribeTokenHash, digest))
      .returning({ id: newsletterSubscriber.id }),
    db
      .update(emailOutbox)
      .set({ status: "suppressed", lastError: UNSUBSCRIBED_BEFORE_SENDING, leaseExpiresAt: null, leaseToken: null })
      .where(and(ofRecipient("newsletter_issue"), eq(emailOutbox.status, "pending"))),
    db
      .update(emailOutbox)
      .set({ dedupeKey: sql`${emailOutbox.dedupeKey} || ':retired:' || ${emailOutbox.id}` })
      .where(
        and(
          ofRecipient("newsletter_confirmation"),
          like(emailOutbox.dedupeKey, "newsletter_confirmation:%"),
          sql`${emailOutbox.dedupeKey} NOT LIKE '%:retired:%'`,
        ),
      ),
  ]);
  if (removed.length === 0) throw invalidLink(); // a concurrent click got there first
  return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
}

/**
 * RFC 8058 one-click: a mail provider may send the same POST twice, or after the reader used the
 * link in the footer. The address is unsubscribed either way, so a well-formed token whose
 * subscriber is already gone is answered as done (it says nothing an attacker could use: any such
 * token gets the same answer). A malformed one is still refused.
 */
export async function unsubscribeOneClick(db: Database, token: string) {
  try {
    return await unsubscribe(db, token);
  } catch (error) {
    if (error instanceof ApiError && error.code === "link_invalid" && UNSUBSCRIBE_TOKEN_FORMAT.test(token)) {
      return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
    }
    throw error;
  }
}
