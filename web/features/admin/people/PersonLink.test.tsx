import type { Subscriber } from "@schema/api";
import { LEAD_STATUSES } from "@schema/constants";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, pageAnswer } from "@web/test/api";
import { leadRow, sessionRequestRow } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { describe, expect, it } from "vitest";

const EMAIL = "amira@example.tn";
const PEOPLE_PAGE = "/admin/people?email=amira%40example.tn";

const lead = leadRow({
  id: 1,
  userType: "learner",
  name: "Amira Ben Salah",
  email: EMAIL,
  city: "Sfax",
  languages: ["English"],
  level: "intermediate",
  contactMethod: "email",
  whatsappNumber: null,
  locale: "fr",
});

const request = sessionRequestRow({
  email: EMAIL,
  locale: "fr",
  createdAt: "2026-11-02T09:30:00.000Z",
  updatedAt: "2026-11-02T09:30:00.000Z",
});

const subscriber: Subscriber = {
  id: 3,
  email: EMAIL,
  name: null,
  locale: "fr",
  isActive: true,
  status: "active",
  consentSource: "landing_newsletter_form",
  subscribedAt: "2026-11-02T09:30:00.000Z",
  confirmedAt: "2026-11-02T09:40:00.000Z",
};

/** Each list answers its one row; the rest of the API finds nothing. */
function stubLists() {
  answerApi(({ url }) => {
    switch (url.pathname) {
      case "/api/admin/leads":
        return Response.json(
          pageAnswer([lead], { counts: Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) }),
        );
      case "/api/admin/session-requests":
        return Response.json(
          pageAnswer([request], { counts: { pending: 1, approved: 0, waitlisted: 0, cancelled: 0 } }),
        );
      case "/api/admin/newsletter":
        return Response.json(
          pageAnswer([subscriber], { counts: { active: 1, pending: 0, bounced: 0, complained: 0 } }),
        );
      default:
        return Response.json({ error: { code: "not_found", message: "No such API endpoint." } }, { status: 404 });
    }
  });
}

describe("a person named in a list of the back office", () => {
  it.each([
    ["lead", "/admin/leads", "Leads"],
    ["spot request", "/admin/requests", "Session requests"],
    ["subscriber", "/admin/newsletter", "Subscribers"],
  ])("links a %s's row to the person's People page", async (_, page, table) => {
    stubLists();
    renderAdminPage(page);
    const rows = within(await screen.findByRole("table", { name: table })).getAllByRole("row");
    const link = within(rows[1]!).getByRole("link", { name: `${EMAIL} (People page)` });
    expect(link).toHaveAttribute("href", PEOPLE_PAGE);
  });

  it("opens everything stored about the person", async () => {
    stubLists();
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/leads");
    await user.click(await screen.findByRole("link", { name: `${EMAIL} (People page)` }));
    expect(await screen.findByRole("heading", { name: "People" })).toBeInTheDocument();
    expect(router.state.location.href).toBe(PEOPLE_PAGE);
  });
});
