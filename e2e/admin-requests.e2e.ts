import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type { LanguageSession, Page as ListPage, OutboxItem, SessionRequestRow } from "../schema/api.ts";
import { expectNoSeriousViolations, seriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, DESKTOP, gotoPage, nextWeekday, PHONE, seededCafeId } from "./helpers.ts";

const baseUrl = inject("baseUrl");

/** A published session of two seats and four pending requests from the public form, in French. */
async function twoSeatsFourRequests(page: Page) {
  const session = await apiFromPage<LanguageSession>(page, "/api/admin/sessions", {
    method: "POST",
    body: {
      title: "Decisions brunch",
      language: "English",
      level: "Beginner",
      city: "Tunis",
      cafeId: seededCafeId("Café Lino"),
      startsAt: nextWeekday(0, "11:00"),
      repeat: "weekly",
      repeatDays: ["SU"],
      maxParticipants: 2,
      isPublished: true,
    },
  });
  for (const name of ["Amel", "Bilel", "Cyrine", "Dali"]) {
    await apiFromPage(page, "/api/session-requests", {
      method: "POST",
      body: { sessionId: session.id, name, email: emailOf(name), level: "beginner", locale: "fr" },
    });
  }
  return session;
}

const emailOf = (name: string) => `${name.toLowerCase()}.decisions@example.tn`;

/** How far the page scrolls sideways, and how far the requests table's own box does. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('table[aria-label="Session requests"]')!.parentElement!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: wrapper.scrollWidth - wrapper.clientWidth,
    };
  });

const rowOf = (page: Page, name: string) =>
  page
    .getByRole("table", { name: "Session requests" })
    .locator("tbody tr")
    .filter({ hasText: emailOf(name) });

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  const text = await dialog.textContent();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  return text;
}

describe("deciding for requests from the list", () => {
  it("approves a row in one click and a confirmation, and decides for the selected rows, on a phone and a laptop", async ({
    admin,
    adminPage,
    newContext,
  }) => {
    await gotoPage(adminPage, `${baseUrl}/admin`);
    const session = await twoSeatsFourRequests(adminPage);
    const listUrl = `${baseUrl}/admin/requests?sessionId=${session.id}`;

    // A 390 px phone: every row a card, nothing wider than the screen.
    const phone = await (await newContext({ ...PHONE, storageState: await admin.storageState() })).newPage();
    await gotoPage(phone, listUrl, { waitUntil: "networkidle" });
    await rowOf(phone, "Amel").waitFor();
    expect(await overflow(phone)).toEqual({ page: 0, table: 0 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone)).toEqual([]);

    await rowOf(phone, "Amel").getByRole("button", { name: "Approve Amel" }).click();
    expect(await confirmIn(phone, "Approve Amel?", "Approve")).toContain(
      `Amel (${emailOf("Amel")}) gets the approval email, with the session's calendar file, in French.`,
    );
    await phone.getByText("Amel approved").waitFor();
    await rowOf(phone, "Amel").getByText("Approved", { exact: true }).waitFor();

    // Two selected for the one seat left: one approved, the other refused and named, with why.
    await phone.getByRole("checkbox", { name: "Select Bilel" }).check();
    await phone.getByRole("checkbox", { name: "Select Cyrine" }).check();
    await phone.getByRole("button", { name: "Approve 2 selected" }).click();
    expect(await confirmIn(phone, "Approve 2 requests?", "Approve 2")).toContain("2 emails will go");
    const refusal = phone.getByRole("alert").filter({ hasText: "refused" });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      "1 request approved; 1 refused, still selected:Cyrine: This session is full: all 2 spots are approved. Set the request to waitlisted instead.",
    );
    await rowOf(phone, "Bilel").getByText("Approved", { exact: true }).waitFor();
    expect(await rowOf(phone, "Cyrine").getByText("Pending", { exact: true }).count()).toBe(1);
    expect(await overflow(phone)).toEqual({ page: 0, table: 0 });
    // Polled: a toast fading in or out is caught mid-colour otherwise.
    await expectNoSeriousViolations(phone);

    // A 1280 px laptop: the table fits; a freed seat is approved inline, the rest waitlisted together.
    const laptop = await (await newContext({ ...DESKTOP, storageState: await admin.storageState() })).newPage();
    await gotoPage(laptop, listUrl, { waitUntil: "networkidle" });
    await rowOf(laptop, "Amel").waitFor();
    expect(await overflow(laptop)).toEqual({ page: 0, table: 0 });
    expect(await seriousViolations(laptop)).toEqual([]);

    await rowOf(laptop, "Cyrine").getByRole("button", { name: "Approve Cyrine" }).click();
    await confirmIn(laptop, "Approve Cyrine?", "Approve");
    // Refused inline too, the same way: the session is still full.
    await laptop.getByText("409: This session is full: all 2 spots are approved.", { exact: false }).waitFor();
    await rowOf(laptop, "Amel").getByRole("button", { name: "Cancel Amel" }).click();
    await confirmIn(laptop, "Cancel Amel?", "Cancel");
    await rowOf(laptop, "Amel").getByText("Cancelled", { exact: true }).waitFor();
    await rowOf(laptop, "Cyrine").getByRole("button", { name: "Approve Cyrine" }).click();
    await confirmIn(laptop, "Approve Cyrine?", "Approve");
    await rowOf(laptop, "Cyrine").getByText("Approved", { exact: true }).waitFor();

    // Every row of the page, then all but two: Bilel gives his seat up, Dali waits.
    const table = laptop.getByRole("table", { name: "Session requests" });
    await table.getByRole("checkbox", { name: "Select all on this page" }).check();
    await laptop.getByRole("region", { name: "Selected requests" }).getByText("4 selected:").waitFor();
    await laptop.getByRole("checkbox", { name: "Select Amel" }).uncheck();
    await laptop.getByRole("checkbox", { name: "Select Cyrine" }).uncheck();
    await laptop.getByRole("button", { name: "Waitlist 2 selected" }).click();
    expect(await confirmIn(laptop, "Waitlist 2 requests?", "Waitlist 2")).toContain("2 emails will go");
    await laptop.getByText("2 requests waitlisted").waitFor();
    await rowOf(laptop, "Dali").getByText("Waitlisted", { exact: true }).waitFor();
    await rowOf(laptop, "Bilel").getByText("Waitlisted", { exact: true }).waitFor();
    expect(await overflow(laptop)).toEqual({ page: 0, table: 0 });
    await expectNoSeriousViolations(laptop);

    const { items } = await apiFromPage<ListPage<SessionRequestRow>>(
      adminPage,
      `/api/admin/session-requests?sessionId=${session.id}&sort=name&order=asc`,
    );
    expect(items.map((r) => [r.name, r.status])).toEqual([
      ["Amel", "cancelled"],
      ["Bilel", "waitlisted"],
      ["Cyrine", "approved"],
      ["Dali", "waitlisted"],
    ]);
    // Each person was told each decision, in French; Cyrine nothing about the refusals.
    const kinds = async (name: string) =>
      (await apiFromPage<ListPage<OutboxItem>>(adminPage, `/api/admin/outbox?q=${emailOf(name)}`)).items
        .filter((email) => email.kind !== "session_request_received")
        .map((email) => [email.kind, email.locale])
        .sort();
    expect(await kinds("Amel")).toEqual([
      ["session_request_approved", "fr"],
      ["session_request_cancelled", "fr"],
    ]);
    expect(await kinds("Bilel")).toEqual([
      ["session_request_approved", "fr"],
      ["session_request_waitlisted", "fr"],
    ]);
    expect(await kinds("Cyrine")).toEqual([["session_request_approved", "fr"]]);
    expect(await kinds("Dali")).toEqual([["session_request_waitlisted", "fr"]]);
  });
});
