import { describe, expect, it } from "vitest";
import type { NewsletterPreview } from "../../schema/api";
import { TEST_SEND_UNSUBSCRIBE_TOKEN } from "../../schema/constants";
import { emailOutbox } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { db, json } from "../test/helpers";

const draft = {
  subjectEn: "Our first sessions",
  bodyEn: "Hello!\n\nSessions start **next week**.",
  subjectFr: "",
  bodyFr: "",
  subjectAr: "جلساتنا الأولى",
  bodyAr: "مرحبًا!\n\nتبدأ الجلسات **الأسبوع المقبل**.",
};

async function preview(body: unknown) {
  const res = await (await adminClient())("/api/admin/newsletter/preview", "POST", body);
  expect(res.status).toBe(200);
  return json<NewsletterPreview>(res);
}

describe("a draft's preview", () => {
  it("shows the Arabic issue right to left, with its footer and an unsubscribe link that unsubscribes nobody", async () => {
    const ar = await preview({ ...draft, locale: "ar" });
    expect(ar.locale).toBe("ar");
    expect(ar.subject).toBe("جلساتنا الأولى");
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.html).toContain("<strong>الأسبوع المقبل</strong>");
    expect(ar.html).toContain(
      `href="http://localhost:8787/unsubscribe-newsletter/${TEST_SEND_UNSUBSCRIBE_TOKEN}?lang=ar"`,
    );
    expect(ar.html).toContain("إلغاء الاشتراك");
    expect(ar.text).toContain(`/unsubscribe-newsletter/${TEST_SEND_UNSUBSCRIBE_TOKEN}?lang=ar`);
    // Shown, never sent.
    expect(await db().select().from(emailOutbox)).toEqual([]);
  });

  it("falls back to English where the language is empty, as its readers get it, and keeps the text plain", async () => {
    const fr = await preview({ ...draft, locale: "fr" });
    expect(fr.locale).toBe("fr");
    expect(fr.subject).toBe("Our first sessions");
    expect(fr.html).toContain('lang="en" dir="ltr"');
    expect(fr.html).toContain("Sessions start <strong>next week</strong>.");
    expect(fr.html).toContain("You receive this email because you subscribed");
    // The footer's link opens the page in the reader's own language.
    expect(fr.html).toContain(`/unsubscribe-newsletter/${TEST_SEND_UNSUBSCRIBE_TOKEN}?lang=fr`);
    expect(fr.text).toContain("Sessions start next week.");
    expect(fr.text).not.toMatch(/<[a-z/][^>]*>/i);
  });

  it("refuses raw HTML and an unknown language as the draft's own checks do", async () => {
    const client = await adminClient();
    const html = await client("/api/admin/newsletter/preview", "POST", {
      ...draft,
      bodyEn: "<script>x</script>",
      locale: "en",
    });
    expect(html.status).toBe(400);
    const locale = await client("/api/admin/newsletter/preview", "POST", { ...draft, locale: "de" });
    expect(locale.status).toBe(400);
  });
});
