import { answerApi } from "@web/test/api";
import { afterEach, describe, expect, it } from "vitest";
import { BotDetectedError, postPublicForm } from "./human-check";

afterEach(() => {
  document.head.querySelector('meta[name="turnstile-site-key"]')?.remove();
  delete window.turnstile;
});

function stubApi() {
  const calls: { path: string; headers: Headers; body: unknown }[] = [];
  answerApi(({ path, headers, body }) => {
    calls.push({ path, headers, body });
    return Response.json({ success: true }, { status: 201 });
  });
  return calls;
}

describe("postPublicForm", () => {
  it("refuses a filled honeypot without a call, and leaves an empty one out of what it sends", async () => {
    const calls = stubApi();
    const bot = postPublicForm("/api/leads", { name: "Bot", website: "http://spam.example" }, document.body);
    await expect(bot).rejects.toBeInstanceOf(BotDetectedError);
    await expect(bot).rejects.toThrow("Bot detected");
    expect(calls).toEqual([]);

    await postPublicForm("/api/leads", { name: "Amira", website: "" }, document.body);
    expect(calls.map((call) => call.body)).toEqual([{ name: "Amira" }]);
  });

  it("posts the form as JSON without any check when the page has no site key", async () => {
    const calls = stubApi();
    await postPublicForm("/api/newsletter", { email: "amira@example.tn" }, document.body);
    expect(calls).toEqual([
      { path: "/api/newsletter", headers: expect.any(Headers), body: { email: "amira@example.tn" } },
    ]);
    expect(calls[0]!.headers.has("X-Turnstile-Token")).toBe(false);
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });

  it("sends the Turnstile token with the form when the page has a site key, and removes the widget", async () => {
    const calls = stubApi();
    const meta = document.createElement("meta");
    meta.name = "turnstile-site-key";
    meta.content = "1x00000000000000000000AA";
    document.head.append(meta);
    const rendered: Record<string, unknown>[] = [];
    const removed: string[] = [];
    window.turnstile = {
      render: (_host, options) => {
        rendered.push(options);
        queueMicrotask(() => (options.callback as (token: string) => void)("token-abc"));
        return "widget-1";
      },
      remove: (id) => void removed.push(id),
    };
    const form = document.createElement("form");
    document.body.append(form);

    await postPublicForm("/api/leads", { name: "Amira" }, form);
    expect(rendered[0]).toMatchObject({ sitekey: "1x00000000000000000000AA", appearance: "interaction-only" });
    expect(calls[0]!.headers.get("X-Turnstile-Token")).toBe("token-abc");
    await Promise.resolve();
    expect(removed).toEqual(["widget-1"]);
    expect(form.children).toHaveLength(0);
  });
});
