/**
 * What guards each API route that changes something: the origin check, the body limit, JSON-only
 * bodies, the per-client rate limit and the human check. The routes are enumerated from the app,
 * so a new one fails here until it says which kind it is (and so which guards it needs).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { app } from "../app";
import { someClient } from "../test/admins";
import { BASE, call, json } from "../test/helpers";
import { LIMITER_TEST_TIMEOUT, startInOneLimiterWindow } from "../test/limiter-window";

type Kind =
  | "public form"
  | "one-click unsubscribe"
  | "delivery events"
  | "sign-in"
  | "passkey challenge"
  | "admin"
  | "subscriber import";

interface Guards {
  /** A write from another origin is refused (403). */
  origin: boolean;
  /** Bodies above this many KB are refused (413). */
  maxKb: number;
  /** Anything but JSON in the body is refused (415). */
  jsonOnly: boolean;
  /** The 11th submission within a minute from one client is refused (429). */
  rateLimited: boolean;
  /** With Turnstile on, a submission without its token is refused (403). */
  humanCheck: boolean;
}

const GUARDS: Record<Kind, Guards> = {
  "public form": { origin: true, maxKb: 32, jsonOnly: true, rateLimited: true, humanCheck: true },
  // RFC 8058: mail providers POST a form, without Origin or cookies, in bursts from a few shared
  // addresses; the token is the authority.
  "one-click unsubscribe": { origin: false, maxKb: 32, jsonOnly: false, rateLimited: false, humanCheck: false },
  // MailChannels' servers post up to 1,000 events at once; the signature is the authority.
  "delivery events": { origin: false, maxKb: 1024, jsonOnly: false, rateLimited: false, humanCheck: false },
  // A browser form or the SPA's JSON; failed sign-ins and second steps have their own throttle
  // (auth.test.ts, second-factor.test.ts).
  "sign-in": { origin: true, maxKb: 32, jsonOnly: false, rateLimited: false, humanCheck: false },
  // Anyone may ask for one, and each is stored until the purge: limited per client.
  "passkey challenge": { origin: true, maxKb: 32, jsonOnly: false, rateLimited: true, humanCheck: false },
  // Admin payloads may carry a newsletter in three languages or the SEO settings' custom scripts.
  admin: { origin: true, maxKb: 512, jsonOnly: true, rateLimited: false, humanCheck: false },
  // A CSV of some 50,000 subscribers (worker/http/limits.ts): the one admin route with a larger body.
  "subscriber import": { origin: true, maxKb: 10 * 1024, jsonOnly: true, rateLimited: false, humanCheck: false },
};

function kindOf(method: string, path: string): Kind | undefined {
  if (method === "POST" && path === "/api/admin/newsletter/subscribers/import") return "subscriber import";
  if (path.startsWith("/api/admin/") || (method === "PUT" && path === "/api/seo")) return "admin";
  if (method === "POST" && ["/api/newsletter", "/api/session-requests", "/api/leads"].includes(path))
    return "public form";
  if (method === "POST" && path === "/api/newsletter/one-click/:token") return "one-click unsubscribe";
  if (method === "POST" && path === "/api/webhooks/mailchannels") return "delivery events";
  if (method === "POST" && ["/api/login", "/api/login/verify", "/api/login/passkey"].includes(path)) return "sign-in";
  if (method === "POST" && path === "/api/login/passkey/options") return "passkey challenge";
  return undefined;
}

const writes = [
  ...new Map(
    app.routes
      .filter((route) => route.path.startsWith("/api") && !["ALL", "GET", "HEAD"].includes(route.method))
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
].map((route) => ({
  ...route,
  kind: kindOf(route.method, route.path),
  url: route.path.replace(/:\w+/g, "1"),
}));

const withGuard = (guard: keyof Guards) => writes.filter((route) => route.kind && GUARDS[route.kind][guard]);
const withoutGuard = (guard: keyof Guards) => writes.filter((route) => route.kind && !GUARDS[route.kind][guard]);

/** Sends `{}` as JSON from this origin and a client of its own, unless told otherwise (a header set to null is left out). */
function send(
  route: { method: string; url: string },
  init: { headers?: Record<string, string | null>; body?: string },
) {
  const headers = {
    Origin: BASE,
    "CF-Connecting-IP": someClient(),
    "Content-Type": "application/json",
    ...init.headers,
  };
  return call(route.url, {
    method: route.method,
    body: init.body ?? "{}",
    headers: Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
  });
}

const errorCode = async (res: Response) =>
  res.headers.get("Content-Type")?.startsWith("application/json") ? (await json<ApiErrorBody>(res)).error?.code : null;

describe("the guards of every API route that changes something", () => {
  it("every such route is of a known kind", () => {
    expect(writes.length).toBeGreaterThanOrEqual(15);
    expect(writes.filter((route) => !route.kind)).toEqual([]);
  });

  it.each(withGuard("origin"))("$method $path refuses a request from another origin", async (route) => {
    const res = await send(route, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("cross_origin_refused");
  });

  it.each(withoutGuard("origin"))("$method $path takes a request without Origin", async (route) => {
    const res = await send(route, { headers: { Origin: null } });
    expect(res.status).not.toBe(403);
  });

  it.each(writes)("$method $path refuses a body above its limit, and only then", async (route) => {
    const maxKb = GUARDS[route.kind!].maxKb;
    const body = (kb: number) => JSON.stringify({ padding: "x".repeat(kb * 1024) });
    const over = await send(route, { body: body(maxKb + 1) });
    expect(over.status).toBe(413);
    expect(await errorCode(over)).toBe("payload_too_large");
    expect((await send(route, { body: body(maxKb - 1) })).status).not.toBe(413);
  });

  // A DELETE's body is never read, so it is not checked.
  it.each(withGuard("jsonOnly").filter((route) => route.method !== "DELETE"))(
    "$method $path refuses a body that is not JSON",
    async (route) => {
      const res = await send(route, {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.tn",
      });
      expect(res.status).toBe(415);
      expect(await errorCode(res)).toBe("unsupported_media_type");
    },
  );

  it.each(withoutGuard("jsonOnly"))("$method $path takes a form body", async (route) => {
    const res = await send(route, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).not.toBe(415);
  });

  it.each(withGuard("rateLimited"))(
    "$method $path answers 429 to the 11th submission in a minute",
    async (route) => {
      await startInOneLimiterWindow();
      const client = { "CF-Connecting-IP": someClient() };
      for (let i = 0; i < 10; i++) expect((await send(route, { headers: client })).status).not.toBe(429);
      const limited = await send(route, { headers: client });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Retry-After")).toBe("60");
      expect(await errorCode(limited)).toBe("rate_limited");
    },
    LIMITER_TEST_TIMEOUT,
  );

  it.each(withoutGuard("rateLimited"))("$method $path has no per-client form limit", async (route) => {
    const client = { "CF-Connecting-IP": someClient() };
    for (let i = 0; i < 11; i++)
      expect(await errorCode(await send(route, { headers: client }))).not.toBe("rate_limited");
  });

  it.each(writes)("$method $path asks for the human check only if it is a public form", async (route) => {
    const res = await app.fetch(
      new Request(new URL(route.url, BASE), {
        method: route.method,
        headers: { Origin: BASE, "CF-Connecting-IP": someClient(), "Content-Type": "application/json" },
        body: "{}",
      }),
      { ...env, TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" },
    );
    const code = await errorCode(res);
    if (GUARDS[route.kind!].humanCheck) expect(code).toBe("human_check_required");
    else expect(code).not.toBe("human_check_required");
  });
});
