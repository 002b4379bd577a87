/**
 * Issue 18, point 3: what an admin changes is on record. A price changed in the back office shows
 * on the Activity page with who, what, which plan and the figure before and after; the filters narrow
 * it; the page works on a phone and passes axe.
 */

import { describe, expect } from "vitest";
import type { PricingPlan } from "../schema/api.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { apiFromPage, baseUrl, gotoPage, localAdmin, PHONE } from "./helpers.ts";

const PLAN_TYPE_NAMES = { subscription: "Subscription", flexible: "Flexible Credits" };

const SHOTS = process.env.ACTIVITY_SHOTS;

describe("the Activity page", () => {
  test("shows a price change with who made it, before and after, and filters to it", async ({
    adminPage,
    newContext,
  }) => {
    await gotoPage(adminPage, `${baseUrl()}/admin`);
    const [plan] = await apiFromPage<PricingPlan[]>(adminPage, "/api/admin/pricing");
    const price = plan!.capitalPrice + 7;
    await apiFromPage(adminPage, `/api/admin/pricing/${plan!.id}`, { method: "PATCH", body: { capitalPrice: price } });

    await gotoPage(adminPage, `${baseUrl()}/admin/activity`);
    await adminPage.getByLabel("Record").selectOption({ label: "Pricing plan" });
    await adminPage.getByLabel("What").selectOption({ label: "Changed" });
    const row = adminPage.getByTestId("activity-row").first();
    await expect.poll(() => row.textContent()).toContain(`capitalPrice: ${plan!.capitalPrice} → ${price}`);
    // Who by name, the plan in words as it is now, and a link to the pricing page.
    expect(await row.getByTitle(localAdmin().email).textContent()).toBe("Local admin");
    await row.getByRole("link", { name: `Pricing plan ${PLAN_TYPE_NAMES[plan!.planType]}, ${price} TND` }).waitFor();
    // The sign-in that opened this back office is on record too.
    await adminPage.getByLabel("Record").selectOption({ label: "Any record" });
    await adminPage.getByLabel("What").selectOption({ label: "Signed in" });
    await expect.poll(() => adminPage.getByTestId("activity-row").count()).toBeGreaterThan(0);
    // Polled: a toast fading in or out is caught mid-colour otherwise.
    await expectNoSeriousViolations(adminPage);
    if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/activity-desktop.png`, fullPage: true });

    const phone = await (
      await newContext({ ...PHONE, storageState: await adminPage.context().storageState() })
    ).newPage();
    await gotoPage(phone, `${baseUrl()}/admin/activity`);
    await phone.getByTestId("activity-row").first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Polled: a toast fading in or out is caught mid-colour otherwise.
    await expectNoSeriousViolations(phone);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/activity-phone.png`, fullPage: true });

    await apiFromPage(adminPage, `/api/admin/pricing/${plan!.id}`, {
      method: "PATCH",
      body: { capitalPrice: plan!.capitalPrice },
    });
  });
});
