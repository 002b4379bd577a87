import type { SessionRequest } from "@schema/api";
import type { SessionRequestStatus } from "@schema/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { publicPricingQuery, publicSessionsQuery } from "@web/api/public-reads";
import { renderWithProviders, stubApi } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestsPage } from "./RequestsPage";

afterEach(() => vi.unstubAllGlobals());

const request = (id: number, status: SessionRequestStatus, name: string): SessionRequest => ({
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
});

const rows = () =>
  within(screen.getByRole("table", { name: "Session requests" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("/admin/requests", () => {
  it("counts requests by status and filters the table by one", async () => {
    stubApi({
      "/api/admin/session-requests": [
        request(1, "pending", "Amira"),
        request(2, "approved", "Sami"),
        request(3, "pending", "Yasmine"),
        request(4, "cancelled", "Omar"),
      ],
      "/api/admin/sessions": [],
    });
    const user = userEvent.setup();
    renderWithProviders(<RequestsPage />);
    await screen.findByRole("table", { name: "Session requests" });
    const counts = Object.fromEntries(
      ["pending", "approved", "waitlisted", "cancelled"].map((s) => [s, screen.getByTestId(`count-${s}`).textContent]),
    );
    expect(counts).toEqual({ pending: "2", approved: "1", waitlisted: "0", cancelled: "1" });
    expect(rows()).toEqual(["Amira", "Sami", "Yasmine", "Omar"]);

    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    expect(rows()).toEqual(["Amira", "Yasmine"]);
    await user.selectOptions(screen.getByLabelText("Status"), "waitlisted");
    expect(screen.getByText("No waitlisted requests.")).toBeInTheDocument();
  });

  it("marks each status with its own badge", async () => {
    stubApi({
      "/api/admin/session-requests": [request(1, "approved", "Sami"), request(2, "waitlisted", "Lina")],
      "/api/admin/sessions": [],
    });
    renderWithProviders(<RequestsPage />);
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
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (!init?.method) reads.push(path);
        if (init?.method === "PATCH")
          return Response.json({ ...request(1, "approved", "Amira"), ...JSON.parse(String(init.body)) });
        return Response.json(path === "/api/admin/session-requests" ? [request(1, "pending", "Amira")] : []);
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<RequestsPage />);
    queryClient.setQueryData(publicSessionsQuery().queryKey, []);
    queryClient.setQueryData(publicPricingQuery().queryKey, []);
    await user.click(await screen.findByRole("button", { name: "View Amira" }));
    const dialog = await screen.findByRole("dialog", { name: "Session request" });
    await user.selectOptions(within(dialog).getByLabelText("Status"), "approved");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(queryClient.getQueryState(publicSessionsQuery().queryKey)?.isInvalidated).toBe(true);
    // The sessions list on screen (for the request's session title) is fetched again.
    await waitFor(() => expect(reads.filter((path) => path === "/api/admin/sessions")).toHaveLength(2));
    expect(queryClient.getQueryState(publicPricingQuery().queryKey)?.isInvalidated).toBe(false);
  });
});
