import type { SeatToOffer, SessionRequestRow } from "@schema/api";
import type { SessionRequestStatus } from "@schema/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { publicPricingQuery, publicSessionsQuery } from "@web/api/public-reads";
import { toast } from "@web/components/ui/toaster";
import { type ApiCall, answerApi, pageAnswer, stubApi } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";

afterEach(() => toast.dismiss()); // sonner keeps its toasts in a module-wide store

const request = (id: number, status: SessionRequestStatus, name: string): SessionRequestRow => ({
  id,
  sessionId: 1,
  leadId: null,
  name,
  email: `${name.toLowerCase()}@example.tn`,
  phone: null,
  languageInterest: "English",
  level: "beginner",
  status,
  notes: null,
  locale: "en",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  session: {
    id: 1,
    title: "Brunch English",
    schedule: "Saturdays 10:00",
    cafeName: "Café Lino",
    city: "Tunis",
    maxParticipants: 4,
    approvedCount: 1,
    waitlistedCount: 2,
  },
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

const rows = () =>
  within(screen.getByRole("table", { name: "Session requests" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.querySelector("bdi")!.textContent);

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

  it("shows each request's session, its day and time, café and seats, and filters by session", async () => {
    const api = stubApi({
      "/api/admin/session-requests": requestsAnswer([request(1, "pending", "Amira")]),
      "/api/admin/sessions/names": [
        { id: 1, title: "Brunch English", schedule: "Saturdays 10:00" },
        { id: 2, title: "Evening French", schedule: null },
      ],
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/requests");
    const table = await screen.findByRole("table", { name: "Session requests" });
    const cells = within(within(table).getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("Amiraamira@example.tn");
    expect(cells[1]).toHaveTextContent("Brunch EnglishSaturdays 10:00 · Café Lino · Tunis");
    expect(cells[2]).toHaveTextContent("1 / 42 waitlisted");
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
    const table = await screen.findByRole("table", { name: "Session requests" });
    const badges = [...table.querySelectorAll("[data-status]")].map((badge) => [
      badge.getAttribute("data-status"),
      badge.textContent,
    ]);
    expect(badges).toEqual([
      ["approved", "Approved"],
      ["waitlisted", "Waitlisted"],
    ]);
  });

  it("after an approval, refreshes the spots left: the admin sessions list and the public cards", async () => {
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

describe("offering a freed seat", () => {
  const seat: SeatToOffer = {
    session: {
      id: 1,
      title: "Brunch English",
      schedule: "Saturdays 10:00",
      cafeName: "Café Lino",
      city: "Tunis",
      maxParticipants: 4,
      approvedCount: 3,
      waitlistedCount: 2,
    },
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
      "Brunch English · Saturdays 10:001 of 4 seats free, 2 waiting; first in line: Lina Bouzid",
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
