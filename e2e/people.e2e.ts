/**
 * Issue 20, point 1: the People page answers a request to see or erase one's data. A person who
 * used every form is found, exported as JSON and CSV, and erased; afterwards nothing the API
 * answers names them, and the outbox shows their emails cancelled or anonymised.
 */
import { buffer } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import type { PersonData, PublicSession } from "../schema/api.ts";
import { seriousViolations } from "./axe.ts";
import { test } from "./fixtures.ts";
import { apiFromPage, baseUrl, gotoPage, PHONE } from "./helpers.ts";

/** A lead, a spot request and a newsletter sign-up, through the public API as the forms send them. */
async function personEverywhere(page: Page, name: string, email: string) {
  const [session] = await apiFromPage<PublicSession[]>(page, "/api/sessions");
  await apiFromPage(page, "/api/leads", {
    method: "POST",
    body: {
      userType: "learner",
      name,
      email,
      city: "Sfax",
      languages: ["English"],
      level: "intermediate",
      contactMethod: "whatsapp",
      whatsappNumber: "+216 22 345 678",
      locale: "fr",
    },
  });
  await apiFromPage(page, "/api/session-requests", {
    method: "POST",
    body: { sessionId: session!.id, name, email, level: "beginner", locale: "fr" },
  });
  await apiFromPage(page, "/api/newsletter", { method: "POST", body: { email, name, locale: "fr" } });
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: file.suggestedFilename(), text: (await buffer(await file.createReadStream())).toString("utf8") };
}

/** Searches the People page: part of a name, an address or a phone number, or a whole address. */
async function find(page: Page, typed: string) {
  await page.getByLabel("Name, email address or phone").fill(typed);
  await page.getByRole("button", { name: "Find" }).click();
}

describe("the People page", () => {
  test("finds a person everywhere, exports them as JSON and CSV, and erases them", async ({ adminPage }) => {
    const stamp = Date.now();
    const email = `people-${stamp}@example.tn`;
    // Other files' people are called Amira Ben Salah too: this one is told apart.
    const name = `Amira Ben Salah ${stamp.toString(36)}`;
    await gotoPage(adminPage, `${baseUrl()}/admin/people`);
    await personEverywhere(adminPage, name, email);

    // Found by the end of the name, then by the number written otherwise than it was typed.
    await find(adminPage, `Ben Salah ${stamp.toString(36)}`);
    const found = adminPage.getByRole("region", { name: /^1 person found for/ });
    await found.getByText("1 lead · 1 spot request · Newsletter: Pending").waitFor();
    await find(adminPage, "21622345678");
    await adminPage.getByRole("link", { name }).click();
    await adminPage.getByRole("heading", { name: `7 records stored for ${email}` }).waitFor();
    expect(new URL(adminPage.url()).searchParams.get("email")).toBe(email);
    // A whole address opens the person at once, whatever its case.
    await find(adminPage, email.toUpperCase());
    await adminPage.getByRole("heading", { name: `7 records stored for ${email}` }).waitFor();
    for (const section of ["Leads (1)", "Spot requests (1)", "Newsletter (1)", "Emails (4)"]) {
      await adminPage.getByRole("region", { name: section }).waitFor();
    }
    expect(await seriousViolations(adminPage)).toEqual([]);

    const json = await download(adminPage, "Export JSON");
    expect(json.name).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(json.text) as PersonData;
    expect(exported.leads[0]).toMatchObject({ name, email, whatsappNumber: "+216 22 345 678" });
    expect(exported.newsletter[0]).toMatchObject({ email, consentSource: "landing_newsletter_form" });
    expect(exported.emails).toHaveLength(4);
    const csv = await download(adminPage, "Export CSV");
    expect(csv.name).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.split("\r\n")[0]).toBe('\uFEFF"Data","Record","Field","Value"');
    expect(csv.text).toContain(`"Spot requests","1","Email","${email}"`);

    await adminPage.getByRole("button", { name: "Erase" }).click();
    const dialog = adminPage.getByRole("alertdialog", { name: `Erase everything stored about ${email}?` });
    await dialog
      .getByText("1 lead, 1 spot request, 1 newsletter subscription with its consent record and 4 emails")
      .waitFor();
    expect(await seriousViolations(adminPage)).toEqual([]);
    await dialog.getByRole("button", { name: "Erase" }).click();
    await adminPage.getByRole("status").getByText(`Erased for ${email}:`).waitFor();
    await adminPage.getByRole("heading", { name: `Nothing is stored for ${email}` }).waitFor();

    // The outbox no longer names them; their emails keep kind, date and status.
    const outbox = await apiFromPage<{ items: { recipient: string; subject: string }[] }>(
      adminPage,
      "/api/admin/outbox?pageSize=100",
    );
    expect(JSON.stringify(outbox)).not.toContain(email);
    expect(JSON.stringify(outbox)).not.toContain(name);
    const leads = await apiFromPage<{ items: { name: string }[] }>(adminPage, `/api/admin/leads?q=${email}`);
    expect(leads.items).toEqual([]);
  });

  test("fits a phone's width", async ({ admin }) => {
    const page = await admin.newPage();
    await page.setViewportSize(PHONE.viewport!);
    await gotoPage(page, `${baseUrl()}/admin/people`);
    // Unique: another file signs in with nobody@example.tn, and its failed sign-in is data too.
    const email = `nobody-${Date.now()}@example.tn`;
    await find(page, email);
    await page.getByRole("heading", { name: `Nothing is stored for ${email}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
