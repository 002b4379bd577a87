import { eq } from "drizzle-orm";
import { newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { ApiError } from "../http/errors";
import { tokenDigest } from "./tokens";

export const CONFIRMED_MESSAGE = "Your newsletter subscription has been confirmed!";
export const UNSUBSCRIBED_MESSAGE = "You have been successfully unsubscribed from our newsletter.";

const invalidLink = () => new ApiError(404, "link_invalid", "This link is invalid or has already been used.");

/** Works once: the token is cleared as the subscriber becomes active. */
export async function confirmSubscription(db: Database, token: string, now = Date.now()) {
  const digest = tokenDigest(token);
  const [subscriber] = await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.confirmationTokenHash, digest)).limit(1);
  if (!subscriber) throw invalidLink();
  if (!subscriber.confirmationExpiresAt || subscriber.confirmationExpiresAt.getTime() <= now) {
    throw new ApiError(410, "link_expired", "This confirmation link has expired. Please sign up again to get a new one.");
  }
  const updated = await db
    .update(newsletterSubscriber)
    .set({ isActive: true, confirmedAt: new Date(now), confirmationTokenHash: null, confirmationExpiresAt: null })
    .where(eq(newsletterSubscriber.confirmationTokenHash, digest))
    .returning({ id: newsletterSubscriber.id });
  if (updated.length === 0) throw invalidLink(); // a concurrent click got there first
  return { success: true as const, message: CONFIRMED_MESSAGE };
}

/** SPEC.md §4: unsubscribing removes the person. */
export async function unsubscribe(db: Database, token: string) {
  const removed = await db
    .delete(newsletterSubscriber)
    .where(eq(newsletterSubscriber.unsubscribeTokenHash, tokenDigest(token)))
    .returning({ id: newsletterSubscriber.id });
  if (removed.length === 0) throw invalidLink();
  return { success: true as const, message: UNSUBSCRIBED_MESSAGE };
}
