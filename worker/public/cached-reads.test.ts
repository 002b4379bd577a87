import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PricingPlan, PublicSession } from "../../schema/api";
import { pricingPlan } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const plans = async () => json<PricingPlan[]>(await call("/api/pricing"));
const spotsLeft = async (id: number) =>
  (await json<PublicSession[]>(await call("/api/sessions"))).find((s) => s.id === id)?.spotsLeft;

describe("public reads served from cache", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers from KV, not D1, until an admin change makes the answer stale", async () => {
    const [plan] = await db()
      .insert(pricingPlan)
      .values({ planType: "subscription", capitalPrice: 21, outsideCapitalPrice: 19, features: [] })
      .returning();
    expect((await plans()).map((p) => p.capitalPrice)).toEqual([21]);

    // A write that bypasses the admin API is not seen: the answer comes from the cache.
    await db().update(pricingPlan).set({ capitalPrice: 99 }).where(eq(pricingPlan.id, plan!.id));
    expect((await plans()).map((p) => p.capitalPrice)).toEqual([21]);

    // An admin save drops the cached answer: the next read shows the change.
    const admin = await adminClient();
    expect((await admin(`/api/admin/pricing/${plan!.id}`, "PATCH", { capitalPrice: 24 })).status).toBe(200);
    expect((await plans()).map((p) => p.capitalPrice)).toEqual([24]);
  });

  it("keeps an answer in the isolate's memory for 10 s at most when another isolate's admin changed it", async () => {
    const [plan] = await db()
      .insert(pricingPlan)
      .values({ planType: "subscription", capitalPrice: 21, outsideCapitalPrice: 19, features: [] })
      .returning();
    vi.useFakeTimers({ toFake: ["Date"] });
    expect((await plans()).map((p) => p.capitalPrice)).toEqual([21]);

    // What an admin save in another isolate leaves behind: D1 changed, the KV entry gone, and
    // this isolate's copy untouched.
    await db().update(pricingPlan).set({ capitalPrice: 30 }).where(eq(pricingPlan.id, plan!.id));
    const { keys } = await env.CACHE.list({ prefix: "public:/api/pricing" });
    expect(keys).toHaveLength(1);
    await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));

    vi.setSystemTime(Date.now() + 9_000);
    expect((await plans()).map((p) => p.capitalPrice)).toEqual([21]);
    vi.setSystemTime(Date.now() + 2_000);
    expect((await plans()).map((p) => p.capitalPrice)).toEqual([30]);
  });

  it("shows one spot fewer as soon as a request is approved, and one more when it is cancelled", async () => {
    const session = await createSession({ maxParticipants: 4 });
    const [request] = await createRequests(session.id, ["pending"]);
    expect(await spotsLeft(session.id)).toBe(4);

    const admin = await adminClient();
    await admin(`/api/admin/session-requests/${request!.id}`, "PATCH", { status: "approved" });
    expect(await spotsLeft(session.id)).toBe(3);
    await admin(`/api/admin/session-requests/${request!.id}`, "PATCH", { status: "cancelled" });
    expect(await spotsLeft(session.id)).toBe(4);
  });

  it("drops the sessions and FAQ answers when an admin changes them", async () => {
    const session = await createSession({ isPublished: true });
    expect(await spotsLeft(session.id)).toBe(4);
    const admin = await adminClient();
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { isPublished: false });
    expect(await json(await call("/api/sessions"))).toEqual([]);

    expect(await json(await call("/api/faqs"))).toEqual([]);
    await admin("/api/admin/faqs", "POST", { question: "Is it free?", answer: "Yes, the first one.", language: "en" });
    expect((await json<{ question: string }[]>(await call("/api/faqs"))).map((f) => f.question)).toEqual([
      "Is it free?",
    ]);
  });
});
