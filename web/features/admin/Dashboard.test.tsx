import type { Dashboard as DashboardAnswer, FaqEntry, PricingPlan } from "@schema/api";
import { screen, within } from "@testing-library/react";
import { stubApi } from "@web/test/api";
import { signedInAdmin } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";

const plan = (id: number, isActive = true): PricingPlan => ({
  id,
  planType: id % 2 ? "subscription" : "flexible",
  capitalPrice: 20 + id,
  outsideCapitalPrice: 10 + id,
  features: [],
  featuresFr: [],
  featuresAr: [],
  displayOrder: id,
  isActive,
  createdAt: "",
  updatedAt: "",
});
const faq = (id: number, isActive = true): FaqEntry => ({
  id,
  question: `Question ${id}?`,
  answer: "Answer.",
  language: id % 3 ? "en" : "ar",
  category: id === 1 ? "Prices" : null,
  sortOrder: id,
  isActive,
  createdAt: "",
  updatedAt: "",
});

const LEILA = signedInAdmin({
  email: "leila@cafetalk.tn",
  name: "Leila",
  secondFactor: { set: false, required: false },
});

/** The API's answers for the dashboard, Leila signed in. */
const stubDashboardApi = (routes: Record<string, unknown>) => stubApi({ "/api/auth/user": LEILA, ...routes });

const renderDashboard = () => renderApp("/admin", { locale: "en" });

describe("the dashboard", () => {
  it("previews the first 3 active plans and the first 4 active FAQs, with '+N more'", async () => {
    stubDashboardApi({
      "/api/admin/pricing": [plan(1), plan(2), plan(3, false), plan(4), plan(5), plan(6)],
      "/api/admin/faqs": [faq(1), faq(2, false), faq(3), faq(4), faq(5), faq(6), faq(7)],
    });
    renderDashboard();
    const plans = await screen.findByRole("region", { name: "Active pricing plans" });
    await within(plans).findByText("+2 more plans");
    expect(
      within(plans)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Subscription21 TND · outside Tunis 11 TND",
      "Flexible Credits22 TND · outside Tunis 12 TND",
      "Flexible Credits24 TND · outside Tunis 14 TND",
    ]);
    const faqs = screen.getByRole("region", { name: "Active FAQs" });
    expect(
      within(faqs)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Question 1?EN · Prices", "Question 3?AR", "Question 4?EN", "Question 5?EN"]);
    expect(within(faqs).getByText("+2 more FAQs")).toBeInTheDocument();
  });

  it("links a tile to every back-office page and shows who is signed in", async () => {
    stubDashboardApi({
      "/api/auth/user": { ...LEILA, email: "", claims: { email: "", name: "Leila" } },
      "/api/admin/pricing": [],
      "/api/admin/faqs": [],
    });
    renderDashboard();
    expect(await screen.findByTestId("signed-in-as")).toHaveTextContent("Leila");
    for (const name of ["Sessions", "Pricing", "FAQs", "Session requests", "Newsletter", "SEO", "Outbox", "Leads"]) {
      expect(within(screen.getByRole("main")).getByRole("link", { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.queryByText(/more plans/)).toBeNull();
  });

  it("says how this week compares with the previous one, and charts 12 weeks with the numbers as a table", async () => {
    const weekly = Array.from({ length: 12 }, (_, i) => ({
      weekStart: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString(),
      leads: i,
      confirmations: 12 - i,
    }));
    const answer: DashboardAnswer = {
      since: "2026-11-16T12:00:00.000Z",
      leads: {
        thisWeek: { learner: 3, teacher: 1, cafe_owner: 0, contact: 1 },
        previousWeek: { learner: 1, teacher: 0, cafe_owner: 0, contact: 1 },
        waiting: 2,
      },
      requests: { pending: 4, thisWeek: 6, previousWeek: 2 },
      seats: { sessions: 3, filled: 9, capacity: 18, previousWeekFilled: 7 },
      subscribers: { confirmed: 120, thisWeek: 5, previousWeek: 8 },
      failedEmails: { total: 4, thisWeek: 1, previousWeek: 0 },
      cancelledByPeople: {
        thisWeek: 3,
        latest: [
          {
            requestId: 9,
            name: "Omar",
            sessionId: 1,
            sessionTitle: "Brunch English",
            cancelledAt: "2026-11-26T18:00:00.000Z",
          },
        ],
      },
      weekly,
    };
    stubDashboardApi({ "/api/admin/pricing": [], "/api/admin/faqs": [], "/api/admin/dashboard": answer });
    renderDashboard();
    const leads = await screen.findByRole("region", { name: "New leads" });
    expect(leads).toHaveTextContent("5+3 on the previous week (2)");
    expect(leads).toHaveTextContent("Learner: 3");
    // Leads nobody answered in 24 hours link to the Leads page showing them.
    expect(within(leads).getByRole("link", { name: "2 waiting over 24 hours" })).toHaveAttribute(
      "href",
      "/admin/leads?status=new&age=24h",
    );
    expect(screen.getByRole("region", { name: "Pending requests" })).toHaveTextContent(
      "46 received this week+4 on the previous week (2)",
    );
    expect(screen.getByRole("region", { name: "Seats filled, next 7 days" })).toHaveTextContent(
      "9 / 1850% of 3 sessions7 filled in the past 7 days",
    );
    expect(screen.getByRole("region", { name: "Confirmed subscribers" })).toHaveTextContent(
      "-3 on the previous week (8)",
    );
    expect(screen.getByRole("region", { name: "Emails failed" })).toHaveTextContent("1+1 on the previous week (0)");

    const table = screen.getByRole("table", { name: "Leads and newsletter confirmations per week, oldest first" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(13);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0", "12"]);
    expect(within(rows[12]!).getAllByRole("rowheader")[0]).toHaveTextContent("23 Nov");
    expect(screen.getByTestId("weekly-chart").querySelectorAll("rect")).toHaveLength(24);
    // The spots people cancelled themselves: the team sees each, and goes to its session's requests.
    const cancelled = screen.getByRole("region", { name: "Cancelled by people (last 7 days)" });
    expect(cancelled).toHaveTextContent("Cancelled by people (last 7 days): 3");
    expect(within(cancelled).getByRole("link", { name: "Omar · Brunch English" })).toHaveAttribute(
      "href",
      "/admin/requests?sessionId=1&status=cancelled",
    );
  });
});
