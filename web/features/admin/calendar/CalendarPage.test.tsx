import type { CalendarOccurrence, SessionRoster } from "@schema/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubApi } from "@web/test/api";
import { renderAdminPage } from "@web/test/render";
import { fromTestNow } from "@web/test/test-now";
import { describe, expect, it } from "vitest";

// Friday 27 November 2026.
fromTestNow();

const brunch = {
  id: 3,
  title: "Brunch English",
  cafeName: "Café Lino",
  city: "Tunis",
  maxParticipants: 6,
  isPublished: true,
  repeat: "weekly",
} satisfies CalendarOccurrence["session"];

/** An occurrence at `start` on Tunis's clock (UTC+1). */
const at = (start: string, overrides: Partial<CalendarOccurrence> = {}): CalendarOccurrence => {
  const startsAt = new Date(`${start}:00+01:00`);
  return {
    originalStart: start,
    start,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
    status: "scheduled",
    session: brunch,
    approvedCount: 3,
    waitlistedCount: 1,
    ...overrides,
  };
};

const ROSTER: SessionRoster = {
  approved: [
    {
      id: 1,
      name: "Amira",
      email: "amira@example.tn",
      phone: "20 123 456",
      locale: "fr",
      createdAt: "2026-11-01T10:00:00.000Z",
    },
    { id: 2, name: "Sami", email: "sami@example.tn", phone: null, locale: "en", createdAt: "2026-11-02T10:00:00.000Z" },
  ],
  waitlist: [
    {
      id: 4,
      name: "Yasmine",
      email: "yasmine@example.tn",
      phone: null,
      locale: "ar",
      createdAt: "2026-11-03T10:00:00.000Z",
    },
    { id: 5, name: "Omar", email: "omar@example.tn", phone: null, locale: "fr", createdAt: "2026-11-04T10:00:00.000Z" },
  ],
};

function stubCalendar(occurrences: CalendarOccurrence[]) {
  return stubApi({ "/api/admin/calendar": occurrences, "/api/admin/sessions/3/roster": ROSTER });
}

const asked = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith("/api/admin/calendar"));

describe("/admin/calendar", () => {
  it("shows a week from Monday, each occurrence's time, title and seats, a skipped one struck through", async () => {
    const api = stubCalendar([
      at("2026-12-05T10:00"),
      at("2026-12-03T18:30", {
        status: "skipped",
        session: { ...brunch, id: 4, title: "Evening French", maxParticipants: 4 },
        approvedCount: 2,
        waitlistedCount: 0,
      }),
    ]);
    renderAdminPage("/admin/calendar?date=2026-12-05");
    const week = await screen.findByRole("list", { name: "Week" });
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("30 Nov – 6 Dec 2026");
    const days = within(week).getAllByRole("listitem", { name: /^\w+day / });
    expect(days.map((day) => day.getAttribute("aria-label"))).toEqual([
      "Monday 30 November",
      "Tuesday 1 December",
      "Wednesday 2 December",
      "Thursday 3 December",
      "Friday 4 December",
      "Saturday 5 December",
      "Sunday 6 December",
    ]);
    const saturday = within(days[5]!).getByRole("button", {
      name: "10:00 Brunch English 3/6 seats taken, Saturday 5 December, 1 waitlisted",
    });
    expect(saturday).toHaveTextContent("10:00 Brunch English 3/6");
    const skipped = within(days[3]!).getByRole("button", { name: /^\d\d:\d\d Evening French .*, skipped$/ });
    expect(skipped).toHaveTextContent("18:30 Evening French 2/4");
    expect(skipped.firstElementChild).toHaveClass("line-through");
    expect(within(days[0]!).getByText("No sessions")).toBeInTheDocument();
    expect(asked(api)).toEqual(["/api/admin/calendar?from=2026-11-30&to=2026-12-06"]);
  });

  it("moves by week and month, back to today, the view and the day in the URL", async () => {
    const api = stubCalendar([]);
    const user = userEvent.setup();
    const { router } = renderAdminPage("/admin/calendar");
    expect(await screen.findByRole("heading", { level: 2 })).toHaveTextContent("23 Nov – 29 Nov 2026");
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ date: "2026-12-04" }));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("30 Nov – 6 Dec 2026");

    await user.click(screen.getByRole("button", { name: "Month" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: "month", date: "2026-12-04" }));
    expect(screen.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("December 2026");
    // December 2026's weeks: Monday 30 November to Sunday 3 January.
    await waitFor(() => expect(asked(api)).toContain("/api/admin/calendar?from=2026-11-30&to=2027-01-03"));
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(await screen.findByRole("heading", { level: 2, name: "November 2026" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: "month" }));
  });

  it("shows a month's occurrences in its days", async () => {
    stubCalendar([at("2026-12-05T10:00"), at("2026-12-12T10:00")]);
    renderAdminPage("/admin/calendar?view=month&date=2026-12-01");
    const month = await screen.findByRole("list", { name: "Month" });
    const day = (name: string) => within(month).getByRole("listitem", { name });
    expect(within(day("Saturday 5 December")).getByRole("button")).toHaveTextContent("10:00 Brunch English 3/6");
    expect(within(day("Saturday 12 December")).getAllByRole("button")).toHaveLength(1);
    expect(within(day("Sunday 13 December")).queryByRole("button")).not.toBeInTheDocument();
    // The phone's list of the month names only the days with sessions.
    const busy = screen.getByRole("list", { name: "Month, days with sessions" });
    expect(
      within(busy)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Sat 5 Dec", "Sat 12 Dec"]);
  });

  it("opens an occurrence's roster: the approved with their links, then the waitlist in order", async () => {
    stubCalendar([at("2026-12-05T10:00")]);
    const user = userEvent.setup();
    renderAdminPage("/admin/calendar?date=2026-12-05");
    await user.click(await screen.findByRole("button", { name: /^10:00 Brunch English .* Saturday 5 December/ }));
    const dialog = await screen.findByRole("dialog", { name: "Brunch English" });
    expect(dialog).toHaveTextContent("Saturday 5 December 10:00 · until 11:30 · Café Lino · Tunis");
    const approved = within(dialog).getByRole("region", { name: "Approved (2/6)" });
    expect(within(approved).getByRole("link", { name: "amira@example.tn" })).toHaveAttribute(
      "href",
      "mailto:amira@example.tn",
    );
    expect(within(approved).getByRole("link", { name: "20 123 456" })).toHaveAttribute("href", "tel:+21620123456");
    expect(within(approved).getByRole("link", { name: "WhatsApp Amira" })).toHaveAttribute(
      "href",
      "https://wa.me/21620123456",
    );
    const waitlist = within(dialog).getByRole("region", { name: "Waitlist (2)" });
    expect(
      within(waitlist)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.split(" ")[0]),
    ).toEqual(["Yasmine", "Omar"]);
    expect(within(dialog).getByRole("link", { name: "All requests for this session" })).toHaveAttribute(
      "href",
      "/admin/requests?sessionId=3",
    );
  });
});
