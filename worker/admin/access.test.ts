import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { authSession } from "../../schema/tables";
import { app } from "../app";
import { requireAdmin } from "../auth/middleware";
import { adminSession, sameOrigin, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";

/**
 * Every concrete admin route, with path parameters filled in: all under /api/admin, and any
 * other route guarded by requireAdmin (PUT /api/seo, whose path docs/product-rules.md#api-calls fixes).
 */
const adminRoutes = [
  ...new Map(
    app.routes
      .filter(
        (route) => route.method !== "ALL" && (route.path.startsWith("/api/admin") || route.handler === requireAdmin),
      )
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, "1") }))
      .map((route) => [`${route.method} ${route.path}`, route]),
  ).values(),
];

/** The query a read needs to answer at all: the People page looks one person up by address, or searches. */
const SAMPLE_QUERY: Record<string, string> = {
  "/api/admin/people": "?email=someone@example.tn",
  "/api/admin/people/search": "?q=someone",
};

function request(route: { method: string; path: string }, token?: string) {
  const headers: Record<string, string> = { ...sameOrigin, "Content-Type": "application/json" };
  if (token) headers.Cookie = `cafe_session=${token}`;
  const body = route.method === "GET" || route.method === "DELETE" ? undefined : "{}";
  const query = route.method === "GET" ? (SAMPLE_QUERY[route.path] ?? "") : "";
  return call(route.path + query, { method: route.method, headers, body });
}

describe("every /api/admin route", () => {
  it("is found by the enumeration", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(2);
    expect(adminRoutes).toContainEqual({ method: "GET", path: "/api/admin/pricing" });
    expect(adminRoutes).toContainEqual({ method: "PUT", path: "/api/seo" });
  });

  it.each(adminRoutes)("$method $path answers 401 without a session", async (route) => {
    const res = await request(route);
    expect(res.status).toBe(401);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await json<ApiErrorBody>(res)).error.code).toBe("unauthorized");
  });

  it.each(adminRoutes)("$method $path answers 401 for an expired or tampered session", async (route) => {
    const token = await adminSession();
    const tampered = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect((await request(route, tampered)).status).toBe(401);

    await db()
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1) });
    expect((await request(route, token)).status).toBe(401);
  });

  it.each(adminRoutes)("$method $path answers 403 to a signed-in account without the admin role", async (route) => {
    const res = await request(route, await adminSession({ email: "viewer@cafetalk.tn", role: "viewer" }));
    expect(res.status).toBe(403);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("forbidden");
  });

  it.each(adminRoutes.filter((r) => r.method === "GET"))(
    "$method $path answers an admin, never cached",
    async (route) => {
      const res = await request(route, await adminSession());
      expect([200, 404]).toContain(res.status); // 404: the filled-in id 1 may not exist
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    },
  );
});

describe("cross-site writes", () => {
  const login = (headers: Record<string, string>) =>
    call("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ email: "x@cafetalk.tn", password: "whatever-123" }),
    });

  it("refuses a POST from another origin", async () => {
    const res = await login({ Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({
      error: { code: "cross_origin_refused", message: "Cross-site requests are not allowed." },
    });
  });

  it("refuses a POST with neither Origin nor Sec-Fetch-Site", async () => {
    expect((await login({})).status).toBe(403);
    expect((await login({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("lets same-origin requests through", async () => {
    expect((await login(sameOrigin)).status).toBe(401);
    expect((await login({ "Sec-Fetch-Site": "same-origin" })).status).toBe(401);
  });

  it("refuses a cross-site write to an admin route, even with an admin's session", async () => {
    const token = await adminSession();
    const res = await call("/api/admin/pricing", {
      method: "POST",
      ...withSession(token, { Origin: "https://evil.example", "Content-Type": "application/json" }),
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});
