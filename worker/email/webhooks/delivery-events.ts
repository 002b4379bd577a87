/**
 * `POST /api/webhooks/mailchannels`: MailChannels' delivery events (a JSON array of up to 1,000
 * events per request). Only signed, fresh, first-seen requests are read (signature.ts); a hard
 * bounce or a complaint suppresses each recipient (suppression.ts). Soft bounces need nothing:
 * the provider retries them, and the outbox retries its own failed sends as before.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { webhookReceipt } from "../../../schema/tables";
import { z } from "../../../schema/zod";
import { database } from "../../db";
import type { AppBindings, Env } from "../../env";
import { ApiError } from "../../http/errors";
import { tokenDigest } from "../../secret-token";
import { type Suppression, suppress } from "../suppression";
import { type SignatureFailure, verifyMailChannelsSignature } from "./signature";
import { SigningKeyUnavailable, signingKeySource } from "./signing-keys";

/** 1,000 events of a few hundred bytes each. */
const MAX_BODY = 1024 * 1024;

const deliveryEvent = z.looseObject({
  event: z.string().max(64),
  customer_handle: z.string().max(200),
  timestamp: z.number().optional(),
  recipients: z.array(z.email().max(320)).max(1000).optional(),
  status: z.string().max(200).optional(),
  reason: z.string().max(2000).optional(),
});
const deliveryEvents = z.array(deliveryEvent).max(1000);

const SUPPRESSING_EVENTS = { "hard-bounced": "bounced", complained: "complained" } as const;

const REFUSALS: Record<SignatureFailure, string> = {
  missing: "The request is not signed (Content-Digest, Signature-Input and Signature are required).",
  malformed: "The signature headers cannot be read.",
  digest_mismatch: "The body does not match its Content-Digest.",
  stale: "The signature is too old (or dated in the future).",
  unknown_key: "The signature's key is not MailChannels'.",
  invalid: "The signature does not verify.",
};

const tooLarge = () => {
  throw new ApiError(413, "payload_too_large", "The request body is too large.");
};

/**
 * The MailChannels account whose events this site acts on. Unset, the endpoint cannot tell this
 * site's events from another customer's: it refuses them all (503, logged), as a deployment with a
 * missing provider secret holds its emails, rather than act on anyone's.
 */
function expectedCustomerHandle(env: Env): string {
  if (env.MAILCHANNELS_CUSTOMER_HANDLE) return env.MAILCHANNELS_CUSTOMER_HANDLE;
  console.error("delivery events refused: MAILCHANNELS_CUSTOMER_HANDLE is not set");
  throw new ApiError(503, "webhook_misconfigured", "The delivery-event endpoint is not configured yet. Please retry.");
}

/** What the events ask of the suppression list. */
function suppressionsFrom(events: z.infer<typeof deliveryEvents>): Suppression[] {
  return events.flatMap((event) => {
    const reason = SUPPRESSING_EVENTS[event.event as keyof typeof SUPPRESSING_EVENTS];
    if (!reason) return [];
    const detail = [event.status, event.reason].filter(Boolean).join(" ") || null;
    return (event.recipients ?? []).map((email) => ({ email, reason, detail }));
  });
}

/** Mounted at /api/webhooks. */
export const emailWebhooks = new Hono<AppBindings>().post(
  "/mailchannels",
  bodyLimit({ maxSize: MAX_BODY, onError: tooLarge }),
  async (c) => {
    const body = await c.req.arrayBuffer();
    let verdict: Awaited<ReturnType<typeof verifyMailChannelsSignature>>;
    try {
      verdict = await verifyMailChannelsSignature(body, c.req.raw.headers, signingKeySource(c.env));
    } catch (error) {
      if (!(error instanceof SigningKeyUnavailable)) throw error;
      console.error(`delivery events not verified: ${error.message}`);
      throw new ApiError(503, "webhook_key_unavailable", "The signing key could not be fetched. Please retry.");
    }
    if (!verdict.ok) throw new ApiError(401, `webhook_signature_${verdict.failure}`, REFUSALS[verdict.failure]);

    let events: z.infer<typeof deliveryEvents>;
    try {
      events = deliveryEvents.parse(JSON.parse(new TextDecoder().decode(body)));
    } catch {
      throw new ApiError(400, "webhook_payload_invalid", "The body is not a list of MailChannels delivery events.");
    }

    // MailChannels signs every customer's events with the same keys: one for another account (its
    // webhook pointed here) must not suppress this site's recipients.
    const handle = expectedCustomerHandle(c.env);
    if (events.some((event) => event.customer_handle !== handle)) {
      throw new ApiError(403, "webhook_other_customer", "The events are not for this MailChannels account.");
    }

    const db = database(c.env.DB);
    const signatureDigest = tokenDigest(btoa(String.fromCharCode(...new Uint8Array(verdict.signature))));
    const [first] = await db
      .insert(webhookReceipt)
      .values({ signatureDigest, receivedAt: new Date() })
      .onConflictDoNothing()
      .returning({ signatureDigest: webhookReceipt.signatureDigest });
    if (!first) throw new ApiError(409, "webhook_replayed", "This signed request was already received.");

    try {
      const suppressed = await suppress(db, suppressionsFrom(events));
      return c.json({ received: events.length, suppressed });
    } catch (error) {
      // Not handled: forget the receipt, so the provider's retry of this very request is read.
      await db.delete(webhookReceipt).where(eq(webhookReceipt.signatureDigest, signatureDigest));
      throw error;
    }
  },
);
