import type { AdminCounts, LeadRow } from "@schema/api";
import { LEAD_STATUSES, type LeadStatus } from "@schema/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, pageAnswer } from "@web/test/api";
import { leadRow } from "@web/test/fixtures";
import { renderAdminPage } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.restoreAllMocks());

const NO_COUNTS = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;

/**
 * Answers the leads list (filtered by status, as the Worker would) with these counts, and the
 * badges' counts; records the query of each list request.
 */
function stubLeadsApi(
  items: LeadRow[],
  { counts = {}, waitingLeads = 0 } = {} as {
    counts?: Partial<Record<LeadStatus, number>>;
    waitingLeads?: number;
  },
) {
  const queries: URLSearchParams[] = [];
  answerApi(({ url }) => {
    if (url.pathname === "/api/admin/counts") {
      const answer: AdminCounts = { pendingRequests: 0, failedEmails: 0, seatsToOffer: 0, waitingLeads };
      return Response.json(answer);
    }
    queries.push(url.searchParams);
    const status = url.searchParams.get("status");
    return Response.json(
      pageAnswer(
        items.filter((lead) => !status || lead.status === status),
        { counts: { ...NO_COUNTS, ...counts } },
      ),
    );
  });
  return queries;
}

/** The leads' names in the table, each a link to its page (the address beside it links to the person). */
const leadNames = () =>
  within(screen.getByRole("table", { name: "Leads" }))
    .getAllByRole("link")
    .map((link) => link.textContent)
    .filter((text) => !text?.endsWith("(People page)"));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("/admin/leads", () => {
  it("asks the API for the chosen status, type, city, language, age and search", async () => {
    const queries = stubLeadsApi([leadRow()]);
    const user = userEvent.setup();
    renderAdminPage("/admin/leads");
    await screen.findByRole("table", { name: "Leads" });
    await user.selectOptions(screen.getByLabelText("Type"), "teacher");
    // Once a type is chosen, only its own statuses are offered.
    expect(
      within(screen.getByLabelText("Status"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All statuses", "New", "Contacted", "Call invited", "Onboarded", "Closed"]);
    await user.selectOptions(screen.getByLabelText("Status"), "call_invited");
    await user.selectOptions(screen.getByLabelText("City"), "Sousse");
    await user.selectOptions(screen.getByLabelText("Language"), "German");
    await user.selectOptions(screen.getByLabelText("Age"), "7d");
    await user.type(screen.getByLabelText("Search"), "amira");
    await waitFor(() => expect(queries.at(-1)?.get("q")).toBe("amira"));
    const last = queries.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      status: "call_invited",
      type: "teacher",
      city: "Sousse",
      language: "German",
      age: "7d",
      page: "1",
    });
  });

  it("keeps its filters and sort in the URL, defaults left out, and follows the back button", async () => {
    stubLeadsApi([leadRow()]);
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/leads");
    await screen.findByRole("table", { name: "Leads" });
    await user.selectOptions(screen.getByLabelText("Type"), "teacher");
    await user.selectOptions(screen.getByLabelText("Age"), "24h");
    await user.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() =>
      expect(router.state.location.href).toBe("/admin/leads?type=teacher&age=24h&sort=name&order=asc"),
    );
    await user.selectOptions(screen.getByLabelText("Type"), "");
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads?age=24h&sort=name&order=asc"));
    router.history.back();
    await waitFor(() => expect(screen.getByLabelText("Type")).toHaveValue("teacher"));
    router.history.back();
    router.history.back();
    router.history.back();
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads"));
    expect(screen.getByLabelText("Type")).toHaveValue("");
    expect(screen.getByLabelText("Age")).toHaveValue("");
  });

  it("counts the pipeline by status, and a count shows that status alone, then all again", async () => {
    stubLeadsApi(
      [
        leadRow({ id: 1, name: "Amira", status: "new" }),
        leadRow({ id: 2, name: "Sami", status: "contacted" }),
        leadRow({ id: 3, name: "Ines", status: "new" }),
      ],
      { counts: { new: 2, contacted: 1, closed: 4 } },
    );
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/leads");
    const counts = await screen.findByRole("list", { name: "Leads by status" });
    expect(
      within(counts)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "New2",
      "Contacted1",
      "Trial booked0",
      "Joined0",
      "Call invited0",
      "Onboarded0",
      "Café visited0",
      "Partner0",
      "Closed4",
    ]);
    await user.click(within(counts).getByRole("button", { name: "New 2" }));
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads?status=new"));
    expect(within(counts).getByRole("button", { name: "New 2" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(leadNames()).toEqual(["Amira", "Ines"]));
    await user.click(within(counts).getByRole("button", { name: "New 2" }));
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads"));
  });

  it("marks the leads still new 24 hours on, counts them in the navigation and links to them", async () => {
    stubLeadsApi(
      [
        leadRow({ id: 1, name: "Waiting Amira", status: "new", createdAt: hoursAgo(26.5) }),
        leadRow({ id: 2, name: "Fresh Sami", status: "new", createdAt: hoursAgo(3) }),
        leadRow({ id: 3, name: "Answered Ines", status: "contacted", createdAt: hoursAgo(50) }),
      ],
      { waitingLeads: 1 },
    );
    const user = userEvent.setup();
    const { router, queryClient } = renderAdminPage("/admin/leads");
    await queryClient.invalidateQueries({ queryKey: ["admin", "counts"] });
    const table = await screen.findByRole("table", { name: "Leads" });
    const marks = [...table.querySelectorAll("tbody tr")].map((row) => [
      within(row as HTMLElement).getAllByRole("link")[0]!.textContent,
      row.querySelector("[data-waiting]")?.textContent ?? null,
    ]);
    expect(marks).toEqual([
      ["Waiting Amira", "Waiting 26 h"],
      ["Fresh Sami", null],
      ["Answered Ines", null],
    ]);
    const nav = screen.getByRole("navigation", { name: "Back office" });
    expect(await within(nav).findByText(": 1 lead waiting over 24 hours")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Show it" }));
    await waitFor(() => expect(router.state.location.href).toBe("/admin/leads?status=new&age=24h"));
  });

  it("opens a lead's own page from its name", async () => {
    stubLeadsApi([leadRow({ id: 42, name: "Mehdi Chaabane" })]);
    renderAdminPage("/admin/leads");
    const link = await screen.findByRole("link", { name: "Mehdi Chaabane" });
    expect(link).toHaveAttribute("href", "/admin/leads/42");
  });

  it("exports the filtered leads with every field, the status and the notes' count", async () => {
    const queries = stubLeadsApi([
      leadRow({ status: "closed", closedReason: "not_a_fit", noteCount: 3, name: "Mehdi Chaabane" }),
    ]);
    let exported: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      exported = blob as Blob;
      return "blob:leads";
    });
    const user = userEvent.setup();
    renderAdminPage("/admin/leads?status=closed");
    await screen.findByRole("table", { name: "Leads" });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exported).toBeDefined());
    const [header, row] = (await exported!.text()).replace("\uFEFF", "").trim().split("\r\n");
    expect(header).toBe(
      '"Date","Type","Name","Email","City","Languages","Language","Level","Contact method","WhatsApp number","Trial session wanted","Subject","Message","Experience / motivation","Café name","Café address","Space available","Site language","Status","Closed because","Notes"',
    );
    expect(row).toContain('"Mehdi Chaabane"');
    expect(row!.endsWith('"Closed","Not a fit","3"')).toBe(true);
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ status: "closed", export: "1", pageSize: "100" });
  });
});
