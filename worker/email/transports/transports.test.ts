import { describe, expect, it, vi } from "vitest";
import { mimeMessage } from "./cloudflare";
import { MAILCHANNELS_SEND_URL, mailChannelsTransport } from "./mailchannels";

const email = {
  to: "amira@example.tn",
  subject: "Confirmez votre inscription",
  html: "<p>Bonjour</p>",
  text: "Bonjour",
  headers: { "List-Unsubscribe": "<https://cafetalk.tn/u/x>" },
};
const from = { email: "hello@cafetalk.tn", name: "Café Talk" };

describe("MailChannels Email API client", () => {
  it("posts the message with the API key and keeps the provider's id", async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 202, headers: { "X-Request-Id": "req-42" } }));
    const result = await mailChannelsTransport("key-123", from, fetcher as unknown as typeof fetch)(email);

    expect(result).toEqual({ ok: true, providerMessageId: "req-42" });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(MAILCHANNELS_SEND_URL);
    expect(new Headers(init.headers).get("X-Api-Key")).toBe("key-123");
    expect(JSON.parse(String(init.body))).toEqual({
      personalizations: [{ to: [{ email: "amira@example.tn" }] }],
      from,
      subject: "Confirmez votre inscription",
      content: [
        { type: "text/plain", value: "Bonjour" },
        { type: "text/html", value: "<p>Bonjour</p>" },
      ],
      headers: email.headers,
    });
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
    const result = await mailChannelsTransport("k", from, fetcher as unknown as typeof fetch)(email);
    expect(result).toEqual({ ok: false, permanent, error: `HTTP ${status}: nope` });
  });

  it("retries when the network fails", async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError("network down");
    });
    const result = await mailChannelsTransport("k", from, fetcher as unknown as typeof fetch)(email);
    expect(result).toMatchObject({ ok: false, permanent: false });
  });
});

describe("MIME for the send_email binding", () => {
  it("encodes non-ASCII headers and carries both parts and extra headers", () => {
    const raw = mimeMessage({ ...email, subject: "تأكيد الاشتراك" }, from);
    expect(raw).toMatch(/^From: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <hello@cafetalk\.tn>\r\n/);
    expect(raw).toContain("Subject: =?UTF-8?B?");
    expect(raw).toContain("List-Unsubscribe: <https://cafetalk.tn/u/x>");
    expect(raw).toContain("Content-Type: text/plain; charset=utf-8");
    expect(raw).toContain("Content-Type: text/html; charset=utf-8");
    const html = raw
      .split("Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n")[1]!
      .split("\r\n--")[0]!;
    expect(atob(html.replace(/\r\n/g, ""))).toBe("<p>Bonjour</p>");
  });
});
