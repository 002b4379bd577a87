import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { emailOutbox, languageSession, lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import { app } from "../app";
import type { Env } from "../env";
import { sameOrigin } from "../test/admins";
import { executionContext, REAL_TURNSTILE_KEYS, stubSiteverify } from "../test/edge";
import { BASE, db, json } from "../test/helpers";

const TEST_SECRET = "1x0000000000000000000000000000000AA";
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function submit(
  path: string,
  body: unknown,
  {
    headers = {},
    origin = BASE,
    vars = {},
  }: { headers?: Record<string, string>; origin?: string; vars?: Partial<Env> },
) {
  return app.fetch(
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.77", ...headers },
      body: JSON.stringify(body),
    }),
    { ...env, TURNSTILE_SECRET_KEY: TEST_SECRET, PUBLIC_BASE_URL: origin, EMAIL_SEND_IMMEDIATELY: "false", ...vars },
    executionContext,
  );
}

function signUp(headers: Record<string, string> = {}, origin = BASE, secret: string | null = TEST_SECRET) {
  return submit(
    "/api/newsletter",
    { email: "amira@example.tn" },
    { headers, origin, vars: { TURNSTILE_SECRET_KEY: secret ?? undefined } },
  );
}

describe("the optional Turnstile check on public forms", () => {
  it("is off without a secret on a local host: forms work as before", async () => {
    const asked = stubSiteverify({ success: true });
    expect((await signUp({}, BASE, null)).status).toBe(200);
    expect(asked).toEqual([]);
  });

  it("asks for the token, and stores nothing without one", async () => {
    stubSiteverify({ success: true });
    const res = await signUp();
    expect(res.status).toBe(403);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "human_check_required",
      message: "Please complete the human check and try again.",
    });
    expect(await db().select().from(newsletterSubscriber)).toEqual([]);
  });

  it("lets a verified token through, having sent Turnstile the secret, the token and the client address", async () => {
    const asked = stubSiteverify({ success: true });
    const secret = REAL_TURNSTILE_KEYS.TURNSTILE_SECRET_KEY;
    const atEdge = await submit(
      "/api/newsletter",
      { email: "amira@example.tn" },
      { headers: { "X-Turnstile-Token": "token-123" }, origin: "https://cafetalk.tn", vars: REAL_TURNSTILE_KEYS },
    );
    expect(atEdge.status).toBe(200);
    // On localhost the client names its own address: Turnstile is not told one.
    expect((await signUp({ "X-Turnstile-Token": "token-456" })).status).toBe(200);
    expect(asked.map((form) => [form.get("secret"), form.get("response"), form.get("remoteip")])).toEqual([
      [secret, "token-123", "203.0.113.77"],
      [TEST_SECRET, "token-456", null],
    ]);
    expect(await db().select().from(newsletterSubscriber)).toHaveLength(1);
  });

  it("refuses a token Turnstile rejects, on every public form", async () => {
    stubSiteverify({ success: false, "error-codes": ["invalid-input-response"] });
    expect((await signUp({ "X-Turnstile-Token": "forged" })).status).toBe(403);
    const leadRes = await app.fetch(
      new Request(`${BASE}/api/leads`, {
        method: "POST",
        headers: {
          ...sameOrigin,
          "Content-Type": "application/json",
          "X-Turnstile-Token": "forged",
          "CF-Connecting-IP": "203.0.113.78",
        },
        body: JSON.stringify({
          userType: "contact",
          name: "Amira",
          email: "amira@example.tn",
          subject: "Hi",
          message: "A question about sessions.",
          contactMethod: "email",
        }),
      }),
      { ...env, TURNSTILE_SECRET_KEY: TEST_SECRET },
      executionContext,
    );
    expect((await json<ApiErrorBody>(leadRes)).error.code).toBe("human_check_failed");
    expect(await db().select().from(lead)).toEqual([]);
    expect(await db().select().from(newsletterSubscriber)).toEqual([]);
  });

  it("answers 503 when Turnstile cannot be reached", async () => {
    stubSiteverify(new TypeError("network down"));
    const res = await signUp({ "X-Turnstile-Token": "token-123" });
    expect(res.status).toBe(503);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("human_check_unavailable");
  });

  it("never accepts a test secret on a real host", async () => {
    const asked = stubSiteverify({ success: true });
    const res = await submit(
      "/api/newsletter",
      { email: "amira@example.tn" },
      {
        headers: { "X-Turnstile-Token": "token-123" },
        origin: "https://cafetalk.tn",
        vars: { TURNSTILE_SITE_KEY: "1x00000000000000000000AA" },
      },
    );
    expect(res.status).toBe(503);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("human_check_misconfigured");
    expect(asked).toEqual([]);
    expect(await db().select().from(newsletterSubscriber)).toEqual([]);
  });

  it.each([
    ["no secret and no site key", { TURNSTILE_SECRET_KEY: undefined, TURNSTILE_SITE_KEY: "" }],
    ["no secret", { TURNSTILE_SECRET_KEY: undefined, TURNSTILE_SITE_KEY: REAL_TURNSTILE_KEYS.TURNSTILE_SITE_KEY }],
    ["no site key", { TURNSTILE_SECRET_KEY: REAL_TURNSTILE_KEYS.TURNSTILE_SECRET_KEY, TURNSTILE_SITE_KEY: "" }],
  ])(
    "is required on a real host: with %s every public form answers 503, logs why and stores nothing",
    async (_, keys) => {
      const asked = stubSiteverify({ success: true });
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const [session] = await db()
        .insert(languageSession)
        .values({ title: "English small talk", language: "English", level: "Beginner", isPublished: true })
        .returning();
      const forms: [string, unknown][] = [
        ["/api/newsletter", { email: "amira@example.tn" }],
        [
          "/api/leads",
          {
            userType: "contact",
            name: "Amira",
            email: "amira@example.tn",
            subject: "Hi",
            message: "A question about sessions.",
          },
        ],
        [
          "/api/session-requests",
          { sessionId: session!.id, name: "Amira", email: "amira@example.tn", level: "beginner" },
        ],
      ];
      for (const [path, body] of forms) {
        const res = await submit(path, body, {
          headers: { "X-Turnstile-Token": "token-123" },
          origin: "https://cafetalk.tn",
          vars: keys,
        });
        expect(res.status).toBe(503);
        expect((await json<ApiErrorBody>(res)).error).toEqual({
          code: "human_check_misconfigured",
          message: "The human check is not set up correctly. Please try again later.",
        });
      }
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("Turnstile is not configured"));
      expect(asked).toEqual([]);
      expect(await db().select().from(lead)).toEqual([]);
      expect(await db().select().from(newsletterSubscriber)).toEqual([]);
      expect(await db().select().from(sessionRequest)).toEqual([]);
      expect(await db().select().from(emailOutbox)).toEqual([]);
    },
  );

  it("guards a real host set up with its real keys", async () => {
    const asked = stubSiteverify({ success: true });
    const origin = "https://cafetalk.tn";
    const body = { email: "amira@example.tn" };
    expect((await submit("/api/newsletter", body, { origin, vars: REAL_TURNSTILE_KEYS })).status).toBe(403);
    const res = await submit("/api/newsletter", body, {
      headers: { "X-Turnstile-Token": "token-123" },
      origin,
      vars: REAL_TURNSTILE_KEYS,
    });
    expect(res.status).toBe(200);
    expect(asked.map((form) => form.get("secret"))).toEqual([REAL_TURNSTILE_KEYS.TURNSTILE_SECRET_KEY]);
  });

  it("gives the pages the site key only when the server checks", async () => {
    const page = (vars: Record<string, string | undefined>) =>
      Promise.resolve(
        app.fetch(new Request(`${BASE}/`, { headers: { Accept: "text/html" } }), { ...env, ...vars }, executionContext),
      ).then((res) => res.text());
    expect(await page({ TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: TEST_SECRET })).toContain(
      '<meta name="turnstile-site-key" content="1x00000000000000000000AA">',
    );
    expect(
      await page({ TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: undefined }),
    ).not.toContain("turnstile-site-key");
  });
});
