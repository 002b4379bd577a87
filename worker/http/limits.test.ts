import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { emailOutbox, languageSession, lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import { app } from "../app";
import { atEdge, postJson, sameOrigin } from "../test/admins";
import { postFormAtEdge, stubSiteverify } from "../test/edge";
import { BASE, call, db, json } from "../test/helpers";
import { LIMITER_TEST_TIMEOUT, startInOneLimiterWindow } from "../test/limiter-window";

describe("request limits", () => {
  beforeEach(() => {
    stubSiteverify({ success: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("refuses an oversized body with 413", async () => {
    const res = await postJson("/api/newsletter", { email: "a@b.tn", name: "x".repeat(40_000) });
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      error: { code: "payload_too_large", message: "The request body is too large." },
    });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await call("/api/newsletter", {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "text/plain" },
      body: "email=a@b.tn",
    });
    expect(res.status).toBe(415);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("unsupported_media_type");
  });

  it(
    "limits sign-ups per client and answers 429 with a clear message",
    async () => {
      await startInOneLimiterWindow();
      const fromOneClient = atEdge("203.0.113.50");
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await postFormAtEdge("/api/newsletter", { email: `person${i}@example.tn` }, fromOneClient)).status,
        );
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);

      const limited = await postFormAtEdge("/api/newsletter", { email: "late@example.tn" }, fromOneClient);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toBe("60");
      expect((await json<ApiErrorBody>(limited)).error).toEqual({
        code: "rate_limited",
        message: "Too many submissions from your connection. Please wait a minute and try again.",
      });
      // Another client is not affected.
      expect((await postFormAtEdge("/api/newsletter", { email: "other@example.tn" })).status).toBe(200);
    },
    LIMITER_TEST_TIMEOUT,
  );

  it(
    "counts every address of one IPv6 /64 as one client, since any of them costs nothing to use",
    async () => {
      await startInOneLimiterWindow();
      const from = atEdge;
      for (let i = 0; i < 10; i++) {
        const res = await postFormAtEdge(
          "/api/newsletter",
          { email: `person${i}@example.tn` },
          from(`2001:db8:1:2::${i + 1}`),
        );
        expect(res.status).toBe(200);
      }
      // An eleventh address of the same /64 is the same client.
      const limited = await postFormAtEdge(
        "/api/newsletter",
        { email: "late@example.tn" },
        from("2001:db8:1:2:abcd::9"),
      );
      expect(limited.status).toBe(429);
      // The neighbouring /64 is another client.
      expect(
        (await postFormAtEdge("/api/newsletter", { email: "next@example.tn" }, from("2001:db8:1:3::1"))).status,
      ).toBe(200);
    },
    LIMITER_TEST_TIMEOUT,
  );

  it(
    "on localhost, counts every request as one client, whatever CF-Connecting-IP it names",
    async () => {
      await startInOneLimiterWindow();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const from = { ...sameOrigin, "CF-Connecting-IP": `203.0.113.${i + 1}` };
        statuses.push((await postJson("/api/newsletter", { email: `person${i}@example.tn` }, from)).status);
      }
      expect(statuses.at(-1)).toBe(429);
    },
    LIMITER_TEST_TIMEOUT,
  );

  it(
    "off localhost, logs a request without CF-Connecting-IP as a misconfiguration, once, and limits them as one client",
    async () => {
      await startInOneLimiterWindow();
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { Origin } = atEdge();
      const withoutAddress = (email: string) => postFormAtEdge("/api/newsletter", { email }, { Origin });
      for (let i = 0; i < 10; i++) expect((await withoutAddress(`person${i}@example.tn`)).status).toBe(200);
      expect((await withoutAddress("late@example.tn")).status).toBe(429);
      const misconfigured = logged.mock.calls.filter(([message]) => String(message).includes("CF-Connecting-IP"));
      expect(misconfigured).toEqual([[expect.stringContaining("misconfiguration")]]);
      logged.mockRestore();
    },
    LIMITER_TEST_TIMEOUT,
  );

  it("answers 503 in the error shape when D1 fails, with nothing half-written", async () => {
    const failingDb = {
      prepare: () => {
        throw new Error("D1_ERROR: Network connection lost.");
      },
      batch: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
    } as unknown as D1Database;
    const res = await app.fetch(
      new Request(`${BASE}/api/newsletter`, {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.99" },
        body: JSON.stringify({ email: "amira@example.tn" }),
      }),
      { ...env, DB: failingDb },
    );
    expect(res.status).toBe(503);
    expect(await json(res)).toEqual({
      error: {
        code: "service_unavailable",
        message: "The service is temporarily unavailable. Please try again in a moment.",
      },
    });
    expect(await db().select().from(newsletterSubscriber)).toEqual([]);
  });

  it.each([
    ["/api/newsletter", { email: "amira@example.tn", locale: "ar" }],
    [
      "/api/leads",
      {
        userType: "contact",
        name: "Amira",
        email: "amira@example.tn",
        subject: "Hello",
        message: "A question about the sessions.",
        contactMethod: "email",
      },
    ],
    ["/api/session-requests", "spot"],
  ] as const)(
    "%s: a batch that fails half-way (real D1 transaction) leaves neither the record nor its emails",
    async (path, payload) => {
      const [session] = await db()
        .insert(languageSession)
        .values({
          title: "English small talk",
          language: "English",
          level: "Beginner",
          city: "Tunis",
          isPublished: true,
        })
        .returning();
      const body =
        payload === "spot"
          ? { sessionId: session!.id, name: "Amira", email: "amira@example.tn", level: "beginner" }
          : payload;
      // The real database, whose batches end with a statement that fails: D1 must roll back the rest.
      let batches = 0;
      const failingLastStatement = new Proxy(env.DB, {
        get(target, property) {
          if (property === "batch") {
            return (statements: D1PreparedStatement[]) => {
              batches++;
              return target.batch([...statements, target.prepare("INSERT INTO no_such_table (x) VALUES (1)")]);
            };
          }
          const value = Reflect.get(target, property) as unknown;
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const res = await app.fetch(
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { ...sameOrigin, "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.98" },
          body: JSON.stringify(body),
        }),
        { ...env, DB: failingLastStatement, EMAIL_SEND_IMMEDIATELY: "false" },
        {
          waitUntil: () => undefined,
          passThroughOnException: () => undefined,
          props: {},
        } as unknown as ExecutionContext,
      );
      expect(res.status).toBe(503);
      expect((await json<ApiErrorBody>(res)).error.code).toBe("service_unavailable");
      expect(batches).toBe(1); // the record and its emails were written together, and rolled back together
      expect(await db().select().from(newsletterSubscriber)).toEqual([]);
      expect(await db().select().from(lead)).toEqual([]);
      expect(await db().select().from(sessionRequest)).toEqual([]);
      expect(await db().select().from(emailOutbox)).toEqual([]);
    },
  );
});
