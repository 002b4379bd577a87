import { describe, expect, it } from "vitest";
import { newsletterIssueEmail } from "../email/templates/newsletter";
import { renderCampaignBody } from "./markdown";

describe("a campaign's Markdown body", () => {
  it("renders headings, emphasis, lists, links and images with inline styles", () => {
    const { html } = renderCampaignBody(
      [
        "# New sessions",
        "Come **speak** with *us*.",
        "- Sfax\n- Tunis",
        "1. Book\n2. Come",
        "[Book a seat](https://cafetalk.tn/sessions)",
        "![The café at night](https://cafetalk.tn/cafe.jpg)",
      ].join("\n\n"),
      "en",
    );
    expect(html).toMatch(/^<div dir="ltr" style="text-align:left;">/);
    expect(html).toContain(
      '<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;font-weight:bold;">New sessions</h1>',
    );
    expect(html).toContain("Come <strong>speak</strong> with <em>us</em>.");
    expect(html).toMatch(
      /<ul style="[^"]*padding-left:24px;">\s*<li style="[^"]*">Sfax<\/li>\s*<li style="[^"]*">Tunis<\/li>/,
    );
    expect(html).toMatch(/<ol style="[^"]*">\s*<li style="[^"]*">Book<\/li>/);
    expect(html).toContain(
      '<a href="https://cafetalk.tn/sessions" style="color:#c2410c;text-decoration:underline;">Book a seat</a>',
    );
    expect(html).toContain(
      '<img src="https://cafetalk.tn/cafe.jpg" alt="The café at night" style="max-width:100%;height:auto;border:0;">',
    );
  });

  it("writes an Arabic body right to left, its lists indented on the right", () => {
    const { html } = renderCampaignBody("مرحبا\n\n- صفاقس", "ar");
    expect(html).toMatch(/^<div dir="rtl" style="text-align:right;">/);
    expect(html).toContain("padding-right:24px;");
    expect(html).not.toContain("padding-left");
  });

  it("makes no link of javascript:, data: or file: URLs, and shows no image that is not on the web", () => {
    const { html } = renderCampaignBody(
      [
        "[x](javascript:alert(1))",
        "[y](JavaScript:alert(1))",
        "[z](data:text/html;base64,PHNjcmlwdD4=)",
        "[f](file:///etc/passwd)",
        "![pic](data:image/png;base64,iVBORw0KGgo=)",
        "![mail](mailto:a@example.tn)",
      ].join("\n\n"),
      "en",
    );
    expect(html).not.toMatch(/href="(?!https?:|mailto:)/);
    expect(html).not.toMatch(/<a /);
    expect(html).not.toContain("<img");
    expect(html).toContain("[x](javascript:alert(1))");
    expect(html).toContain("mail");
  });

  it("shows raw HTML as text, never as markup", () => {
    const { html } = renderCampaignBody(
      '<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> and <a href="javascript:alert(1)">me</a>',
      "en",
    );
    expect(html).not.toMatch(/<script|<img|<a /);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("gives a plain text with each link's URL, list items and headings on lines of their own", () => {
    const { text } = renderCampaignBody(
      "## This month\n\nBook on [our site](https://cafetalk.tn/sessions) or write to hello@cafetalk.tn.\n\n- Sfax\n- Tunis\n\n![Our café](https://cafetalk.tn/cafe.jpg)\n\nSee https://cafetalk.tn",
      "en",
    );
    expect(text).toBe(
      [
        "This month",
        "Book on our site (https://cafetalk.tn/sessions) or write to hello@cafetalk.tn.",
        "- Sfax\n- Tunis",
        "Our café (https://cafetalk.tn/cafe.jpg)",
        "See https://cafetalk.tn",
      ].join("\n\n"),
    );
  });

  it("reads a plain-text body written before Markdown as it did, its line breaks kept", () => {
    const before = "Hello everyone,\n\nSessions start on Monday.\nSee you at the café!\n\nLeila";
    const { html, text } = renderCampaignBody(before, "en");
    expect(text).toBe(before);
    expect(html).toContain("Sessions start on Monday.<br>\nSee you at the café!");
    const email = newsletterIssueEmail({
      locale: "en",
      subject: "S",
      body: before,
      unsubscribeUrl: "https://cafetalk.tn/unsubscribe-newsletter/t",
    });
    expect(email.text.startsWith(`${before}\n\n`)).toBe(true);
    // The inbox's preview is still the issue's opening.
    expect(email.html).toMatch(/<div style="display:none;[^"]*">Hello everyone,<\/div>/);
  });
});
