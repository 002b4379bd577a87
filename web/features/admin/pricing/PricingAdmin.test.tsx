import type { PricingPlan } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { publicFaqsQuery, publicPricingQuery } from "@web/api/public-reads";
import { Toaster, toast } from "@web/components/ui/toaster";
import { answerApi } from "@web/test/api";
import { pricingPlan, tableCells } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";
import { PricingAdmin } from "./PricingAdmin";

afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in a module-wide store
});

const plan = (overrides: Partial<PricingPlan>) => pricingPlan({ displayOrder: 1, ...overrides });

/** A tiny in-memory /api/admin/pricing that records the writes it receives. */
function stubPricingApi(initial: PricingPlan[]) {
  let plans = [...initial];
  const writes: { method: string; path: string; body?: unknown }[] = [];
  answerApi(async ({ method, path, body }) => {
    if (method === "GET") return Response.json(path === "/api/admin/pricing" ? plans : []);
    writes.push({ method, path, body });
    const id = Number(path.split("/").pop());
    if (method === "PATCH") plans = plans.map((p) => (p.id === id ? { ...p, ...body } : p));
    if (method === "DELETE") plans = plans.filter((p) => p.id !== id);
    if (method === "POST") plans = [...plans, plan({ ...body, id: 99 })];
    return method === "DELETE"
      ? new Response(null, { status: 204 })
      : Response.json(plans.find((p) => p.id === id) ?? plans.at(-1), { status: method === "POST" ? 201 : 200 });
  });
  return writes;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <PricingAdmin />
      <Toaster />
    </>,
    { locale: "ar" }, // the back office stays in English whatever the visitor's language
  );
  return user;
}

describe("/admin/pricing", () => {
  it("lists plans with both prices, the first 2 features then '...', the order and the status", async () => {
    stubPricingApi([
      plan({ id: 1, features: ["2 sessions per week", "Groups of max 4", "Reschedule with 24 hours' notice"] }),
      plan({
        id: 2,
        planType: "flexible",
        capitalPrice: 30,
        outsideCapitalPrice: 28,
        features: ["Pay per session"],
        displayOrder: 2,
        isActive: false,
      }),
    ]);
    renderPage();
    const rows = await tableCells("Pricing plans");
    expect(rows.map((cells) => cells.slice(0, 5))).toEqual([
      ["Subscription", "21 TND", "19 TND", "2 sessions per weekGroups of max 4...", "1"],
      ["Flexible Credits", "30 TND", "28 TND", "Pay per session", "2"],
    ]);
    expect(rows[0]![5]).toContain("Active");
    expect(rows[1]![5]).toContain("Inactive");
  });

  it("toggles a plan inactive and says so", async () => {
    const writes = stubPricingApi([plan({ id: 1 })]);
    const user = renderPage();
    await user.click(await screen.findByRole("switch", { name: "Active: Subscription plan #1" }));
    expect(await screen.findByText("Pricing plan updated successfully")).toBeInTheDocument();
    expect(writes).toEqual([{ method: "PATCH", path: "/api/admin/pricing/1", body: { isActive: false } }]);
    expect(await screen.findByText("Inactive")).toBeInTheDocument();
  });

  it("refreshes the plans the landing page shows after a change, and no other read", async () => {
    stubPricingApi([plan({ id: 1 })]);
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <>
        <PricingAdmin />
        <Toaster />
      </>,
    );
    queryClient.setQueryData(publicPricingQuery().queryKey, [plan({ id: 1 })]);
    queryClient.setQueryData(publicFaqsQuery().queryKey, []);
    await user.click(await screen.findByRole("switch", { name: "Active: Subscription plan #1" }));
    expect(await screen.findByText("Pricing plan updated successfully")).toBeInTheDocument();
    expect(queryClient.getQueryState(publicPricingQuery().queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicFaqsQuery().queryKey)?.isInvalidated).toBe(false);
  });

  it("edits a price: non-numeric becomes 0, features one per line", async () => {
    const writes = stubPricingApi([plan({ id: 1, features: ["A"] })]);
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Subscription plan #1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit pricing plan" });
    await user.clear(within(dialog).getByLabelText("Tunis price (TND)"));
    await user.type(within(dialog).getByLabelText("Tunis price (TND)"), "25");
    await user.clear(within(dialog).getByLabelText("Outside Tunis price (TND)"));
    await user.type(within(dialog).getByLabelText("Outside Tunis price (TND)"), "twenty");
    await user.type(within(dialog).getByLabelText("Features"), "\n\nB\n");
    await user.type(within(dialog).getByLabelText("Features (Français)"), "Un\n\nDeux");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Pricing plan updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes[0]).toEqual({
      method: "PATCH",
      path: "/api/admin/pricing/1",
      body: {
        planType: "subscription",
        capitalPrice: 25,
        outsideCapitalPrice: 0,
        features: ["A", "B"],
        featuresFr: ["Un", "Deux"],
        featuresAr: [],
        displayOrder: 1,
        isActive: true,
      },
    });
  });

  it("creates a plan with the defaults", async () => {
    const writes = stubPricingApi([]);
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New pricing plan" }));
    const dialog = await screen.findByRole("dialog", { name: "New pricing plan" });
    await user.selectOptions(within(dialog).getByLabelText("Plan type"), "flexible");
    await user.type(within(dialog).getByLabelText("Tunis price (TND)"), "30");
    await user.type(within(dialog).getByLabelText("Outside Tunis price (TND)"), "29");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Pricing plan created successfully")).toBeInTheDocument();
    expect(writes[0]).toEqual({
      method: "POST",
      path: "/api/admin/pricing",
      body: {
        planType: "flexible",
        capitalPrice: 30,
        outsideCapitalPrice: 29,
        features: [],
        featuresFr: [],
        featuresAr: [],
        displayOrder: 0,
        isActive: true,
      },
    });
  });

  it("asks before deleting, and deletes only when confirmed", async () => {
    const writes = stubPricingApi([plan({ id: 4 })]);
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Subscription plan #4" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to delete this pricing plan?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Subscription plan #4" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Pricing plan deleted successfully")).toBeInTheDocument();
    expect(writes).toEqual([{ method: "DELETE", path: "/api/admin/pricing/4", body: undefined }]);
  });
});
