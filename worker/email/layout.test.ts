import { describe, expect, it } from "vitest";
import { publicUrl, renderEmail } from "./layout";

describe("renderEmail", () => {
  it("escapes every piece of content in HTML and keeps the plain text readable", () => {
    const email = renderEmail({
      locale: "en",
      subject: "Hi <b>there</b>",
      greeting: "Hello <script>alert(1)</script>,",
      paragraphs: ['Tom & Jerry\'s "café"'],
      details: [["Name", "<img src=x onerror=alert(1)>"]],
      button: { label: "Confirm", url: "https://cafetalk.tn/confirm?a=1&b=2" },
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(email.html).toContain('href="https://cafetalk.tn/confirm?a=1&amp;b=2"');
    expect(email.text).toContain("Hello <script>alert(1)</script>,");
    expect(email.text).toContain("Name: <img src=x onerror=alert(1)>");
    expect(email.text).toContain("Confirm: https://cafetalk.tn/confirm?a=1&b=2");
  });

  it("writes Arabic right-to-left", () => {
    const email = renderEmail({ locale: "ar", subject: "مرحبا", paragraphs: ["نص"] });
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain("text-align:right");
  });

  it.each([
    ["en", "padding:6px 12px 6px 0;"],
    ["ar", "padding:6px 0 6px 12px;"],
  ] as const)(
    "spaces a detail's label from its value on the side they meet, in physical CSS (%s)",
    (locale, padding) => {
      const email = renderEmail({ locale, subject: "S", paragraphs: ["p"], details: [["Level", "B1"]] });
      expect(email.html).toContain(`<tr><td style="${padding}`);
    },
  );

  it("puts the preheader first in the body, hidden, and leaves it out of the plain text", () => {
    const email = renderEmail({ locale: "en", subject: "S", preheader: "Seen in the inbox <list>", paragraphs: ["p"] });
    expect(email.html).toMatch(
      /<body[^>]*>\s*<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">Seen in the inbox &lt;list&gt;<\/div>/,
    );
    expect(email.text).not.toContain("Seen in the inbox");
  });

  it.each([
    ["en", "Tunisia"],
    ["fr", "Tunisie"],
    ["ar", "تونس"],
  ] as const)("names the country in the footer in the reader's language (%s)", (locale, country) => {
    const email = renderEmail({ locale, subject: "S", paragraphs: ["p"] });
    expect(email.html).toContain(`<span dir="ltr">Café Talk</span> · ${country}`);
  });

  it("builds links from the configured base URL", () => {
    expect(publicUrl("https://cafetalk.tn", "/confirm-newsletter/abc")).toBe(
      "https://cafetalk.tn/confirm-newsletter/abc",
    );
    expect(publicUrl("http://localhost:8787/", "/x?y=1")).toBe("http://localhost:8787/x?y=1");
  });
});
