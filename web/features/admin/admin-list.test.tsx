import { screen, waitFor } from "@testing-library/react";
import { answerEveryRequest, pageAnswer, stubApi } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { describe, expect, it } from "vitest";

const PAGES: [string, string][] = [
  ["/admin/sessions", "sessions"],
  ["/admin/pricing", "pricing plans"],
  ["/admin/faqs", "FAQs"],
  ["/admin/requests", "session requests"],
  ["/admin/newsletter", "subscribers"],
  ["/admin/outbox", "emails"],
  ["/admin/leads", "leads"],
];

describe("every back-office list", () => {
  it.each(PAGES)("%s says it is loading, then why it could not load", async (path, what) => {
    answerEveryRequest(503, { error: { code: "internal_error", message: "The database is busy." } });
    renderAdminPage(path);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    // A page may hold more than one list (the newsletter's campaigns above its subscribers).
    await waitFor(() =>
      expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
        `Could not load the ${what}: 503: The database is busy.`,
      ),
    );
  });
});

/** A list's URL, the Worker's list it reads, what it must then be asked, and what its controls must show. */
const RESTORED: [string, string, Record<string, string>, Record<string, string>][] = [
  [
    "/admin/sessions?status=draft&city=Sousse&q=brunch&sort=title&order=desc&page=2",
    "/api/admin/sessions",
    { status: "draft", city: "Sousse", q: "brunch", sort: "title", order: "desc", page: "2" },
    { Status: "draft", City: "Sousse", Search: "brunch" },
  ],
  [
    "/admin/requests?status=waitlisted&sessionId=2&q=amira&sort=name&order=asc",
    "/api/admin/session-requests",
    { status: "waitlisted", sessionId: "2", q: "amira", sort: "name", order: "asc", page: "1" },
    { Status: "waitlisted", Session: "2", Search: "amira" },
  ],
  [
    "/admin/newsletter?status=bounced&q=gmail&sort=email&order=asc&page=3",
    "/api/admin/newsletter",
    { status: "bounced", q: "gmail", sort: "email", order: "asc", page: "3" },
    { Status: "bounced", Search: "gmail" },
  ],
  [
    "/admin/outbox?status=dead&q=amira&sort=recipient&order=asc",
    "/api/admin/outbox",
    { status: "dead", q: "amira", sort: "recipient", order: "asc" },
    { Status: "dead", Search: "amira" },
  ],
  [
    "/admin/leads?type=teacher&city=Sousse&language=German&q=amira&sort=name&order=asc&page=2",
    "/api/admin/leads",
    { type: "teacher", city: "Sousse", language: "German", q: "amira", sort: "name", order: "asc", page: "2" },
    { Type: "teacher", City: "Sousse", Language: "German", Search: "amira" },
  ],
  [
    "/admin/activity?action=create&target=admin_user&from=2026-11-01&to=2026-11-24&page=2",
    "/api/admin/activity",
    { action: "create", target: "admin_user", from: "2026-11-01", to: "2026-11-24", page: "2" },
    { What: "create", Record: "admin_user", From: "2026-11-01", To: "2026-11-24" },
  ],
];

describe("every back-office list's URL", () => {
  it.each(RESTORED)(
    "%s shows that list again: the Worker is asked for it, the controls show it",
    async (url, listPath, asked, shown) => {
      const api = stubApi({
        "/api/admin/sessions/names": [{ id: 2, title: "Evening French", nextStart: null }],
        // The newsletter page shows its filters under its counts.
        "/api/admin/newsletter": pageAnswer([], { counts: { active: 0, pending: 0, bounced: 0, complained: 0 } }),
      });
      renderAdminPage(url);
      await waitFor(() => {
        const read = api.mock.calls
          .map(([input]) => new URL(String(input), "http://localhost"))
          .find((request) => request.pathname === listPath);
        expect(Object.fromEntries(read?.searchParams ?? [])).toMatchObject(asked);
      });
      for (const [label, value] of Object.entries(shown)) {
        await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(value));
      }
    },
  );
});
