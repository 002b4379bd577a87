import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type {
  LanguageSession,
  Page as ListPage,
  OutboxItem,
  SessionRequestCreated,
  SessionRequestRow,
} from "../schema/api.ts";
import { seriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, gotoPage, nextWeekday, PHONE, seededCafeId } from "./helpers.ts";

const baseUrl = inject("baseUrl");

/** Every list of the back office, and a button each row (or the page) must show on a phone. */
const LISTS: [path: string, heading: string, rowAction: RegExp][] = [
  ["/admin/sessions", "Sessions", /^Edit /],
  ["/admin/requests", "Session requests", /^View /],
  ["/admin/newsletter", "Newsletter", /^Export CSV$/],
  ["/admin/outbox", "Outbox", /^View /],
  ["/admin/leads", "Leads", /^Export CSV$/],
];

/** How far the page scrolls sideways: 0 when everything fits the screen's width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A published session of `capacity` seats whose freed seats an admin offers (automatic offers off),
 * with requests from the public form; answers their ids and statuses.
 */
async function sessionWithRequests(page: Page, title: string, capacity: number, people: string[]) {
  const session = await apiFromPage<LanguageSession>(page, "/api/admin/sessions", {
    method: "POST",
    body: {
      title,
      language: "English",
      level: "Beginner",
      city: "Tunis",
      cafeId: seededCafeId("Café Lino"),
      startsAt: nextWeekday(6, "10:00"),
      repeat: "weekly",
      repeatDays: ["SA"],
      maxParticipants: capacity,
      isPublished: true,
      autoOffer: false,
    },
  });
  for (const name of people) {
    await apiFromPage<SessionRequestCreated>(page, "/api/session-requests", {
      method: "POST",
      body: { sessionId: session.id, name, email: `${name.toLowerCase()}@example.tn`, level: "beginner", locale: "fr" },
    });
  }
  // The public answer names no request (a repeat is answered alike): the back office does.
  const { items } = await apiFromPage<ListPage<SessionRequestRow>>(
    page,
    `/api/admin/session-requests?sessionId=${session.id}&sort=createdAt&order=asc`,
  );
  return { session, requests: items };
}

describe("the back office's navigation", () => {
  it("links every page from every page, marks the current one, and counts what waits", async ({ admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/sessions`);
    await sessionWithRequests(page, "Navigation check", 4, ["Navbadge"]);
    await page.reload();
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect.poll(() => nav.getByRole("link", { name: "Sessions" }).getAttribute("aria-current")).toBe("page");
    // Other tests add requests meanwhile: the number is whatever the Worker counts, at least this one.
    await nav.getByRole("link", { name: /^Session requests\s*: \d+ pending requests?$/ }).waitFor();

    // From one page to another without the dashboard.
    await nav.getByRole("link", { name: "Leads" }).click();
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    expect(await nav.getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Sessions" }).getAttribute("aria-current")).toBeNull();
    await page.close();
  });

  it("is a menu on a phone, opened and used with the keyboard", async ({ admin, newContext }) => {
    const context = await newContext({ ...PHONE, storageState: await admin.storageState() });
    const page = await context.newPage();
    await gotoPage(page, `${baseUrl}/admin`);
    const nav = page.getByRole("navigation", { name: "Back office" });
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await nav.isVisible()).toBe(false);

    const menu = page.getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await nav.waitFor();
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    await nav.getByRole("link", { name: "Outbox" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Outbox" }).waitFor();
    // Choosing a page closes the menu.
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
  });

  it("lets a keyboard user skip the navigation to the page's content", async ({ admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/leads`);
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    // The frame shown while the gate asks who is signed in has the same heading; the signed-in
    // frame replaces it (focus with it), and only that one has "Log out".
    await page.getByRole("link", { name: "Log out" }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("button", { name: "Skip to content" });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("admin-main");
    await page.close();
  });
});

describe("every admin list on a 390 px phone", () => {
  it.for(LISTS)(
    "%s shows its rows and actions without sideways scrolling",
    async ([path, heading, action], { admin, newContext }) => {
      const context = await newContext({ ...PHONE, storageState: await admin.storageState() });
      const page = await context.newPage();
      await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      const button = page.getByRole("button", { name: action }).first();
      await button.waitFor();
      expect(await sidewaysOverflow(page)).toBe(0);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe("the dashboard on a 390 px phone", () => {
  it("fits the screen, its chart's numbers still a table for screen readers", async ({ admin, newContext }) => {
    const context = await newContext({ ...PHONE, storageState: await admin.storageState() });
    const page = await context.newPage();
    await gotoPage(page, `${baseUrl}/admin`, { waitUntil: "networkidle" });
    await page.getByTestId("weekly-chart").waitFor();
    // The hidden table once made the page 470 px wide.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const numbers = page.getByRole("table", { name: "Leads and newsletter confirmations per week, oldest first" });
    expect(await numbers.getByRole("row").count()).toBe(13);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("lists at 1280 px", () => {
  it.for(LISTS)("%s: every table fits without scrolling sideways", async ([path, heading], { admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    // Each table sits in a wrapper that would scroll it sideways if it were too wide.
    const overflows = await page
      .getByRole("table")
      .evaluateAll((tables) =>
        tables.map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
      );
    expect(overflows).toEqual(overflows.map(() => 0));
    await page.close();
  });

  it("the leads table fits the screen, its date column included", async ({ admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/leads`, { waitUntil: "networkidle" });
    const table = page.getByRole("table", { name: "Leads" });
    await table.waitFor();
    const date = table.getByRole("columnheader", { name: "Date" });
    const box = (await date.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.close();
  });

  it("sorts on the Worker from a column header", async ({ admin }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin/sessions`, { waitUntil: "networkidle" });
    const table = page.getByRole("table", { name: "Sessions" });
    const title = table.getByRole("columnheader", { name: "Title" });
    await title.getByRole("button").click();
    await expect.poll(() => title.getAttribute("aria-sort")).toBe("ascending");
    const sorted = await apiFromPage<ListPage<LanguageSession>>(page, "/api/admin/sessions?sort=title&order=asc");
    await expect.poll(() => table.locator("tbody tr td").first().textContent()).toBe(sorted.items[0]!.title);
    await page.close();
  });
});

describe("seats and the waitlist", () => {
  it("a cancelled seat is offered to the next person in line, named before, who gets the approval email", async ({
    admin,
  }) => {
    const page = await admin.newPage();
    await gotoPage(page, `${baseUrl}/admin`);
    const { session, requests } = await sessionWithRequests(page, "Waitlist brunch", 2, ["Aya", "Badis", "Chaima"]);
    expect(requests.map((r) => r.status)).toEqual(["pending", "pending", "pending"]);
    for (const request of requests.slice(0, 2))
      await apiFromPage(page, `/api/admin/session-requests/${request.id}`, {
        method: "PATCH",
        body: { status: "approved" },
      });
    await apiFromPage(page, `/api/admin/session-requests/${requests[2]!.id}`, {
      method: "PATCH",
      body: { status: "waitlisted" },
    });
    // A seat frees: Aya cancels.
    await apiFromPage(page, `/api/admin/session-requests/${requests[0]!.id}`, {
      method: "PATCH",
      body: { status: "cancelled" },
    });

    // The requests page, opened from the session's row, shows the seat and offers it.
    await gotoPage(page, `${baseUrl}/admin/sessions`);
    await page.getByRole("link", { name: `0 pending: requests for ${session.title}` }).click();
    await page.getByRole("heading", { level: 1, name: "Session requests" }).waitFor();
    expect(new URL(page.url()).searchParams.get("sessionId")).toBe(String(session.id));
    const rows = page.getByRole("table", { name: "Session requests" }).locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    await rows.first().getByText("Waitlist brunch").waitFor();
    // Once for the session, though three of its rows are listed; it says whom it seats before it does.
    const offer = page.getByRole("button", { name: `Offer free seat to the next on the waitlist of ${session.title}` });
    await offer.waitFor(); // strict: more than one would fail here
    expect(await offer.count()).toBe(1);
    await offer.click();
    const confirm = page.getByRole("alertdialog", { name: "Offer the free seat to Chaima (1st on the waitlist)?" });
    await confirm.getByRole("button", { name: "Offer seat" }).click();
    await page.getByText("Seat offered to Chaima").waitFor();
    await rows.filter({ hasText: "chaima@example.tn" }).getByText("Approved").waitFor();

    const kinds = async (to: string) =>
      (await apiFromPage<ListPage<OutboxItem>>(page, `/api/admin/outbox?q=${encodeURIComponent(to)}`)).items.map(
        (e) => [e.kind, e.locale],
      );
    expect(await kinds("aya@example.tn")).toContainEqual(["session_request_cancelled", "fr"]);
    expect(await kinds("chaima@example.tn")).toEqual(
      expect.arrayContaining([
        ["session_request_waitlisted", "fr"],
        ["session_request_approved", "fr"],
      ]),
    );
    await page.close();
  });
});
