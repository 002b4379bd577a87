import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import type { PublicSession } from "../schema/api.ts";
import { tunisLocal } from "../schema/occurrences.ts";
import { localTarget } from "../scripts/lib/local-db.ts";
import { run } from "../scripts/lib/run.ts";
import { test as it } from "./fixtures.ts";
import { gotoPage, PHONE, waitForHydration } from "./helpers.ts";

const baseUrl = inject("baseUrl");
const stateDir = inject("stateDir");

/** A phone whose visitor chose this language before. */
async function visitorPage(
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  locale: "en" | "ar",
): Promise<Page> {
  const context = await newContext(PHONE);
  await context.addInitScript((l) => localStorage.setItem("locale", l), locale);
  return context.newPage();
}

/** Rows of the email outbox, read from the served local D1 with wrangler, as an operator would. */
function outbox(recipient: string): { kind: string; locale: string; subject: string; text: string }[] {
  const sql = `SELECT kind, locale, subject, text FROM email_outbox WHERE recipient = '${recipient.replaceAll("'", "''")}' ORDER BY id`;
  const output = run("wrangler", ["d1", "execute", "DB", ...localTarget(stateDir), "--command", sql, "--json"], {
    quiet: true,
  });
  return (JSON.parse(output) as [{ results: ReturnType<typeof outbox> }])[0].results;
}

async function publicSessions(): Promise<PublicSession[]> {
  return (await fetch(`${baseUrl}/api/sessions`)).json() as Promise<PublicSession[]>;
}

const spotsLeft = async (page: Page, title: string) =>
  Number(await page.getByRole("article", { name: title }).getByTestId("spots-left").textContent());

interface Journey {
  locale: "en" | "ar";
  sessionTitle: string;
  requester: { name: string; email: string };
  texts: {
    requestSpot: string;
    name: string;
    email: string;
    phone: string;
    level: string;
    levelChoice: string;
    submitted: string;
    submittedText: string;
    close: string;
  };
  approvalSubject: string;
}

const journeys: Journey[] = [
  {
    locale: "en",
    sessionTitle: "English small talk at Café Lino",
    requester: { name: "Selma Haddad", email: "selma.e2e@example.tn" },
    texts: {
      requestSpot: "Request a Spot",
      name: "Name",
      email: "Email",
      phone: "Phone (optional)",
      level: "Your level",
      levelChoice: "intermediate",
      submitted: "Request Submitted!",
      submittedText: "We'll contact you soon to confirm your spot.",
      close: "Close",
    },
    approvalSubject: "Your spot is confirmed: English small talk at Café Lino",
  },
  {
    locale: "ar",
    sessionTitle: "Deutsch am Abend",
    requester: { name: "سلمى الحداد", email: "salma.e2e@example.tn" },
    texts: {
      requestSpot: "اطلب مكانًا",
      name: "الاسم",
      email: "البريد الإلكتروني",
      phone: "الهاتف (اختياري)",
      level: "مستواك",
      levelChoice: "beginner",
      submitted: "تم إرسال الطلب!",
      submittedText: "سنتواصل معك قريبًا لتأكيد مكانك.",
      close: "إغلاق",
    },
    approvalSubject: "تم تأكيد مكانك: Deutsch am Abend",
  },
];

describe("the sessions in the reader's language", () => {
  // The seed writes its first session in every language and the others in English only.
  it("shows the Arabic title and description where written, the English otherwise, and the city's Arabic name", async ({
    newContext,
  }) => {
    const visitor = await visitorPage(newContext, "ar");
    await gotoPage(visitor, baseUrl);
    const translated = visitor.getByRole("article", { name: "دردشة بالإنجليزية في مقهى لينو" });
    await translated.getByText("محادثة هادئة عن السفر والعمل والحياة اليومية.").waitFor();
    await translated.getByText("تونس", { exact: true }).waitFor();
    const englishOnly = visitor.getByRole("article", { name: "Deutsch am Abend" });
    await englishOnly.getByText("German conversation for all levels.").waitFor();
    await englishOnly.getByText("صفاقس", { exact: true }).waitFor();
    // Its flag is the sprite's drawing, not an emoji: drawn the same on this Linux as anywhere.
    const flag = englishOnly.locator("svg[data-flag] > use");
    expect(await flag.getAttribute("href")).toMatch(/^\/assets\/icons-\w+\.svg#flag-DE$/);
    await expect.poll(() => flag.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);
  });
});

describe.each(journeys)("a spot request in $locale", (journey) => {
  it("is requested by a visitor, approved by the admin, emailed, and takes one spot off the card", async ({
    newContext,
    admin,
  }) => {
    const visitor = await visitorPage(newContext, journey.locale);
    await gotoPage(visitor, baseUrl);
    const card = visitor.getByRole("article", { name: journey.sessionTitle });
    await card.getByTestId("spots-left").waitFor();
    const before = await spotsLeft(visitor, journey.sessionTitle);
    expect(before).toBeGreaterThan(0);

    await card.getByRole("button", { name: journey.texts.requestSpot }).click();
    const dialog = visitor.getByRole("dialog");
    await dialog.getByText(journey.sessionTitle).waitFor();
    // An empty submit shows the required-field errors first.
    await dialog.getByRole("button", { name: journey.texts.requestSpot }).click();
    await dialog.getByRole("alert").first().waitFor();
    await dialog.getByLabel(journey.texts.name).fill(journey.requester.name);
    await dialog.getByLabel(journey.texts.email).fill(journey.requester.email);
    await dialog.getByLabel(journey.texts.phone).fill("+216 20 123 456");
    await dialog.getByLabel(journey.texts.level).selectOption(journey.texts.levelChoice);
    await dialog.getByRole("button", { name: journey.texts.requestSpot }).click();
    // docs/product-rules.md#states: a modal says so, with a close button, until the visitor closes it.
    const confirmation = visitor.getByRole("dialog", { name: journey.texts.submitted });
    await confirmation.getByText(journey.texts.submittedText).waitFor();
    expect(await visitor.getByRole("dialog").count()).toBe(1); // the form's dialog has closed
    await confirmation.getByRole("button", { name: journey.texts.close }).last().click();
    await visitor.getByRole("dialog").waitFor({ state: "detached" });
    expect(await visitor.evaluate(() => document.activeElement?.textContent)).toBe(journey.texts.requestSpot);

    // Asking again is answered as the first time (the answer tells no one who asked), stores no
    // second request, and the address's owner is told by email that their request is already in.
    await card.getByRole("button", { name: journey.texts.requestSpot }).click();
    await dialog.getByLabel(journey.texts.name).fill(journey.requester.name);
    await dialog.getByLabel(journey.texts.email).fill(journey.requester.email);
    await dialog.getByLabel(journey.texts.level).selectOption(journey.texts.levelChoice);
    await dialog.getByRole("button", { name: journey.texts.requestSpot }).click();
    await confirmation.getByText(journey.texts.submittedText).waitFor();
    await confirmation.getByRole("button", { name: journey.texts.close }).last().click();
    await visitor.getByRole("dialog").waitFor({ state: "detached" });
    expect(outbox(journey.requester.email).map((e) => [e.kind, e.locale])).toEqual([
      ["session_request_received", journey.locale],
      ["session_request_repeated", journey.locale],
    ]);

    const office = await admin.newPage();
    await gotoPage(office, `${baseUrl}/admin/requests`);
    await office.getByRole("button", { name: `View ${journey.requester.name}` }).click();
    const detail = office.getByRole("dialog");
    await detail.getByText(journey.requester.email).waitFor();
    await detail.getByLabel("Status").selectOption("approved");
    await detail.getByRole("button", { name: "Save" }).click();
    await office.getByText("Request updated successfully").waitFor();
    const row = office.getByRole("row").filter({ hasText: journey.requester.email });
    await row.getByText("Approved").waitFor();

    const approval = outbox(journey.requester.email).find((e) => e.kind === "session_request_approved");
    expect(approval).toMatchObject({ locale: journey.locale, subject: journey.approvalSubject });
    // The learner's own calendar link, which answers the event while the request lives.
    const link = /https?:\/\/\S+\/api\/session-requests\/[0-9a-f]{40}\.[a-z2-7]{32}\/calendar\.ics/.exec(
      approval!.text,
    )![0];
    const calendar = await fetch(link);
    expect(calendar.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await calendar.text()).toContain(`SUMMARY:${journey.sessionTitle}`);

    await visitor.reload();
    await waitForHydration(visitor);
    await expect.poll(() => spotsLeft(visitor, journey.sessionTitle)).toBe(before - 1);
    await office.close();
  });
});

describe("session management", () => {
  it("an admin creates, edits, publishes, unpublishes and deletes a session", async ({ admin, newContext }) => {
    const office = await admin.newPage();
    await gotoPage(office, `${baseUrl}/admin/sessions`);
    await office.getByRole("button", { name: "New session" }).click();
    const form = office.getByRole("dialog");
    await form.getByRole("button", { name: "Create session" }).click();
    await form.getByText("Title is required").waitFor();
    await form.getByText("Choose the date and time of the first session").waitFor();

    await form.getByLabel("Title", { exact: true }).fill("Italiano al caffè");
    await form.getByLabel("Language").selectOption("Italian");
    await form.getByLabel("Level").selectOption("Beginner");
    await form.getByLabel("Max participants").fill("13");
    await form.getByRole("button", { name: "Create session" }).click();
    await form.getByText("Max participants must be between 2 and 12").waitFor();
    await form.getByLabel("Max participants").fill("5");
    await form.getByLabel("City").selectOption("Hammamet");
    await form.getByLabel("Title (العربية)").fill("الإيطالية في المقهى");
    // A one-off evening two weeks ahead, on Tunis's clock.
    await form
      .getByLabel("First session")
      .fill(`${tunisLocal(new Date(Date.now() + 14 * 86_400_000)).slice(0, 10)}T18:00`);
    await form.getByLabel("Duration (minutes)").fill("75");
    await form.getByRole("button", { name: "Create session" }).click();
    await office.getByText("Language session created successfully").waitFor();

    const row = () => office.getByRole("row").filter({ hasText: "Italiano" });
    await row().getByText("Draft").waitFor();
    await expect.poll(() => row().textContent()).toContain("0 / 5");
    expect((await publicSessions()).map((s) => s.title)).not.toContain("Italiano al caffè");

    await row().getByRole("button", { name: "Edit Italiano al caffè" }).click();
    await office.getByRole("dialog").getByLabel("Title", { exact: true }).fill("Italiano al caffè — sera");
    await office.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await office.getByText("Language session updated successfully").waitFor();
    await row().getByText("Italiano al caffè — sera").waitFor();

    await row().getByRole("button", { name: "Draft" }).click();
    await row().getByRole("button", { name: "Published" }).waitFor();
    const published = (await publicSessions()).find((s) => s.title === "Italiano al caffè — sera");
    expect(published).toMatchObject({
      titleFr: null,
      titleAr: "الإيطالية في المقهى",
      language: "Italian",
      city: "Hammamet",
      maxParticipants: 5,
      spotsLeft: 5,
      durationMinutes: 75,
    });

    const visitor = await visitorPage(newContext, "en");
    await gotoPage(visitor, baseUrl);
    const card = visitor.getByRole("article", { name: "Italiano al caffè — sera" });
    await card.getByText("Italian", { exact: true }).waitFor();
    await expect.poll(() => card.getByTestId("duration").textContent()).toBe("75 min");

    await row().getByRole("button", { name: "Published" }).click();
    await row().getByRole("button", { name: "Draft" }).waitFor();
    expect((await publicSessions()).map((s) => s.title)).not.toContain("Italiano al caffè — sera");

    await row().getByRole("button", { name: "Delete Italiano al caffè — sera" }).click();
    await office.getByRole("alertdialog").getByText("Are you sure you want to delete this session?").waitFor();
    await office.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await office.getByText("Language session deleted successfully").waitFor();
    await row().waitFor({ state: "detached" });
    await office.close();
  });

  it("refuses to delete a session that has requests, saying why", async ({ admin }) => {
    const office = await admin.newPage();
    await gotoPage(office, `${baseUrl}/admin/sessions`);
    const row = office.getByRole("row").filter({ hasText: "Français pour débutants" });
    await row.getByRole("button", { name: "Delete Français pour débutants" }).click();
    await office.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await office.getByText(/409: This session has \d+ spot requests and cannot be deleted/).waitFor();
    await row.waitFor();
    await office.close();
  });
});
