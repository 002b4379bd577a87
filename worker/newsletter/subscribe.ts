import { and, eq, sql } from "drizzle-orm";
import type { NewsletterSignupInput } from "../../schema/inputs";
import { newsletterSubscriber } from "../../schema/tables";
import type { Database } from "../db";
import { queueVisitorEmail } from "../email/relay-cap";
import {
  NEWSLETTER_ALREADY_SUBSCRIBED,
  newsletterAlreadySubscribedEmail,
  newsletterConfirmationEmail,
} from "../email/templates/newsletter";
import { randomToken, tokenDigest } from "../secret-token";
import { CONFIRMATION_TTL_MS, RESEND_WINDOW_MS } from "./tokens";

export type SignupOutcome = "pending" | "resent" | "recently_sent" | "already_subscribed";

interface SignupContext {
  db: Database;
  baseUrl: string;
  secret: string;
  now?: number;
}

/**
 * The form answers a confirmed address as it answers a new one (who is subscribed is nobody's
 * business but theirs), so the owner is told by email, in the language they subscribed in: at most
 * once per RESEND_WINDOW_MS, and within the forms' per-address cap.
 */
function tellAlreadySubscribed(db: Database, subscriber: typeof newsletterSubscriber.$inferSelect, now: number) {
  const window = Math.floor(now / RESEND_WINDOW_MS);
  return db.batch(
    queueVisitorEmail(
      db,
      {
        kind: NEWSLETTER_ALREADY_SUBSCRIBED,
        to: subscriber.email,
        locale: subscriber.locale,
        ...newsletterAlreadySubscribedEmail({ locale: subscriber.locale, name: subscriber.name }),
        dedupeKey: `${NEWSLETTER_ALREADY_SUBSCRIBED}:${subscriber.email}:${window}`,
      },
      now,
    ),
  );
}

/**
 * Double opt-in sign-up. A new address becomes a pending subscriber with its consent record and
 * one confirmation email, written in one batch. A pending address gets a fresh link (at most once
 * per RESEND_WINDOW_MS); an active one is left as it is, and its owner told.
 *
 * Concurrent sign-ups of one address produce one subscriber and one email: D1 runs batches one
 * after another, and competing requests share the email's dedupe key (the address for a new
 * subscriber, the replaced link for a re-send), so the batch that wins the row also wins the email.
 */
export async function signUp(input: NewsletterSignupInput, context: SignupContext): Promise<SignupOutcome> {
  const { db } = context;
  const now = context.now ?? Date.now();
  const [existing] = await db
    .select()
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.email, input.email))
    .limit(1);
  if (existing?.isActive) {
    await tellAlreadySubscribed(db, existing, now);
    return "already_subscribed";
  }

  const issuedAt = (expiresAt: Date | null) => (expiresAt ? expiresAt.getTime() - CONFIRMATION_TTL_MS : 0);
  if (existing && now - issuedAt(existing.confirmationExpiresAt) < RESEND_WINDOW_MS) return "recently_sent";

  const token = randomToken();
  const digest = tokenDigest(token);
  const expiresAt = new Date(now + CONFIRMATION_TTL_MS);
  const email = newsletterConfirmationEmail({
    locale: input.locale,
    token,
    baseUrl: context.baseUrl,
  });
  // A link purged after it expired (retention) is told apart by its expiry.
  const replaces = existing
    ? `resend:${existing.confirmationTokenHash ?? `expired-${existing.confirmationExpiresAt?.getTime() ?? 0}`}`
    : "new";
  const confirmation = queueVisitorEmail(
    db,
    {
      kind: "newsletter_confirmation",
      to: input.email,
      locale: input.locale,
      ...email,
      dedupeKey: `newsletter_confirmation:${input.email}:${replaces}`,
    },
    now,
  );

  if (!existing) {
    const consentAt = new Date(now);
    const subscriber = db
      .insert(newsletterSubscriber)
      .values({
        email: input.email,
        name: input.name,
        locale: input.locale,
        subscribedAt: consentAt,
        consentAt,
        consentSource: "landing_newsletter_form",
        confirmationTokenHash: digest,
        confirmationExpiresAt: expiresAt,
      })
      .onConflictDoNothing({ target: newsletterSubscriber.email });
    await db.batch([subscriber, ...confirmation]);
    return "pending";
  }

  // Only the request that still sees the old link replaces it; a concurrent twin finds nothing to update.
  const refresh = db
    .update(newsletterSubscriber)
    .set({
      confirmationTokenHash: digest,
      confirmationExpiresAt: expiresAt,
      locale: input.locale,
      ...(input.name ? { name: input.name } : {}),
    })
    .where(
      and(
        eq(newsletterSubscriber.id, existing.id),
        eq(newsletterSubscriber.isActive, false),
        existing.confirmationTokenHash === null
          ? sql`${newsletterSubscriber.confirmationTokenHash} IS NULL`
          : eq(newsletterSubscriber.confirmationTokenHash, existing.confirmationTokenHash),
      ),
    );
  await db.batch([refresh, ...confirmation]);
  return "resent";
}
