import PostalMime from "postal-mime";
import { describe, expect, it, vi } from "vitest";
import { calendarAttachment } from "../../sessions/request-calendar";
import { calendarEvent, decodedAttachment } from "../../test/calendar";
import { ENGLISH_ONLY } from "../../test/sessions";
import { cloudflareEmailTransport, mimeMessage } from "./cloudflare";
import { TransportConfigError } from "./config-error";
import { dkimSigning } from "./dkim";
import { MAILCHANNELS_SEND_URL, mailChannelsTransport } from "./mailchannels";

const email = {
  to: "amira@example.tn",
  subject: "Confirmez votre inscription",
  html: "<p>Bonjour</p>",
  text: "Bonjour",
  headers: { "List-Unsubscribe": "<https://cafetalk.tn/u/x>" },
};
const from = { email: "hello@cafetalk.tn", name: "Café Talk" };
const sessionFields = {
  ...ENGLISH_ONLY,
  title: "English small talk",
  description: null,
  cafeName: "Café Lino",
  cafeAddress: "Rue de Marseille",
  city: "Tunis",
  startsAt: "2026-03-14T10:00",
  durationMinutes: 90,
  repeat: "weekly" as const,
  repeatDays: ["SA" as const],
  repeatUntil: null,
  repeatCount: null,
  updatedAt: new Date(),
  changes: [],
};
/** A spot's calendar event, as the outbox keeps it. */
const invite = calendarAttachment(
  { ...sessionFields, id: 7 },
  42,
  { sequence: 1, method: "PUBLISH" },
  {
    baseUrl: "https://cafetalk.tn",
    organizer: { name: "Café Talk", email: "hello@cafetalk.tn" },
    linkSecret: "test-link-secret",
  },
)!;
const dkim = {
  dkim_domain: "cafetalk.tn",
  dkim_selector: "mcdkim",
  dkim_private_key: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
};
const config = { apiKey: "key-123", dkim };

describe("MailChannels Email API client", () => {
  it("posts the message with the API key, signed with DKIM for the From domain, and keeps the provider's id", async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 202, headers: { "X-Request-Id": "req-42" } }));
    const result = await mailChannelsTransport(config, from, fetcher as unknown as typeof fetch)(email);

    expect(result).toEqual({ ok: true, providerMessageId: "req-42" });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(MAILCHANNELS_SEND_URL);
    expect(new Headers(init.headers).get("X-Api-Key")).toBe("key-123");
    expect(JSON.parse(String(init.body))).toEqual({
      personalizations: [
        {
          to: [{ email: "amira@example.tn" }],
          dkim_domain: "cafetalk.tn",
          dkim_selector: "mcdkim",
          dkim_private_key: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
        },
      ],
      from,
      subject: "Confirmez votre inscription",
      content: [
        { type: "text/plain", value: "Bonjour" },
        { type: "text/html", value: "<p>Bonjour</p>" },
      ],
      headers: email.headers,
    });
  });

  it("carries a calendar event as an attachment, base64, with its method", async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 202 }));
    await mailChannelsTransport(config, from, fetcher as unknown as typeof fetch)({ ...email, attachments: [invite] });

    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    const { attachments } = JSON.parse(String(init.body));
    expect(attachments).toEqual([
      {
        type: "text/calendar; charset=utf-8; method=PUBLISH",
        filename: "cafe-talk-session-7.ics",
        content: invite.content,
      },
    ]);
    const { method, event } = calendarEvent(decodedAttachment(attachments[0]));
    expect(method).toBe("PUBLISH");
    expect(event).toMatchObject({
      UID: "session-request-42@cafetalk.tn",
      SEQUENCE: "1",
      SUMMARY: "English small talk",
    });
  });

  it("sends a team note's Reply-To as MailChannels' reply_to field, where a reply goes to the visitor", async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 202 }));
    const note = { ...email, headers: { "Reply-To": "amira@example.tn", "Auto-Submitted": "auto-generated" } };
    await mailChannelsTransport(config, from, fetcher as unknown as typeof fetch)(note);

    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.reply_to).toEqual({ email: "amira@example.tn" });
    // MailChannels reserves Reply-To: among the custom headers it would be refused or dropped.
    expect(body.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });

  it.each([
    [400, true],
    [401, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])("treats HTTP %i as permanent=%s", async (status, permanent) => {
    const fetcher = vi.fn(async () => new Response("nope", { status }));
    const result = await mailChannelsTransport(config, from, fetcher as unknown as typeof fetch)(email);
    expect(result).toEqual({ ok: false, permanent, error: `HTTP ${status}: nope` });
  });

  it("retries when the network fails", async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError("network down");
    });
    const result = await mailChannelsTransport(config, from, fetcher as unknown as typeof fetch)(email);
    expect(result).toMatchObject({ ok: false, permanent: false });
  });
});

describe("DKIM settings for MailChannels", () => {
  const settings = {
    EMAIL_FROM: "hello@cafetalk.tn",
    MAILCHANNELS_DKIM_SELECTOR: "mcdkim",
    MAILCHANNELS_DKIM_PRIVATE_KEY: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
  };

  it("sign for the From address's domain with the configured selector", () => {
    expect(dkimSigning(settings)).toEqual(dkim);
  });

  it("take a PEM file pasted as it is as its base64 on one line", () => {
    const pem = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG\n9w0BAQEFAASC\n-----END PRIVATE KEY-----\n";
    expect(dkimSigning({ ...settings, MAILCHANNELS_DKIM_PRIVATE_KEY: pem }).dkim_private_key).toBe(
      "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
    );
  });

  it.each([
    [{ MAILCHANNELS_DKIM_PRIVATE_KEY: undefined }, "MAILCHANNELS_DKIM_PRIVATE_KEY secret is not set"],
    [{ MAILCHANNELS_DKIM_PRIVATE_KEY: "not a key!" }, "is not a base64 private key"],
    [{ MAILCHANNELS_DKIM_SELECTOR: "" }, "MAILCHANNELS_DKIM_SELECTOR"],
  ])("refuse %o with a reason", (change, reason) => {
    const sign = () => dkimSigning({ ...settings, ...change });
    expect(sign).toThrow(TransportConfigError);
    expect(sign).toThrow(reason);
  });
});

describe("MIME for the send_email binding", () => {
  it("encodes non-ASCII headers and carries both parts and extra headers, as a parser reads them", async () => {
    const { raw, messageId } = mimeMessage({ ...email, subject: "تأكيد الاشتراك" }, from);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe("تأكيد الاشتراك");
    expect(parsed.from).toEqual({ address: "hello@cafetalk.tn", name: "Café Talk" });
    expect(parsed.messageId).toBe(`<${messageId}>`);
    expect(parsed.headers.find((h) => h.key === "list-unsubscribe")?.value).toBe("<https://cafetalk.tn/u/x>");
    expect(parsed.text).toBe("Bonjour");
    expect(parsed.html).toBe("<p>Bonjour</p>");
  });

  it("carries a calendar event as a text/calendar attachment beside both parts", async () => {
    const { raw } = mimeMessage({ ...email, attachments: [invite] }, from);
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(998);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.text).toBe("Bonjour");
    expect(parsed.html).toBe("<p>Bonjour</p>");
    expect(parsed.attachments).toHaveLength(1);
    const [file] = parsed.attachments;
    expect(file).toMatchObject({
      mimeType: "text/calendar",
      filename: "cafe-talk-session-7.ics",
      disposition: "attachment",
    });
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name="cafe-talk-session-7.ics"/);
    expect(file!.method).toBe("PUBLISH");
    // postal-mime hands calendar text back with LF line ends: the bytes sent, CRLF and all, are
    // read from the raw message, where the base64 is only folded.
    expect(raw.replace(/\r\n/g, "")).toContain(invite.content);
    const ics = new TextDecoder().decode(file!.content as ArrayBuffer);
    expect(ics.replace(/\n/g, "\r\n")).toBe(decodedAttachment(invite));
    expect(calendarEvent(decodedAttachment(invite)).event.UID).toBe("session-request-42@cafetalk.tn");
  });

  it("gives the binding the message and keeps its Message-ID as the provider's id", async () => {
    const send = vi.fn(async () => undefined);
    const result = await cloudflareEmailTransport({ send } as unknown as SendEmail, from)(email);
    expect(send).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: true, providerMessageId: expect.stringMatching(/@cafetalk\.tn$/) });
  });
});
