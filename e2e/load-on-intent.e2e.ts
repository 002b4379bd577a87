/**
 * Issue 21, point 6: a visitor who only reads the landing page downloads no form code; the
 * newsletter form's code comes when the form is first used, and nothing typed before it arrives
 * is lost. Issue 33: a call to action's form code comes on intent (a pointer over it, a press,
 * focus) or once a button below the first screen is in view, and a press shows at once.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { test as it } from "./fixtures.ts";
import { DESKTOP, gotoPage, PHONE } from "./helpers.ts";

const baseUrl = inject("baseUrl");

/** Chunks of form code and of the toaster, as Vite names them (`NewsletterSignup-1a2B3c4D.js`). */
const FORM_CODE = /\/assets\/(NewsletterSignup|inputs|zod|toaster)-[\w-]{8}\.js$/;
const SIGNUP_CHUNK = /\/assets\/NewsletterSignup-[\w-]{8}\.js$/;
const NEWSLETTER_ISLAND_CHUNK = /\/assets\/NewsletterIsland-[\w-]{8}\.js$/;
const LEAD_FORMS_CHUNK = /\/assets\/LeadFormDialogs-[\w-]{8}\.js$/;
const REQUEST_FORM_CHUNK = /\/assets\/SessionRequestDialog-[\w-]{8}\.js$/;
/** React itself (react, react-dom, scheduler), a chunk of its own (vite.config.ts). */
const REACT_CHUNK = /\/assets\/react-[\w-]{8}\.js$/;

/** Every script the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Waits until no request has started or finished for a second: what a reader would download, then stops. */
async function networkQuiet(page: Page) {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on("request", touch);
  page.on("requestfinished", touch);
  while (Date.now() - last < 1000) await page.waitForTimeout(200);
  page.off("request", touch);
  page.off("requestfinished", touch);
}

describe("the landing page's form code", () => {
  it("is not downloaded by a visitor who only reads, and comes with the first focus on the newsletter form", async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    const scripts = scriptsRequested(page);
    await gotoPage(page, `${baseUrl}/?lang=en`, { waitUntil: "networkidle" });
    await networkQuiet(page);
    expect(scripts.filter((path) => FORM_CODE.test(path))).toEqual([]);

    await page.locator("#newsletter").getByRole("textbox", { name: "Email" }).focus();
    await expect.poll(() => scripts.some((path) => SIGNUP_CHUNK.test(path))).toBe(true);
  });

  it("keeps what a visitor typed and submitted before it arrived, then sends it", async ({ newPage }) => {
    const page = await newPage(PHONE);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A slow network: the newsletter section's island and the form's code arrive only when the
    // test says so; until then React has not reached the form.
    await page.route(NEWSLETTER_ISLAND_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await page.route(SIGNUP_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await gotoPage(page, `${baseUrl}/?lang=en`);
    const block = page.locator("#newsletter");
    const email = block.getByRole("textbox", { name: "Email" });
    await email.fill("early.reader@example.tn");
    await block.getByRole("textbox", { name: "Name (optional)" }).fill("Early Reader");
    await email.press("Enter");

    // The browser did not submit the form itself (a page load that would lose it): it waits.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("?lang=en");
    await expect.poll(() => email.inputValue()).toBe("early.reader@example.tn");

    const sent = page.waitForRequest((request) => request.url().endsWith("/api/newsletter"));
    release();
    expect((await sent).postDataJSON()).toMatchObject({ email: "early.reader@example.tn", name: "Early Reader" });
    await block.getByText("Check Your Email!").waitFor();
  });

  it("still comes when the language changes before the form is used", async ({ newPage }) => {
    const page = await newPage(PHONE);
    await gotoPage(page, `${baseUrl}/?lang=en`);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    const block = page.locator("#newsletter");
    await block.getByRole("heading", { name: "ابقَ على اطّلاع" }).waitFor();
    await block.getByRole("textbox").first().fill("switched.reader@example.tn");
    await block.getByRole("button", { name: "اشترك" }).click();
    await block.getByText("تحقق من بريدك الإلكتروني!").waitFor();
  });
});

describe("a call to action's form code", () => {
  it("comes when a pointer is over the hero's button, before any press", async ({ newPage }) => {
    const page = await newPage(DESKTOP);
    const scripts = scriptsRequested(page);
    await gotoPage(page, `${baseUrl}/?lang=en`, { waitUntil: "networkidle" });
    await networkQuiet(page);
    expect(scripts.filter((path) => LEAD_FORMS_CHUNK.test(path))).toEqual([]);

    await page.locator("#hero").getByRole("button", { name: "Start for free" }).hover();
    await expect.poll(() => scripts.some((path) => LEAD_FORMS_CHUNK.test(path))).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("comes once a button of the pricing or the schedule has stayed in view a moment", async ({ newPage }) => {
    const page = await newPage(PHONE);
    const scripts = scriptsRequested(page);
    await gotoPage(page, `${baseUrl}/?lang=en`, { waitUntil: "networkidle" });
    await networkQuiet(page);
    expect(scripts.filter((path) => LEAD_FORMS_CHUNK.test(path) || REQUEST_FORM_CHUNK.test(path))).toEqual([]);

    await page.locator("#pricing").getByRole("button", { name: "Claim my free session" }).scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((path) => LEAD_FORMS_CHUNK.test(path))).toBe(true);
    await page.locator("#upcoming-lessons").getByRole("button").first().scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((path) => REQUEST_FORM_CHUNK.test(path))).toBe(true);
  });

  it("has React already fetched, once the page is idle, so a first tap does not wait for it (issue 37)", async ({
    newPage,
  }) => {
    const page = await newPage(PHONE);
    const scripts = scriptsRequested(page);
    await gotoPage(page, `${baseUrl}/?lang=en`, { waitUntil: "networkidle" });
    await expect.poll(() => scripts.some((path) => REACT_CHUNK.test(path)), { timeout: 15_000 }).toBe(true);
    await networkQuiet(page);
    // Fetched, not run: nothing on the first screen hydrated, and no form code came.
    expect(await page.locator("#hero [aria-busy]").count()).toBe(0);
    expect(scripts.filter((path) => FORM_CODE.test(path) || LEAD_FORMS_CHUNK.test(path))).toEqual([]);

    const afterTap = scriptsRequested(page);
    await page.locator("#hero").getByRole("button", { name: "Start for free" }).tap();
    await page.getByRole("dialog", { name: "Join as a Learner" }).waitFor();
    expect(afterTap.filter((path) => REACT_CHUNK.test(path))).toEqual([]);
    expect(afterTap.length).toBeGreaterThan(0);
  });

  it("is awaited with the tapped button busy, and the form opens once it has come", async ({ newPage }) => {
    const page = await newPage(PHONE);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LEAD_FORMS_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    await gotoPage(page, `${baseUrl}/?lang=en`);
    // Found while the open dialog hides the page from assistive technology too.
    const button = page.locator("#hero").getByRole("button", { name: "Start for free", includeHidden: true });
    await button.tap();
    await expect.poll(() => button.getAttribute("aria-busy")).toBe("true");
    expect(await page.getByRole("dialog").count()).toBe(0);

    release();
    const dialog = page.getByRole("dialog", { name: "Join as a Learner" });
    await dialog.waitFor();
    await expect.poll(() => button.getAttribute("aria-busy")).toBeNull();
  });
});

describe("the landing page with JavaScript off (issue 37)", () => {
  it("opens the phone menu, changes language by a link, and shows every FAQ answer", async ({ newPage }) => {
    const page = await newPage({ ...PHONE, javaScriptEnabled: false });
    // Not gotoPage: nothing will hydrate.
    await page.goto(`${baseUrl}/?lang=en`);
    const header = page.locator("header");
    // The buttons that need a script are not shown; the <details> that work without one are.
    expect(await header.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    const menu = header.locator("details").last();
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Pricing" }).waitFor();

    const languages = header.locator("details").first();
    await languages.locator("summary").click();
    await languages.getByRole("link", { name: "Français" }).click();
    await page.waitForURL(/\?lang=fr$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");

    const answers = page.locator("#faq [role=region]");
    expect(await answers.count()).toBeGreaterThan(1);
    for (const answer of await answers.all()) expect(await answer.isVisible()).toBe(true);
  });
});
