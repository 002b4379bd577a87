import { and, eq, like, sql } from "drizzle-orm";
import type { Locale } from "../../schema/constants";
import { emailOutbox, newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { visitorError } from "../http/errors";
import { tokenDigest } from "../secret-token";
import { campaignEventStatement } from "./events";
import { UNSUBSCRIBED_BEFORE_SENDING } from "./issue";
import { claimedSubscriberId, unsubscribeToken } from "./tokens";

const CONFIRMED_MESSAGE = "Your newsletter subscription has been confirmed!";
const UNSUBSCRIBED_MESSAGE = "You have been successfully unsubscribed from our newsletter.";

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
 * The subscriber an unsubscribe token stands for. Today's tokens name the subscriber and are
 * checked against their HMAC; a token mailed before they did (an HMAC of the address at sign-up) is
 * found by the digest kept since then, which a corrected address leaves as it is.
 */
async function subscriberOfToken(db: Database, secret: string, token: string) {
  const columns = {
    id: newsletterSubscriber.id,
    email: newsletterSubscriber.email,
    locale: newsletterSubscriber.locale,
  };
  const claimed = claimedSubscriberId(token);
  if (claimed === null) {
    const [legacy] = await db
      .select(columns)
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.unsubscribeTokenHash, tokenDigest(token)))
      .limit(1);
    return legacy;
  }
  const [subscriber] = await db
    .select({ ...columns, consentAt: newsletterSubscriber.consentAt })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.id, claimed))
    .limit(1);
  if (!subscriber) return undefined;
  // Digests of equal length are compared, so the comparison's time says nothing about the token.
  const expected = await unsubscribeToken(secret, subscriber);
  return tokenDigest(expected) === tokenDigest(token) ? subscriber : undefined;
}

/** The language of the subscriber an unsubscribe token stands for, or null when it stands for none. */
export async function unsubscriberLocale(db: Database, secret: string, token: string): Promise<Locale | null> {
  return (await subscriberOfToken(db, secret, token))?.locale ?? null;
}

/**
 * docs/product-rules.md#states: unsubscribing removes the person. In the same batch, the last
 * campaign they were sent counts an unsubscribe (events.ts), newsletters still waiting for them are
 * cancelled, and the dedupe keys of their confirmation emails are retired so that signing up again
 * later sends a new confirmation instead of matching the old one. A token that stands for
 * no current subscriber is refused, whoever asks (the footer link or an RFC 8058 one-click POST):
 * answering it as done would tell a reader who is still subscribed that they are not.
 */
export async function unsubscribe(db: Database, secret: string, token: string) {
  const subscriber = await subscriberOfToken(db, secret, token);
  if (!subscriber) throw invalidLink();
  const ofRecipient = (kind: string) => and(eq(emailOutbox.recipient, subscriber.email), eq(emailOutbox.kind, kind));
  const [, removed] = await db.batch([
    // Credited to the last campaign they were sent, once: a concurrent click finds them gone.
    campaignEventStatement(db, subscriber.email, "unsubscribed", {
      onlyIf: sql`EXISTS (SELECT 1 FROM ${newsletterSubscriber} WHERE ${newsletterSubscriber.id} = ${subscriber.id})`,
    }),
    db
      .delete(newsletterSubscriber)
      .where(eq(newsletterSubscriber.id, subscriber.id))
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
