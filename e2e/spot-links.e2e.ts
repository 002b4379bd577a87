/**
 * A spot run from the links in people's emails, on a phone, in English and in Arabic: the
 * approved learner cancels from the link in their approval email; the cron offers the freed seat
 * to the first in line, who claims it from the link in the offer; the next one's page, from the
 * link in their acknowledgement, says where they stand. Each page is checked with axe.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type { LanguageSession } from "../schema/api.ts";
import type { Locale } from "../schema/constants.ts";
import { spotTexts } from "../worker/spots/messages.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { test as it } from "./fixtures.ts";
import { apiFromPage, capturedEmail, gotoPage, nextWeekday, PHONE, seededCafeId } from "./helpers.ts";

const baseUrl = inject("baseUrl");
/** A folder to keep the pages' screenshots in, for a person to look at (as EMAIL_SHOTS does). */
const SHOTS = process.env.SPOT_SHOTS;

/** The person's own link in an email's text part. */
function spotLinkIn(text: string): string {
  const link = /https?:\/\/\S+?(\/spot\/[0-9a-f]{40}\.[a-z2-7]{32})/.exec(text);
  if (!link) throw new Error(`no spot link in:\n${text}`);
  return `${baseUrl}${link[1]}`;
}

/** The cron's minute, now: `wrangler dev --test-scheduled` runs the scheduled handler on this path. */
async function runCron() {
  const res = await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}`);
  expect(res.ok).toBe(true);
}

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/spot-${name}.png`, fullPage: true });
}

describe.each(["en", "ar"] as const)("a spot run from the emails' links, in %s", (locale: Locale) => {
  const t = spotTexts[locale];
  const person = (name: string) => `${name}.spot.${locale}@example.tn`;

  it("cancel from the approval, claim from the offer, a place in line from the acknowledgement", async ({
    adminPage,
    newPage,
  }) => {
    await gotoPage(adminPage, `${baseUrl}/admin`);
    const session = await apiFromPage<LanguageSession>(adminPage, "/api/admin/sessions", {
      method: "POST",
      body: {
        title: `Spot links ${locale}`,
        language: "English",
        level: "Beginner",
        city: "Tunis",
        cafeId: seededCafeId("Café Lino"),
        startsAt: nextWeekday(3, "18:30"),
        repeat: "weekly",
        repeatDays: ["WE"],
        maxParticipants: 2,
        isPublished: true,
      },
    });
    const ask = (name: string) =>
      apiFromPage(adminPage, "/api/session-requests", {
        method: "POST",
        body: { sessionId: session.id, name, email: person(name), level: "beginner", locale },
      });
    // Two seats, both approved: Amel and Dali.
    for (const name of ["amel", "dali"]) await ask(name);
    const { items: seated } = await apiFromPage<{ items: { id: number }[] }>(
      adminPage,
      `/api/admin/session-requests?sessionId=${session.id}`,
    );
    for (const { id } of seated) {
      await apiFromPage(adminPage, `/api/admin/session-requests/${id}`, {
        method: "PATCH",
        body: { status: "approved" },
      });
    }
    await ask("bilel");
    await ask("cyrine");

    // Amel can't come: she opens her approval email's link on her phone and cancels.
    const phone = await newPage(PHONE);
    const approval = await capturedEmail(adminPage, person("amel"), "session_request_approved");
    await phone.goto(spotLinkIn(approval.text));
    await expect.poll(() => phone.locator("html").getAttribute("dir")).toBe(locale === "ar" ? "rtl" : "ltr");
    await expect.poll(() => phone.getByText(t.status.approved).isVisible()).toBe(true);
    await look(phone, `${locale}-approved`);
    await phone.getByRole("link", { name: t.cancel }).click();
    await look(phone, `${locale}-confirm-cancel`);
    await phone.getByRole("button", { name: t.confirmYes }).click();
    await expect.poll(() => phone.getByRole("status").textContent()).toBe(t.outcome.cancelled);
    await expect.poll(() => phone.getByText(t.status.cancelledByPerson).isVisible()).toBe(true);
    await look(phone, `${locale}-cancelled`);

    // The cron offers the freed seat to Bilel, first in line; he claims it from the offer's link.
    await runCron();
    const offer = await capturedEmail(adminPage, person("bilel"), "seat_offer");
    await phone.goto(spotLinkIn(offer.text));
    await look(phone, `${locale}-offer`);
    await phone.getByRole("button", { name: t.claim }).click();
    await expect.poll(() => phone.getByRole("status").textContent()).toBe(t.outcome.claimed);
    await expect.poll(() => phone.getByText(t.status.approved).isVisible()).toBe(true);
    await capturedEmail(adminPage, person("bilel"), "session_request_approved");

    // Cyrine, who asked last, is now first in line: her acknowledgement's link says so.
    const received = await capturedEmail(adminPage, person("cyrine"), "session_request_received");
    await phone.goto(spotLinkIn(received.text));
    await expect.poll(() => phone.getByText(t.status.waitlisted.replace("{place}", "1")).isVisible()).toBe(true);
    await look(phone, `${locale}-waitlisted`);
  });
});
