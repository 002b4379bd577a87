/**
 * Issue 15, point 8: another site must not be able to sign an admin out (a link, a redirect or an
 * <img> pointing at GET /api/auth/logout), while the back office's logout link keeps working.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authSession } from "../../schema/tables";
import { tokenDigest } from "../secret-token";
import { adminSession, withSession } from "../test/admins";
import { call, db } from "../test/helpers";

async function stillSignedIn(token: string) {
  const rows = await db()
    .select()
    .from(authSession)
    .where(eq(authSession.id, tokenDigest(token)));
  return rows.length === 1 && (await call("/api/auth/user", withSession(token))).status === 200;
}

describe("GET /api/auth/logout and Fetch Metadata", () => {
  it.each([
    ["same-origin", "the back office's logout link"],
    ["none", "the URL typed or bookmarked"],
    [undefined, "a browser that sends no Fetch Metadata"],
  ] as const)("Sec-Fetch-Site: %s (%s) signs out and returns home", async (site, _case) => {
    const token = await adminSession();
    const res = await call(
      "/api/auth/logout",
      withSession(token, site ? { "Sec-Fetch-Site": site, "Sec-Fetch-Mode": "navigate" } : {}),
    );

    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/cafe_session=;.*Max-Age=0/);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it.each([
    ["cross-site", "navigate"],
    ["cross-site", "no-cors"], // <img src="https://cafetalk.tn/api/auth/logout">
    ["same-site", "navigate"], // a sibling subdomain
  ])("Sec-Fetch-Site: %s (mode %s) keeps the session and asks the admin to confirm", async (site, mode) => {
    const token = await adminSession();
    const res = await call("/api/auth/logout", withSession(token, { "Sec-Fetch-Site": site, "Sec-Fetch-Mode": mode }));

    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const page = await res.text();
    // The confirmation link is same-origin once followed from this page, so it signs out.
    expect(page).toContain('href="/api/auth/logout"');
    expect(await stillSignedIn(token)).toBe(true);

    const confirmed = await call("/api/auth/logout", withSession(token, { "Sec-Fetch-Site": "same-origin" }));
    expect(confirmed.status).toBe(303);
    expect(await stillSignedIn(token)).toBe(false);
  });

  it("with next, signs out to the sign-in page, which returns there; never to another site", async () => {
    const again = (token: string, next: string) =>
      call(
        `/api/auth/logout?next=${encodeURIComponent(next)}`,
        withSession(token, { "Sec-Fetch-Site": "same-origin" }),
      );
    const token = await adminSession();
    const res = await again(token, "/admin/account");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/api/login?next=%2Fadmin%2Faccount");
    expect(await stillSignedIn(token)).toBe(false);

    const elsewhere = await again(await adminSession({ email: "sami@cafetalk.tn" }), "https://evil.example/admin");
    expect(elsewhere.headers.get("Location")).toBe("/api/login?next=%2Fadmin");
  });

  it("an unknown Sec-Fetch-Site value is not trusted", async () => {
    const token = await adminSession();
    const res = await call("/api/auth/logout", withSession(token, { "Sec-Fetch-Site": "something-new" }));
    expect(res.status).toBe(403);
    expect(await stillSignedIn(token)).toBe(true);
  });

  it("a signed-out visitor sent from another site just lands home", async () => {
    const res = await call("/api/auth/logout", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
  });
});
