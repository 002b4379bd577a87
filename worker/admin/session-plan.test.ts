import { describe, expect, it } from "vitest";
import type { ApiErrorBody, LanguageSession, PricingPlan } from "../../schema/api";
import { adminClient } from "../test/admins";
import { json } from "../test/helpers";

const form = { title: "Italiano al caffè", language: "Italian", level: "Beginner", startsAt: "2099-03-07T10:00" };
const planForm = { planType: "subscription", capitalPrice: 21, outsideCapitalPrice: 19, features: [] };

describe("a session's pricing plan", () => {
  it("is kept when it names a plan, and can be set back to none", async () => {
    const admin = await adminClient();
    const plan = await json<PricingPlan>(await admin("/api/admin/pricing", "POST", planForm));
    const created = await json<LanguageSession>(
      await admin("/api/admin/sessions", "POST", { ...form, pricingPlanId: plan.id }),
    );
    expect(created.pricingPlanId).toBe(plan.id);
    const res = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { pricingPlanId: null });
    expect(res.status).toBe(200);
    expect((await json<LanguageSession>(res)).pricingPlanId).toBeNull();
  });

  it("is refused under its field when no such plan exists, on create and on update", async () => {
    const admin = await adminClient();
    const refused = await admin("/api/admin/sessions", "POST", { ...form, pricingPlanId: 999 });
    expect(refused.status).toBe(400);
    expect((await json<ApiErrorBody>(refused)).error).toMatchObject({
      code: "validation_failed",
      fields: { pricingPlanId: "This pricing plan does not exist" },
    });
    const created = await json<LanguageSession>(await admin("/api/admin/sessions", "POST", form));
    const patch = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { pricingPlanId: 999 });
    expect(patch.status).toBe(400);
  });
});
