/**
 * Every kind of email, in each reader's language, as each transport hands it to the provider,
 * read back by parsers nobody here wrote: postal-mime for the message, ical.js for the calendar.
 */
import ICAL from "ical.js";
import PostalMime from "postal-mime";
import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "../../schema/constants";
import { calendarAttachment } from "../sessions/request-calendar";
import { SAMPLE_NOW, SAMPLE_SESSION, sampleEmails } from "../test/email-samples";
import { mimeMessage } from "./transports/cloudflare";
import { mailChannelsTransport } from "./transports/mailchannels";
import type { OutgoingEmail } from "./transports/types";

const from = { email: "hello@cafetalk.tn", name: "Café Talk" };
const dkim = { dkim_domain: "cafetalk.tn", dkim_selector: "mcdkim", dkim_private_key: "MIIEvQIBADANBg" };

const event = calendarAttachment(
  {
    ...SAMPLE_SESSION,
    id: 7,
    description: "Bring a friend; we meet, talk, laugh.",
    descriptionFr: null,
    descriptionAr: null,
    updatedAt: SAMPLE_NOW,
  },
  42,
  { sequence: 1, method: "PUBLISH" },
  { baseUrl: "https://cafetalk.tn", organizer: from, linkSecret: "test-link-secret", now: SAMPLE_NOW, locale: "ar" },
)!;

/** What the drain hands a transport for each kind: its headers and, for an approval, its event. */
function outgoing(kind: string, rendered: { subject: string; html: string; text: string }): OutgoingEmail {
  const issue = kind === "newsletter_issue";
  return {
    to: "amira@example.tn",
    ...rendered,
    headers: issue
      ? {
          "List-Unsubscribe": "<https://cafetalk.tn/api/newsletter/one-click/12.abcdefghijklmnopqrstuvwxyz234567>",
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "List-Id": '"Cafe Talk newsletter" <newsletter.cafetalk.tn>',
          "Feedback-ID": "3:newsletter:cafetalk.tn",
        }
      : { "Auto-Submitted": "auto-generated" },
    attachments: kind === "session_request_approved" ? [event] : [],
  };
}

const emails = LOCALES.flatMap((locale) =>
  Object.entries(sampleEmails(locale)).map(([kind, rendered]) => ({ locale, kind, email: outgoing(kind, rendered) })),
);

/** The same text, whatever line ends a transport wrote it with. */
const lines = (text: string) => text.replace(/\r\n/g, "\n").trimEnd();

describe("every email as the send_email transport writes it", () => {
  it.each(emails)("$kind in $locale reads back whole", async ({ email }) => {
    const raw = mimeMessage(email, from).raw;
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.from).toEqual({ address: from.email, name: from.name });
    expect(lines(parsed.text ?? "")).toBe(lines(email.text));
    expect(lines(parsed.html ?? "")).toBe(lines(email.html));
    for (const [name, value] of Object.entries(email.headers)) {
      expect(parsed.headers.find((header) => header.key === name.toLowerCase())?.value).toBe(value);
    }
    expect(parsed.attachments.map((file) => file.mimeType)).toEqual(
      email.attachments?.map(() => "text/calendar") ?? [],
    );
    // RFC 5322: CRLF only, header lines within 998 characters.
    expect(raw).not.toMatch(/[^\r]\n|\r[^\n]/);
    const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
    for (const line of head.split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
  });
});

describe("every email as MailChannels receives it", () => {
  it.each(emails)("$kind in $locale arrives whole", async ({ email }) => {
    let body: Record<string, unknown> = {};
    const fetcher = vi.fn(async (_url: string, init: RequestInit) => {
      body = JSON.parse(String(init.body));
      return new Response(null, { status: 202 });
    });
    const send = mailChannelsTransport({ apiKey: "key", dkim }, from, fetcher as unknown as typeof fetch);
    expect(await send(email)).toMatchObject({ ok: true });
    expect(body).toMatchObject({
      personalizations: [{ to: [{ email: email.to }], ...dkim }],
      subject: email.subject,
      content: [
        { type: "text/plain", value: email.text },
        { type: "text/html", value: email.html },
      ],
      headers: email.headers,
    });
    expect(body.attachments ?? []).toEqual(
      (email.attachments ?? []).map((file) => ({
        type: file.contentType,
        filename: file.filename,
        content: file.content,
      })),
    );
  });
});

describe("the calendar event an approval carries", () => {
  it("is one event an iCalendar parser reads, with its time zone, version and place", async () => {
    const parsed = await PostalMime.parse(
      mimeMessage(outgoing("session_request_approved", sampleEmails("ar").session_request_approved!), from).raw,
    );
    const ics = new TextDecoder().decode(parsed.attachments[0]!.content as ArrayBuffer);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const timezone = calendar.getFirstSubcomponent("vtimezone")!;
    ICAL.TimezoneService.register(timezone);
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(vevent.uid).toBe("session-request-42@cafetalk.tn");
    expect(vevent.sequence).toBe(1);
    expect(vevent.summary).toBe(SAMPLE_SESSION.title);
    expect(vevent.description).toBe("Bring a friend; we meet, talk, laugh.");
    expect(vevent.location).toBe("Café Lino, 12 Rue de Marseille, Tunis");
    // 09:30 in Tunis is 08:30 UTC, and the session lasts its 90 minutes.
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-11-26T08:30:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2026-11-26T10:00:00.000Z");
    expect(vevent.component.getFirstPropertyValue("url")).toBe("https://cafetalk.tn/?lang=ar#upcoming-lessons");
  });
});
