import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../schema/api";
import { adminUser, auditEntry, authSession, loginThrottle } from "../../schema/tables";
import { tokenDigest } from "../secret-token";
import {
  ADMIN,
  adminSession,
  atEdge,
  createAdmin,
  postJson,
  postJsonAtEdge,
  sameOrigin,
  sessionOf,
  signIn,
  tokenFrom,
  withSession,
} from "../test/admins";
import { call, db, json } from "../test/helpers";
import { SESSION_IDLE_MS } from "./session";
import { THROTTLE_POLICIES, waitAfter } from "./throttle";

const HOUR = 3_600_000;

describe("POST /api/login", () => {
  it("signs in, sets an HttpOnly SameSite=Lax cookie, and stores only the token's SHA-256", async () => {
    await createAdmin();
    const res = await postJson("/api/login", { email: " Leila@CafeTalk.tn ", password: ADMIN.password });

    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectTo: "/admin" });
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^cafe_session=[a-z2-7]{32};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure"); // plain http on localhost only
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    const token = tokenFrom(res)!;
    const rows = await db().select().from(authSession);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(tokenDigest(token));
    expect(rows[0]!.id).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    const [user] = await db().select().from(adminUser);
    expect(user!.lastLoginAt).not.toBeNull();
  });

  it("on a real host, sets __Host- cookies (Secure, Path=/, no Domain) and reads no cookie of the bare name", async () => {
    await createAdmin();
    const origin = "https://cafetalk.tn";
    const res = await call(`${origin}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["__Host-cafe_session", "__Host-cafe_device"]);
    for (const cookie of cookies) {
      expect(cookie).toContain("; Secure");
      expect(cookie).toContain("; Path=/;");
      expect(cookie).not.toMatch(/Domain=/i);
    }

    const token = /__Host-cafe_session=([^;]*)/.exec(cookies[0]!)![1]!;
    const user = (cookie: string) => call(`${origin}/api/auth/user`, { headers: { Cookie: cookie } });
    expect((await user(`__Host-cafe_session=${token}`)).status).toBe(200);
    // What a sibling subdomain or a page over plain http could have set.
    expect((await user(`cafe_session=${token}`)).status).toBe(401);
  });

  it("accepts passwords of up to 128 characters, unicode included", async () => {
    const long = "ليلى-".repeat(26).slice(0, 128);
    expect(long).toHaveLength(128);
    await createAdmin({ email: "long@cafetalk.tn", password: long });
    expect((await postJson("/api/login", { email: "long@cafetalk.tn", password: long })).status).toBe(200);
    expect((await postJson("/api/login", { email: "long@cafetalk.tn", password: long.slice(0, 127) })).status).toBe(
      401,
    );
  });

  it("gives a new token at every sign-in", async () => {
    await createAdmin();
    expect(await signIn()).not.toBe(await signIn());
  });

  it.each([
    ["signed in", undefined],
    ["waiting for its second factor", "awaiting"],
  ] as const)("ends the session a browser %s had when it signs in again", async (_state, factor) => {
    const before = await sessionOf(await createAdmin(), factor);
    const res = await postJson("/api/login", ADMIN, { ...withSession(before).headers, ...sameOrigin });
    expect(res.status).toBe(200);
    const after = tokenFrom(res)!;
    expect(after).not.toBe(before);
    expect((await call("/api/auth/user", withSession(before))).status).toBe(401);
    expect(
      await db()
        .select()
        .from(authSession)
        .where(eq(authSession.id, tokenDigest(before))),
    ).toEqual([]);
    expect((await call("/api/auth/user", withSession(after))).status).toBe(200);
  });

  it("answers one generic message for a wrong password and for an unknown email", async () => {
    await createAdmin();
    const wrongPassword = await postJson("/api/login", { email: ADMIN.email, password: "not the password" });
    const unknownEmail = await postJson("/api/login", { email: "nobody@cafetalk.tn", password: ADMIN.password });
    const empty = await postJson("/api/login", {});

    for (const res of [wrongPassword, unknownEmail, empty]) {
      expect(res.status).toBe(401);
      expect(res.headers.get("Set-Cookie")).toBeNull();
      expect(await json(res)).toEqual({
        error: { code: "invalid_credentials", message: "Invalid email or password." },
      });
    }
    expect(await db().select().from(authSession)).toHaveLength(0);
  });

  it("puts nothing typed for an unknown account on the audit log: only the client and the reason", async () => {
    await createAdmin();
    // A password typed into the email box, as happens.
    const typed = "Tr0ub4dor&3 in the wrong box";
    const res = await postJson("/api/login", { email: typed, password: ADMIN.password });
    expect(res.status).toBe(401);

    const [entry] = await db().select().from(auditEntry);
    expect(entry).toMatchObject({ action: "sign_in_failed", actorId: null, actorEmail: null });
    expect(entry!.context).toEqual({ client: expect.any(String), reason: "unknown_account", factor: "password" });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("tr0ub4dor");
  });

  it("accepts the sign-in form and returns to the page the admin came from", async () => {
    await createAdmin();
    const form = (next: string, password = ADMIN.password) =>
      call("/api/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...sameOrigin },
        body: new URLSearchParams({ email: ADMIN.email, password, next }),
      });

    const back = await form("/admin/seo");
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/admin/seo");

    for (const hostile of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      expect((await form(hostile)).headers.get("Location")).toBe("/admin");
    }

    const wrong = await form("/admin", "wrong password!");
    expect(wrong.status).toBe(401);
    const page = await wrong.text();
    expect(page).toContain("Invalid email or password.");
    expect(page).toContain(`value="${ADMIN.email}"`);
  });

  it("re-hashes a password stored at a weaker cost", async () => {
    await createAdmin({ params: { N: 1024, r: 8, p: 1 } });
    await signIn();
    const [user] = await db().select().from(adminUser);
    expect(user!.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    await signIn(); // and the new hash still verifies
  });
});

describe("GET /api/login", () => {
  it("shows the sign-in page, escaping what it echoes", async () => {
    const res = await call("/api/login?next=/admin/faqs%22%3E%3Cscript%3E");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain('<form method="post" action="/api/login">');
    expect(page).toContain('name="password" type="password"');
    expect(page).not.toContain("<script>");
  });

  it("sends a signed-in admin straight on", async () => {
    const res = await call("/api/login?next=/admin/pricing", withSession(await adminSession()));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/pricing");
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 when signed out", async () => {
    const res = await call("/api/auth/user");
    expect(res.status).toBe(401);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect((await json<ApiErrorBody>(res)).error.code).toBe("unauthorized");
  });

  it("answers the user with claims.email and claims.name (docs/product-rules.md#data)", async () => {
    const admin = await createAdmin();
    const res = await call("/api/auth/user", withSession(await sessionOf(admin)));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      id: admin.id,
      email: ADMIN.email,
      name: "Leila",
      role: "admin",
      claims: { email: ADMIN.email, name: "Leila" },
      secondFactor: { set: false, required: false },
      passwordMustChange: false,
    });
  });
});

describe("session lifetime", () => {
  async function sessionRow(token: string) {
    const [row] = await db()
      .select()
      .from(authSession)
      .where(eq(authSession.id, tokenDigest(token)));
    return row;
  }

  it("logout deletes the session, clears the cookie and returns home", async () => {
    const token = await adminSession();
    const res = await call("/api/auth/logout", withSession(token));

    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/cafe_session=;.*Max-Age=0/);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await call("/api/auth/user", withSession(token))).status).toBe(401);
  });

  it("an idle-expired session is refused and deleted", async () => {
    const token = await adminSession();
    await db()
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) });

    const res = await call("/api/auth/user", withSession(token));
    expect(res.status).toBe(401);
    expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("slides the expiry forward when an active session nears it, and re-sends the cookie", async () => {
    const token = await adminSession();
    await db()
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + HOUR) });

    const res = await call("/api/auth/user", withSession(token));
    expect(res.status).toBe(200);
    expect(tokenFrom(res)).toBe(token);
    const renewed = (await sessionRow(token))!.expiresAt.getTime();
    expect(renewed - Date.now()).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
  });

  it("never outlives its absolute maximum", async () => {
    const token = await adminSession();
    await db()
      .update(authSession)
      .set({ absoluteExpiresAt: new Date(Date.now() - 1) });
    expect((await call("/api/auth/user", withSession(token))).status).toBe(401);
  });

  it("renewal stops at the absolute maximum", async () => {
    const token = await adminSession();
    const cap = new Date(Date.now() + 2 * HOUR);
    await db()
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + HOUR), absoluteExpiresAt: cap });
    await call("/api/auth/user", withSession(token));
    expect((await sessionRow(token))!.expiresAt.getTime()).toBe(cap.getTime());
  });
});

describe("sign-in throttling", () => {
  const fromClient = atEdge;
  const attacker = fromClient("203.0.113.66");

  it("makes one client wait after repeated failures for an account, then resets on success", async () => {
    await createAdmin();
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await postJsonAtEdge("/api/login", { email: ADMIN.email, password: `wrong-${attempt}` }, attacker);
      expect(res.status).toBe(401);
    }

    const throttled = await postJsonAtEdge("/api/login", { email: ADMIN.email, password: "wrong-7" }, attacker);
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(await json(throttled)).toEqual({
      error: {
        code: "too_many_attempts",
        message: `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
      },
    });

    // Once the wait is over, the right password works and clears the counters.
    await db()
      .update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1) });
    expect(
      (await postJsonAtEdge("/api/login", { email: ADMIN.email, password: ADMIN.password }, attacker)).status,
    ).toBe(200);
    expect(await db().select().from(loginThrottle)).toEqual([]);
  });

  it("lets no one elsewhere keep the admin out: their failures never lock the admin's own client", async () => {
    await createAdmin();
    for (let attempt = 1; attempt <= 12; attempt++) {
      await postJsonAtEdge("/api/login", { email: ADMIN.email, password: `wrong-${attempt}` }, attacker);
    }
    expect((await postJsonAtEdge("/api/login", { email: ADMIN.email, password: "wrong" }, attacker)).status).toBe(429);
    const admin = await postJsonAtEdge(
      "/api/login",
      { email: ADMIN.email, password: ADMIN.password },
      fromClient("198.51.100.4"),
    );
    expect(admin.status).toBe(200);
  });

  it("an attack spread over many clients meets the account's ceiling, which a browser that signed in before skips", async () => {
    await createAdmin();
    const trusted = await postJsonAtEdge("/api/login", { email: ADMIN.email, password: ADMIN.password });
    const device = /__Host-cafe_device=([^;]+)/.exec(trusted.headers.get("Set-Cookie") ?? "")?.[1];
    expect(device).toBeDefined();
    const deviceCookie = trusted.headers.getSetCookie().find((line) => line.startsWith("__Host-cafe_device="));
    for (const attribute of ["Path=/", "HttpOnly", "Secure", "SameSite=Strict"])
      expect(deviceCookie).toContain(attribute);

    // Failures from many clients (guessesPerHour in worker/test/throttle-budget.ts), up to the account's ceiling.
    const { free } = THROTTLE_POLICIES.account;
    await db()
      .insert(loginThrottle)
      .values({ key: `account:${ADMIN.email}`, failures: free - 1 });
    for (const address of ["192.0.2.1", "192.0.2.2"]) {
      const res = await postJsonAtEdge("/api/login", { email: ADMIN.email, password: "guess" }, fromClient(address));
      expect(res.status).toBe(401);
    }
    // A browser that never signed in waits, whatever its address...
    const unknown = await postJsonAtEdge(
      "/api/login",
      { email: ADMIN.email, password: ADMIN.password },
      fromClient("198.51.100.4"),
    );
    expect(unknown.status).toBe(429);
    // ...the admin's own browser does not.
    const known = await postJsonAtEdge(
      "/api/login",
      { email: ADMIN.email, password: ADMIN.password },
      { ...fromClient("198.51.100.4"), Cookie: `__Host-cafe_device=${device}` },
    );
    expect(known.status).toBe(200);
  });

  it("counts a trusted browser's own failures, and a cookie of another account is no trust", async () => {
    await createAdmin();
    await createAdmin({ email: "sami@cafetalk.tn" });
    const trusted = await postJsonAtEdge("/api/login", { email: "sami@cafetalk.tn", password: ADMIN.password });
    const cookie = /__Host-cafe_device=[^;]+/.exec(trusted.headers.get("Set-Cookie") ?? "")![0];
    await db()
      .insert(loginThrottle)
      .values({ key: `account:${ADMIN.email}`, failures: 500, lockedUntil: new Date(Date.now() + 600_000) });
    const other = await postJsonAtEdge(
      "/api/login",
      { email: ADMIN.email, password: ADMIN.password },
      { ...atEdge(), Cookie: cookie },
    );
    expect(other.status).toBe(429);

    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await postJsonAtEdge(
        "/api/login",
        { email: "sami@cafetalk.tn", password: `wrong-${attempt}` },
        { ...atEdge(), Cookie: cookie },
      );
      expect(res.status).toBe(401);
    }
    const waiting = await postJsonAtEdge(
      "/api/login",
      { email: "sami@cafetalk.tn", password: ADMIN.password },
      { ...atEdge(), Cookie: cookie },
    );
    expect(waiting.status).toBe(429);
  });

  it("counts a refused attempt nowhere", async () => {
    await createAdmin();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await postJsonAtEdge("/api/login", { email: ADMIN.email, password: `wrong-${attempt}` }, attacker);
    }
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await postJsonAtEdge("/api/login", { email: ADMIN.email, password: "again" }, attacker)).status).toBe(
        429,
      );
    }
    const [account] = await db()
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${ADMIN.email}`));
    expect(account!.failures).toBe(6);
  });

  it("lets no burst of parallel attempts past the free tries", async () => {
    await createAdmin();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJsonAtEdge("/api/login", { email: ADMIN.email, password: `wrong-${i}` }, attacker).then(
          (res) => res.status,
        ),
      ),
    );
    // Five free tries, and the sixth (which starts the wait): never more, however the requests interleave.
    expect(answers.filter((status) => status === 401)).toHaveLength(THROTTLE_POLICIES.pair.free + 1);
    expect(answers.filter((status) => status === 429)).toHaveLength(12 - THROTTLE_POLICIES.pair.free - 1);
  });

  it("doubles the wait with each further failure, up to 15 minutes", () => {
    const policy = THROTTLE_POLICIES.pair;
    const waits = Array.from({ length: 12 }, (_, i) => waitAfter(i + 1, policy) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it("waits twice as long after a failure following the first wait", async () => {
    await createAdmin();
    for (let attempt = 1; attempt <= 6; attempt++)
      await postJsonAtEdge("/api/login", { email: ADMIN.email, password: "wrong-password" }, attacker);
    await db()
      .update(loginThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1) });
    expect(
      (await postJsonAtEdge("/api/login", { email: ADMIN.email, password: "wrong-password" }, attacker)).status,
    ).toBe(401);
    const retryAfter = Number(
      (await postJsonAtEdge("/api/login", { email: ADMIN.email, password: ADMIN.password }, attacker)).headers.get(
        "Retry-After",
      ),
    );
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it("counts failures per client address across accounts", async () => {
    const fromOneAddress = atEdge("203.0.113.7");
    await db().insert(loginThrottle).values({ key: "client:203.0.113.7", failures: 20 });
    const res = await postJsonAtEdge(
      "/api/login",
      { email: "someone@cafetalk.tn", password: "whatever-123" },
      fromOneAddress,
    );
    expect(res.status).toBe(401);

    const next = await postJsonAtEdge(
      "/api/login",
      { email: "other@cafetalk.tn", password: "whatever-123" },
      fromOneAddress,
    );
    expect(next.status).toBe(429);
    const elsewhere = await postJsonAtEdge("/api/login", { email: "other@cafetalk.tn", password: "whatever-123" });
    expect(elsewhere.status).toBe(401);
  });
});
