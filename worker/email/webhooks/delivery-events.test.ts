import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox, emailSuppression, newsletterCampaignEvent, newsletterSubscriber } from "../../../schema/tables";
import { app } from "../../app";
import { createAdmin, signIn, withSession } from "../../test/admins";
import { deliverAll, inbox, startCampaign } from "../../test/campaign-desk";
import { BASE, call, db, json } from "../../test/helpers";
import { drainOutbox } from "../drain";
import { queueEmail } from "../outbox";
import type { Transport } from "../transports/types";

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const generate = () =>
  crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]) as Promise<CryptoKeyPair>;
const mailchannels = await generate();
const keysEnv = {
  ...env,
  MAILCHANNELS_WEBHOOK_KEYS: JSON.stringify({
    mckey: base64((await crypto.subtle.exportKey("spki", mailchannels.publicKey)) as ArrayBuffer),
  }),
};

/** A delivery-event request signed the way MailChannels signs them (RFC 9421, Ed25519, Content-Digest). */
async function signedRequest(
  body: string,
  options: { created?: number; keyid?: string; key?: CryptoKey; tamper?: (body: string) => string } = {},
) {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const digest = `sha-256=:${base64(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)))}:`;
  const params = `("content-digest");created=${created};alg="ed25519";keyid="${options.keyid ?? "mckey"}"`;
  const signatureBase = `"content-digest": ${digest}\n"@signature-params": ${params}`;
  const signature = await crypto.subtle.sign(
    { name: "Ed25519" },
    options.key ?? mailchannels.privateKey,
    new TextEncoder().encode(signatureBase),
  );
  return {
    body: options.tamper ? options.tamper(body) : body,
    headers: {
      "Content-Type": "application/json",
      "Content-Digest": digest,
      "Signature-Input": `sig_1=${params}`,
      Signature: `sig_1=:${base64(signature)}:`,
    },
  };
}

function post(request: { body: string; headers: Record<string, string> }, bindings: typeof env = keysEnv) {
  return app.fetch(new Request(`${BASE}/api/webhooks/mailchannels`, { method: "POST", ...request }), bindings, {
    waitUntil: () => undefined,
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext);
}

const event = (kind: string, recipient: string, extra: Record<string, unknown> = {}) => ({
  email: "hello@cafetalk.tn",
  customer_handle: env.MAILCHANNELS_CUSTOMER_HANDLE,
  timestamp: Math.floor(Date.now() / 1000),
  event: kind,
  request_id: "wBLWrCnK0Z965pf-cgxhNg8bo5s=",
  smtp_id: "<abc@cafetalk.tn>",
  recipients: [recipient],
  ...extra,
});

const batch = JSON.stringify([
  event("processed", "amira@example.tn"),
  event("hard-bounced", "amira@example.tn", { status: "5.1.1", reason: "550 5.1.1 user unknown" }),
  event("complained", "sami@example.tn"),
  event("soft-bounced", "hedi@example.tn", { status: "4.2.2", reason: "mailbox full" }),
  event("delivered", "leila@example.tn"),
]);

async function readers() {
  await db()
    .insert(newsletterSubscriber)
    .values(["amira@example.tn", "sami@example.tn", "hedi@example.tn"].map((email) => ({ email, isActive: true })));
  for (const recipient of ["amira@example.tn", "sami@example.tn", "hedi@example.tn"]) {
    await queueEmail(db(), {
      kind: "newsletter_issue",
      to: recipient,
      locale: "en",
      subject: "News",
      html: "<p>News</p>",
      text: "News",
      dedupeKey: `issue:${recipient}`,
    });
  }
}

describe("MailChannels delivery events", () => {
  it("suppresses hard bounces and complaints: subscribers are marked, queued mail to them is not sent", async () => {
    await readers();
    const res = await post(await signedRequest(batch));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: 5, suppressed: 2 });

    expect(await db().select().from(emailSuppression).orderBy(emailSuppression.email)).toEqual([
      expect.objectContaining({ email: "amira@example.tn", reason: "bounced", detail: "5.1.1 550 5.1.1 user unknown" }),
      expect.objectContaining({ email: "sami@example.tn", reason: "complained" }),
    ]);
    const queued = await db().select().from(emailOutbox).orderBy(emailOutbox.recipient);
    expect(queued.map((row) => [row.recipient, row.status])).toEqual([
      ["amira@example.tn", "suppressed"],
      ["hedi@example.tn", "pending"], // a soft bounce: the provider retries it
      ["sami@example.tn", "suppressed"],
    ]);

    await createAdmin();
    const { items: list } = await json<{ items: { email: string; status: string }[] }>(
      await call("/api/admin/newsletter", withSession(await signIn())),
    );
    expect(Object.fromEntries(list.map((s) => [s.email, s.status]))).toEqual({
      "amira@example.tn": "bounced",
      "sami@example.tn": "complained",
      "hedi@example.tn": "active",
    });
  });

  it("credits a hard bounce and a complaint to the last campaign sent to the address, in its language", async () => {
    await db()
      .insert(newsletterSubscriber)
      .values([
        { email: "amira@example.tn", isActive: true, locale: "en" },
        { email: "sami@example.tn", isActive: true, locale: "fr" },
        { email: "hedi@example.tn", isActive: true, locale: "fr" },
      ]);
    const { campaign } = await startCampaign();
    await deliverAll(inbox().transport);
    await post(await signedRequest(batch));
    const events = await db()
      .select({
        campaignId: newsletterCampaignEvent.campaignId,
        event: newsletterCampaignEvent.event,
        locale: newsletterCampaignEvent.locale,
      })
      .from(newsletterCampaignEvent)
      .orderBy(newsletterCampaignEvent.event);
    // hedi's soft bounce is the provider's to retry: nothing to count.
    expect(events).toEqual([
      { campaignId: campaign.id, event: "bounced", locale: "en" },
      { campaignId: campaign.id, event: "complained", locale: "fr" },
    ]);
  });

  it("never sends to a suppressed address: emails queued later end suppressed, not failed", async () => {
    await post(await signedRequest(batch));
    await queueEmail(db(), {
      kind: "session_request_approved",
      to: "amira@example.tn",
      locale: "en",
      subject: "Your spot",
      html: "<p>Welcome</p>",
      text: "Welcome",
      dedupeKey: "approved:1",
    });
    const transport: Transport = vi.fn(async () => ({ ok: true as const, providerMessageId: "x" }));
    await drainOutbox(env, { transport });
    expect(transport).not.toHaveBeenCalled();
    const [row] = await db().select().from(emailOutbox);
    expect(row).toMatchObject({
      status: "suppressed",
      lastError: "Not sent: the address bounced (it does not exist).",
    });
  });

  it.each([
    [
      "signed with another key",
      async () => signedRequest(batch, { key: (await generate()).privateKey }),
      401,
      "webhook_signature_invalid",
    ],
    [
      "with a body changed after signing",
      async () => signedRequest(batch, { tamper: (b) => b.replace("sami", "leila") }),
      401,
      "webhook_signature_digest_mismatch",
    ],
    [
      "by an unknown key id",
      async () => signedRequest(batch, { keyid: "someone-else" }),
      401,
      "webhook_signature_unknown_key",
    ],
    [
      "ten minutes ago (stale)",
      async () => signedRequest(batch, { created: Math.floor(Date.now() / 1000) - 600 }),
      401,
      "webhook_signature_stale",
    ],
    [
      "in the future",
      async () => signedRequest(batch, { created: Math.floor(Date.now() / 1000) + 600 }),
      401,
      "webhook_signature_stale",
    ],
    [
      "without a signature",
      async () => ({ body: batch, headers: { "Content-Type": "application/json" } }),
      401,
      "webhook_signature_missing",
    ],
    [
      "with unreadable signature headers",
      async () => {
        const request = await signedRequest(batch);
        return { ...request, headers: { ...request.headers, "Signature-Input": "sig_1=content-digest;;" } };
      },
      401,
      "webhook_signature_malformed",
    ],
    [
      "signed but not a list of events",
      async () => signedRequest(JSON.stringify({ event: "hard-bounced" })),
      400,
      "webhook_payload_invalid",
    ],
    ["signed but not JSON", async () => signedRequest("hard-bounced amira@example.tn"), 400, "webhook_payload_invalid"],
    [
      "signed with a recipient that is no address",
      async () => signedRequest(JSON.stringify([event("hard-bounced", "not an address")])),
      400,
      "webhook_payload_invalid",
    ],
  ])("refuses a request %s, and suppresses nothing", async (_, build, status, code) => {
    const res = await post(await build());
    expect(res.status).toBe(status);
    expect(((await json(res)) as { error: { code: string } }).error.code).toBe(code);
    expect(await db().select().from(emailSuppression)).toEqual([]);
  });

  it("refuses events for another MailChannels account, and suppresses nothing", async () => {
    await readers();
    const mixed = JSON.stringify([
      event("delivered", "leila@example.tn"),
      event("hard-bounced", "amira@example.tn", { customer_handle: "someone-else" }),
    ]);
    const res = await post(await signedRequest(mixed));
    expect(res.status).toBe(403);
    expect(((await json(res)) as { error: { code: string } }).error.code).toBe("webhook_other_customer");
    const unnamed = await post(
      await signedRequest(JSON.stringify([{ ...event("complained", "sami@example.tn"), customer_handle: undefined }])),
    );
    expect(unnamed.status).toBe(400);
    expect(await db().select().from(emailSuppression)).toEqual([]);
    expect((await db().select().from(emailOutbox)).map((row) => row.status)).toEqual(["pending", "pending", "pending"]);
  });

  it("refuses every event while the account is not configured, and acts on them once it is", async () => {
    const request = await signedRequest(batch);
    const unconfigured = await post(request, { ...keysEnv, MAILCHANNELS_CUSTOMER_HANDLE: "" });
    expect(unconfigured.status).toBe(503);
    expect(((await json(unconfigured)) as { error: { code: string } }).error.code).toBe("webhook_misconfigured");
    expect(await db().select().from(emailSuppression)).toEqual([]);
    // The provider's retry of the same request is read once the handle is set.
    expect(await json(await post(request))).toEqual({ received: 5, suppressed: 2 });
  });

  it("refuses a replayed request", async () => {
    const request = await signedRequest(JSON.stringify([event("delivered", "amira@example.tn")]));
    expect((await post(request)).status).toBe(200);
    const replay = await post(request);
    expect(replay.status).toBe(409);
    expect(((await json(replay)) as { error: { code: string } }).error.code).toBe("webhook_replayed");
  });

  it("takes a thousand events in one request, without an Origin, past the public forms' body limit", async () => {
    const many = JSON.stringify(
      Array.from({ length: 1000 }, (_, i) =>
        event("hard-bounced", `gone${i}@example.tn`, { reason: "550 user unknown" }),
      ),
    );
    expect(many.length).toBeGreaterThan(200_000);
    const res = await post(await signedRequest(many));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: 1000, suppressed: 1000 });
  });

  it("takes the provider's requests whatever their Origin: the signature is what guards them", async () => {
    const request = await signedRequest(JSON.stringify([event("test", "test@mailchannels.com")]));
    const res = await post({
      ...request,
      headers: { ...request.headers, Origin: "https://mailchannels.example" },
    });
    expect(res.status).toBe(200);
  });
});
