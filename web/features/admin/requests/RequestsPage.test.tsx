import type { BulkDecisionResult, SeatToOffer, SessionRequestRow } from "@schema/api";
import type { SessionRequestStatus } from "@schema/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { publicPricingQuery, publicSessionsQuery } from "@web/api/public-reads";
import { toast } from "@web/components/ui/toaster";
import { type ApiCall, answerApi, pageAnswer, stubApi } from "@web/test/api";
import { sessionRequestRow } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { fromTestNow } from "@web/test/test-now";
import { afterEach, describe, expect, it } from "vitest";

afterEach(() => toast.dismiss()); // sonner keeps its toasts in a module-wide store

const request = (id: number, status: SessionRequestStatus, name: string): SessionRequestRow =>
  sessionRequestRow({
    id,
    name,
    email: `${name.toLowerCase()}@example.tn`,
    status,
    session: { ...sessionRequestRow().session, approvedCount: 1, waitlistedCount: 2 },
  });

const COUNTS = { pending: 2, approved: 1, waitlisted: 0, cancelled: 1 };

/** The Worker filters by status; here, as it would. */
const requestsAnswer = (all: SessionRequestRow[]) => (url: URL) => {
  const status = url.searchParams.get("status");
  return pageAnswer(
    all.filter((r) => !status || r.status === status),
    { counts: COUNTS },
  );
};

const table = () => screen.getByRole("table", { name: "Session requests" });
/** The names of the rows shown, in order (the first cell is the row's checkbox). */
const rows = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]!.querySelector("bdi")!.textContent);
const rowOf = (name: string) =>
  within(table())
    .getAllByRole("row")
    .find((row) => row.textContent?.includes(name))!;

/**
 * The Worker's requests as a store the page changes: PATCH sets a status (refused when `full`
 * names the request), the bulk route answers what `bulkAnswer` says; every call is recorded.
 */
function requestsApi(
  all: SessionRequestRow[],
  options: { full?: number; bulkAnswer?: (call: ApiCall) => BulkDecisionResult[]; seats?: SeatToOffer[] } = {},
) {
  return answerApi((call) => {
    const { method, url, body } = call;
    if (method === "PATCH") {
      const id = Number(url.pathname.split("/").pop());
      if (id === options.full) {
        return Response.json(
          {
            error: {
              code: "session_full",
              message: "This session is full: all 4 spots are approved. Set the request to waitlisted instead.",
            },
          },
          { status: 409 },
        );
      }
      const index = all.findIndex((r) => r.id === id);
      all[index] = { ...all[index]!, ...body };
      return Response.json(all[index]);
    }
    if (method === "POST" && url.pathname === "/api/admin/session-requests/bulk")
      return Response.json({ results: options.bulkAnswer?.(call) ?? [] });
    if (url.pathname === "/api/admin/session-requests") return Response.json(requestsAnswer(all)(url));
    if (url.pathname === "/api/admin/sessions/seats-to-offer") return Response.json(options.seats ?? []);
    return Response.json([]);
  });
}

fromTestNow();

describe("/admin/requests", () => {
  it("counts requests by status and filters the table by one", async () => {
    stubApi({
      "/api/admin/session-requests": requestsAnswer([
        request(1, "pending", "Amira"),
        request(2, "approved", "Sami"),
        request(3, "pending", "Yasmine"),
        request(4, "cancelled", "Omar"),
      ]),
      "/api/admin/sessions/names": [],
      "/api/admin/sessions/seats-to-offer": [],
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    const counts = Object.fromEntries(
      ["pending", "approved", "waitlisted", "cancelled"].map((s) => [s, screen.getByTestId(`count-${s}`).textContent]),
    );
    expect(counts).toEqual({ pending: "2", approved: "1", waitlisted: "0", cancelled: "1" });
    expect(rows()).toEqual(["Amira", "Sami", "Yasmine", "Omar"]);

    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    await waitFor(() => expect(rows()).toEqual(["Amira", "Yasmine"]));
    await user.selectOptions(screen.getByLabelText("Status"), "waitlisted");
    expect(await screen.findByText("No waitlisted requests.")).toBeInTheDocument();
  });

  it("shows each request's person, session, its day and time, café and seats, and filters by session", async () => {
    const api = stubApi({
      "/api/admin/session-requests": requestsAnswer([request(1, "pending", "Amira")]),
      "/api/admin/sessions/names": [
        { id: 1, title: "Brunch English", nextStart: "2026-12-05T09:00:00.000Z" },
        { id: 2, title: "Evening French", nextStart: null },
      ],
      "/api/admin/sessions/seats-to-offer": [],
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    const cells = within(rowOf("Amira")).getAllByRole("cell");
    expect(cells[1]).toHaveTextContent("Amiraamira@example.tn (People page) English · beginner");
    expect(cells[2]).toHaveTextContent(
      "Brunch Englishnext Sat 5 Dec, 10:00 · Café Lino · Tunis1 / 4 seats · 2 waitlisted",
    );
    await screen.findByRole("option", { name: "Evening French" });
    await user.selectOptions(screen.getByLabelText("Session"), "Evening French");
    await waitFor(() => expect(String(api.mock.lastCall?.[0])).toContain("sessionId=2"));
  });

  it("marks each status with its own badge", async () => {
    stubApi({
      "/api/admin/session-requests": requestsAnswer([request(1, "approved", "Sami"), request(2, "waitlisted", "Lina")]),
      "/api/admin/sessions/names": [],
      "/api/admin/sessions/seats-to-offer": [],
    });
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    const badges = [...table().querySelectorAll("[data-status]")].map((badge) => [
      badge.getAttribute("data-status"),
      badge.textContent,
    ]);
    expect(badges).toEqual([
      ["approved", "Approved"],
      ["waitlisted", "Waitlisted"],
    ]);
  });

  it("says who cancelled, who holds an offer and until when, and whose offer lapsed", async () => {
    stubApi({
      "/api/admin/session-requests": requestsAnswer([
        { ...request(1, "cancelled", "Omar"), cancelledBy: "person" },
        { ...request(2, "cancelled", "Sami"), cancelledBy: "admin" },
        // Saturday 28 November, 09:00 UTC: 10:00 in Tunis.
        { ...request(3, "waitlisted", "Lina"), offerExpiresAt: "2026-11-28T09:00:00.000Z" },
        { ...request(4, "waitlisted", "Hedi"), offerLapsedAt: "2026-11-26T20:00:00.000Z" },
        { ...request(5, "waitlisted", "Nour") },
      ]),
      "/api/admin/sessions/names": [],
      "/api/admin/sessions/seats-to-offer": [],
    });
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    const statusOf = (name: string) => within(rowOf(name)).getAllByRole("cell")[3]!.textContent;
    expect(statusOf("Omar")).toBe("CancelledCancelled by the person");
    expect(statusOf("Sami")).toBe("CancelledCancelled by an admin");
    expect(statusOf("Lina")).toBe("WaitlistedOffer open until Sat 28 Nov, 10:00");
    expect(statusOf("Hedi")).toBe("WaitlistedOffer lapsed Thu 26 Nov, 21:00");
    expect(statusOf("Nour")).toBe("Waitlisted");
  });

  it("after an approval in the dialog, refreshes the spots left: the admin sessions list and the public cards", async () => {
    const reads: string[] = [];
    answerApi(({ method, path, body }) => {
      if (method === "GET") reads.push(path);
      if (method === "PATCH") return Response.json({ ...request(1, "approved", "Amira"), ...body });
      return Response.json(
        path.startsWith("/api/admin/session-requests")
          ? pageAnswer([request(1, "pending", "Amira")], { counts: COUNTS })
          : [],
      );
    });
    const user = userEvent.setup();
    const { queryClient } = renderAdminPage("/admin/requests");
    queryClient.setQueryData(publicSessionsQuery().queryKey, []);
    queryClient.setQueryData(publicPricingQuery().queryKey, []);
    await user.click(await screen.findByRole("button", { name: "View Amira" }));
    const dialog = await screen.findByRole("dialog", { name: "Session request" });
    await user.selectOptions(within(dialog).getByLabelText("Status"), "approved");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(queryClient.getQueryState(publicSessionsQuery().queryKey)?.isInvalidated).toBe(true);
    // The sessions' names on screen (the session filter) are fetched again, and the requests with their seats.
    await waitFor(() => expect(reads.filter((path) => path === "/api/admin/sessions/names")).toHaveLength(2));
    expect(reads.filter((path) => path.startsWith("/api/admin/session-requests?"))).toHaveLength(2);
    expect(queryClient.getQueryState(publicPricingQuery().queryKey)?.isInvalidated).toBe(false);
  });
});

describe("deciding from a row", () => {
  it("offers every decision but the row's status, and asks first, naming whom it emails and in what language", async () => {
    const all = [{ ...request(1, "pending", "Amira"), locale: "ar" as const }, request(2, "approved", "Sami")];
    const calls = requestsApi(all);
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    const decisions = (name: string) =>
      within(rowOf(name))
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label"));
    expect(decisions("Amira")).toEqual(["Approve Amira", "Waitlist Amira", "Cancel Amira", "View Amira"]);
    expect(decisions("Sami")).toEqual(["Waitlist Sami", "Cancel Sami", "View Sami"]);

    await user.click(screen.getByRole("button", { name: "Approve Amira" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Approve Amira?" });
    expect(confirm).toHaveTextContent(
      "Amira (amira@example.tn) gets the approval email, with the session's calendar file, in Arabic. If the session is full by then, nothing is changed or sent.",
    );
    // Nothing is sent before the confirmation.
    expect(calls.mock.calls.some(([call]) => call.method === "PATCH")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Amira approved")).toBeInTheDocument();
    expect(
      calls.mock.calls.filter(([call]) => call.method === "PATCH").map(([call]) => [call.path, call.body]),
    ).toEqual([["/api/admin/session-requests/1", { status: "approved" }]]);
    await waitFor(() => expect(within(rowOf("Amira")).getByText("Approved")).toBeInTheDocument());
  });

  it("going back sends nothing; cancelling is asked in red and says what the email says", async () => {
    const calls = requestsApi([request(2, "approved", "Sami")]);
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await user.click(await screen.findByRole("button", { name: "Cancel Sami" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel Sami?" });
    expect(confirm).toHaveTextContent(
      "Sami (sami@example.tn) gets an email saying their request is cancelled, in English.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.mock.calls.some(([call]) => call.method === "PATCH")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Cancel Sami" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Cancel Sami?" })).getByRole("button", { name: "Cancel" }),
    );
    expect(await screen.findByText("Sami cancelled")).toBeInTheDocument();
  });

  it("says why when the session is full: the approval is refused and the row stays as it was", async () => {
    requestsApi([request(1, "pending", "Amira")], { full: 1 });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await user.click(await screen.findByRole("button", { name: "Approve Amira" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Approve Amira?" })).getByRole("button", {
        name: "Approve",
      }),
    );
    // docs/product-rules.md#errors: the status, then the Worker's message.
    expect(
      await screen.findByText(
        "409: This session is full: all 4 spots are approved. Set the request to waitlisted instead.",
      ),
    ).toBeInTheDocument();
    expect(within(rowOf("Amira")).getByText("Pending")).toBeInTheDocument();
  });
});

describe("deciding for the selected rows", () => {
  const rowsOfPage = () => [
    request(1, "pending", "Amira"),
    request(2, "approved", "Sami"),
    request(3, "pending", "Rania"),
    request(4, "waitlisted", "Lina"),
  ];

  it("selects rows one by one or the whole page, and asks first, counting the emails that will go", async () => {
    const calls = requestsApi(rowsOfPage());
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    const bar = screen.getByRole("region", { name: "Selected requests" });
    expect(bar).toHaveTextContent("Select requests to decide for them together.");

    await user.click(screen.getByRole("checkbox", { name: "Select Amira" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Sami" }));
    expect(bar).toHaveTextContent("2 selected:");
    // The header's (phones show another, in the bar, while the header is hidden).
    const pageBox = within(table()).getByRole("checkbox", { name: "Select all on this page" });
    expect(pageBox).toHaveProperty("indeterminate", true);
    await user.click(pageBox);
    expect(bar).toHaveTextContent("4 selected:");
    expect(
      screen.getAllByRole("checkbox", { name: /^Select [A-Z]/ }).every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);

    await user.click(within(bar).getByRole("button", { name: "Approve 4 selected" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Approve 4 requests?" });
    expect(confirm).toHaveTextContent(
      "3 emails will go, one to each person, in their language: the approval email, with the session's calendar file. 1 already approved stays as is. A request whose session is full by then is refused, and gets no email.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Back" }));
    expect(calls.mock.calls.some(([call]) => call.method === "POST")).toBe(false);

    // The whole page again: all unselected.
    await user.click(pageBox);
    expect(bar).toHaveTextContent("Select requests to decide for them together.");
  });

  it("sends one bulk decision, and names each refusal and its reason, the refused staying selected", async () => {
    const all = rowsOfPage();
    const calls = requestsApi(all, {
      bulkAnswer: ({ body }) => {
        // As the Worker would: Amira gets the last seat, Rania finds the session full, Sami was approved.
        all[0] = { ...all[0]!, status: "approved" };
        const results: BulkDecisionResult[] = [
          { id: 1, changed: true, request: all[0]! },
          { id: 2, changed: false, error: { code: "already_set", message: "Already approved." } },
          {
            id: 3,
            changed: false,
            error: {
              code: "session_full",
              message: "This session is full: all 4 spots are approved. Set the request to waitlisted instead.",
            },
          },
        ];
        return results.filter((result) => body.ids.includes(result.id));
      },
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    for (const name of ["Amira", "Sami", "Rania"])
      await user.click(screen.getByRole("checkbox", { name: `Select ${name}` }));
    const bar = screen.getByRole("region", { name: "Selected requests" });
    await user.click(within(bar).getByRole("button", { name: "Approve 3 selected" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Approve 3 requests?" });
    expect(confirm).toHaveTextContent(/^Approve 3 requests\?2 emails will go/);
    await user.click(within(confirm).getByRole("button", { name: "Approve 2" }));

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("1 request approved; 2 refused, still selected:");
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Sami: Already approved.",
      "Rania: This session is full: all 4 spots are approved. Set the request to waitlisted instead.",
    ]);
    expect(calls.mock.calls.filter(([call]) => call.method === "POST").map(([call]) => call.body)).toEqual([
      { ids: [1, 2, 3], status: "approved" },
    ]);
    expect(await screen.findByText("1 request approved")).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf("Amira")).getByText("Approved")).toBeInTheDocument());
    expect(bar).toHaveTextContent("2 selected:");
    expect(screen.getByRole("checkbox", { name: "Select Rania" })).toBeChecked();

    // Rania's session is full: waitlisted instead, from the same selection.
    await user.click(screen.getByRole("checkbox", { name: "Select Sami" }));
    await user.click(within(bar).getByRole("button", { name: "Waitlist 1 selected" }));
    expect(await screen.findByRole("alertdialog", { name: "Waitlist 1 request?" })).toHaveTextContent(
      "1 email will go, one to each person, in their language: an email saying they are on the waitlist.",
    );
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("starts afresh on another filter: a selection is of the rows on screen", async () => {
    requestsApi(rowsOfPage());
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await screen.findByRole("table", { name: "Session requests" });
    await user.click(screen.getByRole("checkbox", { name: "Select Amira" }));
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    await waitFor(() => expect(rows()).toEqual(["Amira", "Rania"]));
    expect(screen.getByRole("checkbox", { name: "Select Amira" })).not.toBeChecked();
    expect(screen.getByRole("region", { name: "Selected requests" })).toHaveTextContent(
      "Select requests to decide for them together.",
    );
  });
});

describe("offering a freed seat", () => {
  const seat: SeatToOffer = {
    session: { ...sessionRequestRow().session, approvedCount: 3, waitlistedCount: 2 },
    nextInLine: { id: 9, name: "Lina Bouzid", email: "lina@example.tn", locale: "ar" },
  };

  it("appears once per session, names the first in line, and seats exactly them once confirmed", async () => {
    const posted: ApiCall[] = [];
    answerApi((call) => {
      if (call.method === "POST") {
        posted.push(call);
        return Response.json({ ...request(9, "approved", "Lina Bouzid") });
      }
      if (call.url.pathname === "/api/admin/sessions/seats-to-offer") return Response.json([seat]);
      if (call.url.pathname === "/api/admin/session-requests")
        return Response.json(
          pageAnswer([request(1, "pending", "Amira"), request(2, "waitlisted", "Sami")], { counts: COUNTS }),
        );
      return Response.json([]);
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    const offers = await screen.findAllByRole("button", {
      name: "Offer free seat to the next on the waitlist of Brunch English",
    });
    // Two rows of the session, one offer.
    expect(offers).toHaveLength(1);
    expect(screen.getByTestId("seat-to-offer")).toHaveTextContent(
      "Brunch English · next Sat 5 Dec, 10:001 of 4 seats free, 2 waiting; first in line: Lina Bouzid",
    );
    await user.click(offers[0]!);
    const confirm = await screen.findByRole("alertdialog", {
      name: "Offer the free seat to Lina Bouzid (1st on the waitlist)?",
    });
    expect(confirm).toHaveTextContent(
      "Lina Bouzid (lina@example.tn) is approved for Brunch English and gets the approval email, in Arabic, with the session's calendar file.",
    );
    expect(posted).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Offer seat" }));
    expect(await screen.findByText("Seat offered to Lina Bouzid")).toBeInTheDocument();
    expect(posted.map((call) => [call.path, call.body])).toEqual([
      ["/api/admin/sessions/1/offer-seat", { requestId: 9 }],
    ]);
  });

  it("says so when someone else is first in line by now, and shows the list as it is", async () => {
    let seats = [seat];
    answerApi((call) => {
      if (call.method === "POST") {
        seats = [{ ...seat, nextInLine: { ...seat.nextInLine, id: 10, name: "Sami Haddad" } }];
        return Response.json(
          {
            error: {
              code: "waitlist_changed",
              message:
                "The waitlist has changed: Sami Haddad is first in line now. Look again before offering the seat.",
            },
          },
          { status: 409 },
        );
      }
      if (call.url.pathname === "/api/admin/sessions/seats-to-offer") return Response.json(seats);
      if (call.url.pathname === "/api/admin/session-requests")
        return Response.json(pageAnswer([request(1, "pending", "Amira")], { counts: COUNTS }));
      return Response.json([]);
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    await user.click(
      await screen.findByRole("button", { name: "Offer free seat to the next on the waitlist of Brunch English" }),
    );
    const confirm = await screen.findByRole("alertdialog", {
      name: "Offer the free seat to Lina Bouzid (1st on the waitlist)?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Offer seat" }));
    expect(
      await screen.findByText(
        "409: The waitlist has changed: Sami Haddad is first in line now. Look again before offering the seat.",
      ),
    ).toBeInTheDocument();
    // Read again: the question now names who is first.
    expect(
      await screen.findByRole("alertdialog", { name: "Offer the free seat to Sami Haddad (1st on the waitlist)?" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("seat-to-offer")).toHaveTextContent("first in line: Sami Haddad");
  });
});
