import type { LeadDetail, TrialSession } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ApiCall, answerApi } from "@web/test/api";
import { leadDetail } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { fromTestNow } from "@web/test/test-now";
import { describe, expect, it } from "vitest";

const trialSession = (overrides: Partial<TrialSession> = {}): TrialSession => ({
  id: 3,
  title: "Deutsch am Abend",
  language: "German",
  level: "Beginner",
  city: "Sousse",
  cafeName: "Café Lino",
  nextStart: "2026-12-01T17:30:00.000Z",
  maxParticipants: 6,
  spotsLeft: 2,
  ...overrides,
});

/**
 * The lead's API as the Worker answers it, over one lead's page: each change answers from
 * `change` (the lead's page after it, or an error) and the page is read again.
 */
function stubLeadApi(
  initial: LeadDetail,
  change: (call: ApiCall, detail: LeadDetail) => LeadDetail | Response = (_call, detail) => detail,
  sessions: TrialSession[] = [trialSession()],
) {
  let detail = initial;
  return answerApi((call) => {
    const { method, url } = call;
    if (url.pathname === `/api/admin/leads/${detail.lead.id}/trial-sessions`) return Response.json(sessions);
    if (url.pathname === `/api/admin/leads/${detail.lead.id}` && method === "GET") return Response.json(detail);
    if (url.pathname.startsWith("/api/admin/leads/") && method !== "GET") {
      const after = change(call, detail);
      if (after instanceof Response) return after;
      detail = after;
      if (url.pathname.endsWith("/notes")) return Response.json(detail.notes[0], { status: 201 });
      if (url.pathname.endsWith("/trial")) {
        const request = { id: 11, sessionId: call.body.sessionId, status: "approved", locale: detail.lead.locale };
        return Response.json({ lead: detail.lead, request }, { status: 201 });
      }
      return Response.json(detail.lead);
    }
    if (url.pathname === "/api/admin/leads/999") {
      return Response.json({ error: { code: "not_found", message: "Lead not found." } }, { status: 404 });
    }
    return Response.json({ error: { code: "not_found", message: "No such API endpoint." } }, { status: 404 });
  });
}

const card = (name: string | RegExp) => screen.findByRole("region", { name });

fromTestNow();

describe("/admin/leads/:id", () => {
  it("shows what they sent, its status and wait, the notes, and what else is under the address", async () => {
    const detail = leadDetail({
      notes: [
        { id: 2, body: "Prefers Saturday mornings", createdAt: "2026-11-03T10:00:00.000Z", author: "Leila" },
        { id: 1, body: "Old note", createdAt: "2026-11-02T10:00:00.000Z", author: null },
      ],
    });
    detail.lead.createdAt = new Date(Date.now() - 30 * 3_600_000).toISOString();
    detail.person = {
      leads: [detail.lead, { ...detail.lead, id: 8, userType: "contact", status: "closed" }],
      sessionRequests: [
        {
          id: 5,
          sessionId: 3,
          leadId: null,
          name: "Salma",
          email: "salma@example.tn",
          phone: null,
          languageInterest: "German",
          level: "beginner",
          status: "waitlisted",
          firstApprovedAt: null,
          cancelledBy: null,
          offerExpiresAt: null,
          offerLapsedAt: null,
          notes: null,
          locale: "ar",
          createdAt: "2026-11-01T10:00:00.000Z",
          updatedAt: "2026-11-01T10:00:00.000Z",
          sessionTitle: "Deutsch am Abend",
        },
      ],
      newsletter: [],
    };
    stubLeadApi(detail);
    renderAdminPage("/admin/leads/7");
    const sent = await card("What they sent");
    const header = document.querySelector("[data-lead-header]") as HTMLElement;
    expect(within(header).getByText("سلمى الحداد")).toBeInTheDocument();
    expect(within(header).getByText("New")).toHaveAttribute("data-status", "new");
    expect(within(header).getByText("Waiting 30 h")).toBeInTheDocument();

    const terms = within(sent)
      .getAllByRole("term")
      .map((term) => term.textContent);
    const values = within(sent)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toMatchObject({
      Type: "Learner",
      Email: "salma@example.tn",
      City: "Sousse",
      Languages: "German",
      "WhatsApp number": "22 123 456",
      "Trial session wanted": "Yes",
      "Site language": "AR",
    });
    // What they left empty is not shown.
    expect(terms).not.toContain("Message");

    const notes = await card("Notes (2)");
    expect(
      within(notes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["3 Nov 2026, 10:00 · LeilaPrefers Saturday mornings", "2 Nov 2026, 10:00 · a removed adminOld note"]);

    const elsewhere = await card("Also under this address");
    expect(within(elsewhere).getByRole("link", { name: /^Contact, / })).toHaveAttribute("href", "/admin/leads/8");
    expect(within(elsewhere).getByText("Deutsch am Abend")).toBeInTheDocument();
    expect(within(elsewhere).getByText("Waitlisted")).toBeInTheDocument();
    expect(within(elsewhere).getByText("Not subscribed.")).toBeInTheDocument();
    expect(
      within(elsewhere).getByRole("link", { name: "Everything stored for this address (People)" }),
    ).toHaveAttribute("href", "/admin/people?email=salma%40example.tn");
    // The navigation says which section this page is in.
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(within(nav).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  });

  it("replies with the prefilled message in their language, and using the reply makes the lead contacted", async () => {
    const calls = stubLeadApi(leadDetail(), (_call, detail) => ({
      ...detail,
      lead: { ...detail.lead, status: "contacted" },
      next: ["trial_booked", "joined", "closed"],
    }));
    const user = userEvent.setup();
    renderAdminPage("/admin/leads/7");
    const reply = await card("Reply");
    const message = within(reply).getByText("مرحبًا سلمى");
    expect(message).toHaveAttribute("lang", "ar");
    expect(message).toHaveAttribute("dir", "rtl");
    const whatsapp = within(reply).getByRole("link", { name: "Reply on WhatsApp" });
    expect(whatsapp).toHaveAttribute("href", "https://wa.me/21622123456?text=%D9%85");
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(within(reply).getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      "mailto:salma@example.tn?subject=Caf%C3%A9%20Talk&body=%D9%85",
    );
    whatsapp.addEventListener("click", (event) => event.preventDefault()); // the test opens no tab
    await user.click(whatsapp);
    await waitFor(() =>
      expect(calls.mock.calls.map(([call]) => [call.method, call.path, call.body])).toContainEqual([
        "POST",
        "/api/admin/leads/7/replies",
        { channel: "whatsapp" },
      ]),
    );
    const header = document.querySelector("[data-lead-header]") as HTMLElement;
    expect(await within(header).findByText("Contacted")).toBeInTheDocument();
  });

  it("offers only the moves the lead's type allows, asks why when closing, and saves the move with a note", async () => {
    const calls = stubLeadApi(leadDetail(), (call, detail) => ({
      ...detail,
      lead: { ...detail.lead, status: call.body.status, closedReason: call.body.closedReason },
      next: ["contacted"],
    }));
    const user = userEvent.setup();
    renderAdminPage("/admin/leads/7");
    const status = await card("Status");
    expect(
      within(within(status).getByLabelText("Move to"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a status", "Contacted", "Trial booked", "Joined", "Closed"]);
    await user.selectOptions(within(status).getByLabelText("Move to"), "closed");
    await user.click(within(status).getByRole("button", { name: "Save status" }));
    expect(await within(status).findByText("Choose why the lead is closed")).toBeInTheDocument();
    expect(calls.mock.calls.some(([call]) => call.method === "PATCH")).toBe(false);

    await user.selectOptions(within(status).getByLabelText("Why"), "chose_elsewhere");
    await user.type(within(status).getByLabelText("Note (optional)"), "Found a course near work");
    await user.click(within(status).getByRole("button", { name: "Save status" }));
    await waitFor(() =>
      expect(calls.mock.calls.find(([call]) => call.method === "PATCH")?.[0].body).toEqual({
        status: "closed",
        closedReason: "chose_elsewhere",
        note: "Found a course near work",
      }),
    );
    const header = document.querySelector("[data-lead-header]") as HTMLElement;
    expect(await within(header).findByText("Chose elsewhere")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(within(status).getByLabelText("Move to"))
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Choose a status", "Contacted"]),
    );
  });

  it("adds a note, refusing an empty one before asking", async () => {
    const calls = stubLeadApi(leadDetail(), (call, detail) => ({
      ...detail,
      notes: [{ id: 9, body: call.body.body, createdAt: "2026-11-04T09:00:00.000Z", author: "Leila" }],
    }));
    const user = userEvent.setup();
    renderAdminPage("/admin/leads/7");
    const notes = await card("Notes (0)");
    await user.click(within(notes).getByRole("button", { name: "Add note" }));
    expect(await within(notes).findByText("Write the note first")).toBeInTheDocument();
    await user.type(within(notes).getByLabelText("New note"), "Called, no answer");
    await user.click(within(notes).getByRole("button", { name: "Add note" }));
    const added = await card("Notes (1)");
    expect(within(added).getByText("Called, no answer")).toBeInTheDocument();
    expect(calls.mock.calls.filter(([call]) => call.method === "POST").map(([call]) => call.body)).toEqual([
      { body: "Called, no answer" },
    ]);
  });

  it("books the free trial in a session with a free seat, and says so when it is full meanwhile", async () => {
    let full = true;
    const calls = stubLeadApi(
      leadDetail(),
      (_call, detail) => {
        if (full) {
          full = false;
          return Response.json(
            {
              error: {
                code: "session_full",
                message: "This session has no free seat any more: choose another session.",
              },
            },
            { status: 409 },
          );
        }
        return { ...detail, lead: { ...detail.lead, status: "trial_booked" }, next: ["joined", "contacted", "closed"] };
      },
      [trialSession(), trialSession({ id: 4, title: "English brunch", language: "English", spotsLeft: 1 })],
    );
    const user = userEvent.setup();
    renderAdminPage("/admin/leads/7");
    const trial = await card("Free trial");
    const session = await within(trial).findByLabelText("Session");
    expect(
      within(session)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a session",
      "Deutsch am Abend — next Tue 1 Dec, 18:30 · Café Lino · Sousse (2 free)",
      "English brunch — next Tue 1 Dec, 18:30 · Café Lino · Sousse (1 free)",
    ]);
    await user.click(within(trial).getByRole("button", { name: "Book the free trial" }));
    expect(await within(trial).findByRole("alert")).toHaveTextContent("Choose the session to book");

    await user.selectOptions(session, "3");
    await user.click(within(trial).getByRole("button", { name: "Book the free trial" }));
    expect(await within(trial).findByRole("alert")).toHaveTextContent(
      "409: This session has no free seat any more: choose another session.",
    );
    await user.selectOptions(await within(trial).findByLabelText("Session"), "4");
    await user.click(within(trial).getByRole("button", { name: "Book the free trial" }));
    const header = document.querySelector("[data-lead-header]") as HTMLElement;
    expect(await within(header).findByText("Trial booked")).toBeInTheDocument();
    expect(calls.mock.calls.filter(([call]) => call.path.endsWith("/trial")).map(([call]) => call.body)).toEqual([
      { sessionId: 3 },
      { sessionId: 4 },
    ]);
    // Booked: no more trial to book from here.
    await waitFor(() => expect(screen.queryByRole("region", { name: "Free trial" })).toBeNull());
  });

  it("says when the lead does not exist", async () => {
    stubLeadApi(leadDetail());
    renderAdminPage("/admin/leads/999");
    expect(await screen.findByText("This lead does not exist (any more).")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All leads" })).toHaveAttribute("href", "/admin/leads");
  });
});
