import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../schema/tables";
import { app } from "../app";
import { BASE, db } from "../test/helpers";

describe("immediate delivery of transactional mail", () => {
  it("sends the confirmation right after the answer, without waiting for the cron", async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: BASE },
        body: JSON.stringify({ email: "sami@example.tn", locale: "ar" }),
      }),
      { ...env, EMAIL_SEND_IMMEDIATELY: "true" },
      ctx,
    );
    expect(res.status).toBe(200);
    await waitOnExecutionContext(ctx);
    const [row] = await db().select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", recipient: "sami@example.tn", locale: "ar" });
    expect(row!.providerMessageId).toMatch(/^captured-/);
  });
});
