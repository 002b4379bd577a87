import { beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody, PricingPlan } from "../../schema/api";
import { adminClient } from "../test/admins";
import { call, json } from "../test/helpers";

let adminCall: Awaited<ReturnType<typeof adminClient>>;
beforeEach(async () => {
  adminCall = await adminClient();
});

const plan = { planType: "subscription", capitalPrice: 23, outsideCapitalPrice: 22, features: ["A", "", "  B  "] };

describe("admin pricing CRUD (the adminCrud factory)", () => {
  it("creates a plan with the spec's defaults, dropping blank features", async () => {
    const res = await adminCall("/api/admin/pricing", "POST", plan);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ ...plan, features: ["A", "B"], displayOrder: 0, isActive: true });
  });

  it("keeps the features' French and Arabic translations, empty by default", async () => {
    const created = await json<PricingPlan>(
      await adminCall("/api/admin/pricing", "POST", { ...plan, featuresFr: ["Un", " "], featuresAr: ["واحد"] }),
    );
    expect(created).toMatchObject({ featuresFr: ["Un"], featuresAr: ["واحد"] });
    expect(await json(await adminCall("/api/admin/pricing", "POST", plan))).toMatchObject({
      featuresFr: [],
      featuresAr: [],
    });
    const [shown] = await json<PricingPlan[]>(await call("/api/pricing"));
    expect(shown).toMatchObject({ features: ["A", "B"], featuresFr: ["Un"], featuresAr: ["واحد"] });
  });

  it("refuses non-integer prices with a message per field", async () => {
    const res = await adminCall("/api/admin/pricing", "POST", {
      ...plan,
      capitalPrice: 19.5,
      outsideCapitalPrice: "x",
    });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      capitalPrice: "Must be a whole number",
      outsideCapitalPrice: "Must be a whole number",
    });
  });

  it("a partial update changes only what it sends", async () => {
    const created = await json<PricingPlan>(
      await adminCall("/api/admin/pricing", "POST", { ...plan, displayOrder: 4 }),
    );
    const res = await adminCall(`/api/admin/pricing/${created.id}`, "PATCH", { isActive: false });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ isActive: false, displayOrder: 4, capitalPrice: 23, features: ["A", "B"] });
    const publicPlans = await json<PricingPlan[]>(await call("/api/pricing"));
    expect(publicPlans).toEqual([]);
  });

  it("deletes, and answers 404 for what does not exist", async () => {
    const created = await json<PricingPlan>(await adminCall("/api/admin/pricing", "POST", plan));
    expect((await adminCall(`/api/admin/pricing/${created.id}`, "DELETE")).status).toBe(204);
    expect((await adminCall(`/api/admin/pricing/${created.id}`, "DELETE")).status).toBe(404);
    expect((await adminCall(`/api/admin/pricing/${created.id}`, "PATCH", { isActive: true })).status).toBe(404);
    expect((await adminCall("/api/admin/pricing/abc", "PATCH", { isActive: true })).status).toBe(404);
  });

  it("refuses an empty update", async () => {
    const created = await json<PricingPlan>(await adminCall("/api/admin/pricing", "POST", plan));
    const res = await adminCall(`/api/admin/pricing/${created.id}`, "PATCH", {});
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("empty_update");
  });
});
