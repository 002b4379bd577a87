import type { ActivityEntry } from "@schema/api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pageAnswer, stubApi } from "@web/test/api";
import { tableCells } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { fromTestNow } from "@web/test/test-now";
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
  actorName: null,
  record: null,
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
      return pageAnswer(ENTRIES, {
        actors: [
          { email: "leila@cafetalk.tn", name: "Leila" },
          { email: "sami@cafetalk.tn", name: null },
        ],
      });
    },
  });
  return asked;
}

fromTestNow();

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

  it("names each record in words from the Worker's answer, links to it and to its person, and names the admin", async () => {
    const about = [
      entry({
        id: 6,
        actorName: "Leila",
        targetType: "session_request",
        targetId: "12",
        record: {
          type: "session_request",
          state: "found",
          name: "Leila B.",
          email: "leila.b@example.tn",
          sessionId: 4,
          sessionTitle: "English B1",
          nextStart: "2026-12-03T17:30:00.000Z",
        },
      }),
      entry({
        id: 5,
        actorName: "",
        targetType: "lead",
        targetId: "7",
        record: { type: "lead", state: "found", name: "Amira K.", email: "amira@example.tn", userType: "learner" },
      }),
      entry({
        id: 4,
        targetType: "language_session",
        targetId: "4",
        record: { type: "language_session", state: "found", title: "English B1", cafeName: "Café Lino" },
      }),
      entry({
        id: 3,
        targetType: "session_request",
        targetId: "13",
        record: { type: "session_request", state: "deleted" },
      }),
      entry({ id: 2, targetType: "lead", targetId: "8", record: { type: "lead", state: "erased" } }),
      entry({ id: 1, action: "update", actorId: null, actorEmail: null, targetType: "seo_settings", targetId: null }),
    ];
    stubApi({ "/api/admin/activity": pageAnswer(about, { actors: [] }) });
    renderAdminPage("/admin/activity");
    const rows = await tableCells("Activity");
    expect(rows.map((row) => [row[1], row[3]])).toEqual([
      ["Leila", "Spot request of Leila B. for English B1, next Thu 3 Dec, 18:30leila.b@example.tn (People page)"],
      ["leila@cafetalk.tn", "Lead of Amira K. (learner)amira@example.tn (People page)"],
      ["leila@cafetalk.tn", "Session English B1 – Café Lino"],
      ["leila@cafetalk.tn", "Spot request #13 (deleted)"],
      ["leila@cafetalk.tn", "Lead #8 (erased)"],
      ["command line", "SEO settings"],
    ]);
    // By their text: an accessible name in happy-dom spaces out the <bdi> around a person's name.
    const link = (text: string) =>
      screen
        .getAllByRole("link")
        .find((candidate) => candidate.textContent === text)
        ?.getAttribute("href");
    expect(link("Spot request of Leila B. for English B1, next Thu 3 Dec, 18:30")).toBe(
      "/admin/requests?sessionId=4&q=leila.b%40example.tn",
    );
    expect(link("leila.b@example.tn (People page)")).toBe("/admin/people?email=leila.b%40example.tn");
    expect(link("Lead of Amira K. (learner)")).toBe("/admin/leads/7");
    expect(link("Session English B1 – Café Lino")).toBe("/admin/sessions?q=English+B1");
    expect(link("SEO settings")).toBe("/admin/seo");
    expect(
      screen.getAllByRole("link").filter((candidate) => /deleted|erased/.test(candidate.textContent ?? "")),
    ).toEqual([]);
  });

  it("asks the Worker for the chosen admin, action, record and days", async () => {
    const asked = stubActivity();
    renderAdminPage("/admin/activity");
    await tableCells("Activity");
    expect(screen.getByRole("option", { name: "Leila (leila@cafetalk.tn)" })).toBeInTheDocument();
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
