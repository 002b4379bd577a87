import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "@web/components/ui/toaster";
import { answerApi, pageAnswer } from "@web/test/api";
import { languageSession, pricingPlan } from "@web/test/fixtures";
import { renderWithRouter } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";
import { SessionsPage } from "./SessionsPage";

afterEach(() => {
  toast.dismiss();
});

const plan = pricingPlan;
const session = languageSession({ pricingPlanId: 2 });

function stubSessionsApi() {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const plans = [
    plan({ id: 1 }),
    plan({ id: 2, planType: "flexible", capitalPrice: 30, outsideCapitalPrice: 28, isActive: false }),
  ];
  answerApi(({ method, path, body }) => {
    if (method === "GET") return Response.json(path === "/api/admin/pricing" ? plans : pageAnswer([session]));
    writes.push({ method, path, body });
    return Response.json(session, { status: method === "POST" ? 201 : 200 });
  });
  return writes;
}

function renderPage() {
  const user = userEvent.setup();
  renderWithRouter(
    <>
      <SessionsPage />
      <Toaster />
    </>,
  );
  return user;
}

describe("/admin/sessions: the pricing plan", () => {
  it("offers no plan or any plan, and sends the chosen plan's id", async () => {
    const writes = stubSessionsApi();
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New session" }));
    const dialog = await screen.findByRole("dialog", { name: "New session" });
    const select = await within(dialog).findByLabelText("Pricing plan");
    expect(select).toHaveValue("");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No plan", "Subscription · 21 / 19 TND", "Flexible Credits · 30 / 28 TND (inactive)"]);
    await user.type(within(dialog).getByLabelText("Title"), "French in Sousse");
    fireEvent.change(within(dialog).getByLabelText("First session"), { target: { value: "2026-12-05T10:00" } });
    await user.selectOptions(select, "1");
    await user.click(within(dialog).getByRole("button", { name: "Create session" }));
    expect(await screen.findByText("Language session created successfully")).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: "POST", body: { title: "French in Sousse", pricingPlanId: 1 } });
  });

  it("shows an edited session's plan and can take it away", async () => {
    const writes = stubSessionsApi();
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit English at Café Lino" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit session" });
    const select = await within(dialog).findByLabelText("Pricing plan");
    expect(select).toHaveValue("2");
    await user.selectOptions(select, "");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Language session updated successfully")).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: "PATCH", path: "/api/admin/sessions/4", body: { pricingPlanId: null } });
  });
});
