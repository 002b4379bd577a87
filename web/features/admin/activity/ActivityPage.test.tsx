import type { ActivityEntry } from "@schema/api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageAnswer, stubApi } from "@web/test/api";
import { tableCells } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { describe, expect, it } from "vitest";

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: "2026-11-20T09:30:00.000Z",
  actorId: 1,
  actorEmail: "leila@cafetalk.tn",
  action: "update",
  targetType: "pricing_plan",
  targetId: "3",
  changes: null,
  context: null,
  ...overrides,
});

const ENTRIES = [
  entry({ id: 3, changes: { capitalPrice: { before: 23, after: 25 }, features: { before: ["A"], after: [] } } }),
  entry({
    id: 2,
    action: "sign_in_failed",
    actorId: null,
    actorEmail: "ghost@cafetalk.tn",
    targetType: null,
    targetId: null,
    context: { client: "198.51.100.7", reason: "unknown_account" },
  }),
  entry({
    id: 1,
    action: "update",
    targetType: "seo_settings",
    targetId: null,
    changes: { defaultDescription: { before: "a".repeat(120), after: "b".repeat(120) } },
  }),
];

function stubActivity() {
  const asked: URLSearchParams[] = [];
  stubApi({
    "/api/admin/activity": (url: URL) => {
      asked.push(url.searchParams);
      return pageAnswer(ENTRIES, { actors: ["leila@cafetalk.tn", "sami@cafetalk.tn"] });
    },
  });
  return asked;
}

describe("/admin/activity", () => {
  it("shows who did what to which record, with the fields that changed", async () => {
    stubActivity();
    renderAdminPage("/admin/activity");
    const rows = await tableCells("Activity");
    expect(rows[0]).toEqual([
      "20 Nov 2026, 09:30",
      "leila@cafetalk.tn",
      "Changed",
      "Pricing plan #3",
      "capitalPrice: 23 → 25features: A → —",
    ]);
    expect(rows[1]!.slice(1, 4)).toEqual([
      "ghost@cafetalk.tn",
      "Failed sign-infrom 198.51.100.7 · reason no such admin",
      "—",
    ]);
    // Long values fold under the field's name, whole when opened.
    await userEvent.click(screen.getByText("1 field(s): defaultDescription"));
    expect(screen.getByText("b".repeat(120))).toBeVisible();
    expect(await screen.findByText("3 entries")).toBeInTheDocument();
  });

  it("asks the Worker for the chosen admin, action, record and days", async () => {
    const asked = stubActivity();
    renderAdminPage("/admin/activity");
    await tableCells("Activity");
    await userEvent.selectOptions(screen.getByLabelText("Who"), "sami@cafetalk.tn");
    await userEvent.selectOptions(screen.getByLabelText("What"), "Failed sign-in");
    await userEvent.selectOptions(screen.getByLabelText("Record"), "SEO settings");
    await userEvent.type(screen.getByLabelText("From"), "2026-11-01");
    await userEvent.type(screen.getByLabelText("To"), "2026-11-20");
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      actor: "sami@cafetalk.tn",
      action: "sign_in_failed",
      target: "seo_settings",
      from: "2026-11-01",
      to: "2026-11-20",
      page: "1",
    });
  });
});
