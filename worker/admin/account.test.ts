import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountAnswer, ActivityPage, ApiErrorBody, AuthUser, PasswordChanged } from "../../schema/api";
import { authSession } from "../../schema/tables";
import { ADMIN, createAdmin, postJson, sameOrigin, sessionOf, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";

/** An admin's JSON calls from the browser holding `token`. */
const as =
  (token: string) =>
  (path: string, method = "GET", body?: unknown) =>
    call(path, {
      method,
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json", "User-Agent": "Firefox on Linux" }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });

let admin: { id: number };
let here: ReturnType<typeof as>;
let phone: string;
beforeEach(async () => {
  admin = await createAdmin();
  here = as(await sessionOf(admin));
  phone = await sessionOf(admin);
});

const signedIn = async (token: string) => (await call("/api/auth/user", withSession(token))).status === 200;

describe("the admin's own account (/api/admin/account)", () => {
  it("lists every browser signed in as them, this one marked, and no other admin's", async () => {
    await sessionOf(await createAdmin({ email: "other@cafetalk.tn" }));
    const signIn = await postJson("/api/login", ADMIN, { ...sameOrigin, "User-Agent": "Safari on iPhone" });
    expect(signIn.status).toBe(200);

    const answer = await json<AccountAnswer>(await here("/api/admin/account"));
    expect(answer.email).toBe(ADMIN.email);
    expect(answer.sessions).toHaveLength(3);
    expect(answer.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(answer.sessions.map((session) => session.userAgent)).toContain("Safari on iPhone");
    for (const session of answer.sessions) expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends one of their sessions, never another admin's", async () => {
    const otherToken = await sessionOf(await createAdmin({ email: "other@cafetalk.tn" }));
    const { sessions } = await json<AccountAnswer>(await here("/api/admin/account"));
    const phoneSession = sessions.find((session) => !session.current)!;
    expect((await here(`/api/admin/account/sessions/${phoneSession.id}`, "DELETE")).status).toBe(204);
    expect(await signedIn(phone)).toBe(false);

    const [others] = await db()
      .select()
      .from(authSession)
      .where(eq(authSession.adminUserId, admin.id + 1));
    expect((await here(`/api/admin/account/sessions/${others!.id}`, "DELETE")).status).toBe(404);
    expect(await signedIn(otherToken)).toBe(true);
    const log = await json<ActivityPage>(await here("/api/admin/activity?action=session_ended"));
    expect(log.total).toBe(1);
  });

  it("changes the password: the old one stops working, every other browser is signed out, this one stays", async () => {
    const res = await here("/api/admin/account/password", "POST", {
      currentPassword: ADMIN.password,
      newPassword: "a new and longer passphrase",
    });
    expect(res.status).toBe(200);
    expect(await json<PasswordChanged>(res)).toEqual({ otherSessionsEnded: 1 });
    expect(await signedIn(phone)).toBe(false);
    expect((await here("/api/admin/account")).status).toBe(200);
    expect((await postJson("/api/login", ADMIN)).status).toBe(401);
    expect((await postJson("/api/login", { ...ADMIN, password: "a new and longer passphrase" })).status).toBe(200);
    // Their own choice: nothing more to change, the back office stays open.
    expect((await json<AuthUser>(await here("/api/auth/user"))).passwordMustChange).toBe(false);
    expect((await here("/api/admin/dashboard")).status).toBe(200);

    const [entry] = (await json<ActivityPage>(await here("/api/admin/activity?action=password_changed"))).items;
    expect(entry).toMatchObject({ targetType: "admin_user", targetId: String(admin.id) });
    expect(JSON.stringify(entry)).not.toContain("passphrase");
  });

  it("refuses a wrong current password or a weak new one, field by field, and changes nothing", async () => {
    const wrong = await here("/api/admin/account/password", "POST", {
      currentPassword: "not it",
      newPassword: "a new and longer passphrase",
    });
    expect(wrong.status).toBe(400);
    expect((await json<ApiErrorBody>(wrong)).error.fields).toEqual({
      currentPassword: "This is not your current password.",
    });
    const weak = await here("/api/admin/account/password", "POST", {
      currentPassword: ADMIN.password,
      newPassword: "short",
    });
    expect((await json<ApiErrorBody>(weak)).error.fields).toEqual({ newPassword: "At least 8 characters" });
    const refusals = {
      Sunshine1: "This is one of the most common passwords: choose another",
      "Leila at home": "Must not contain the email address's name (the part before @)",
    };
    for (const [newPassword, message] of Object.entries(refusals)) {
      const refused = await here("/api/admin/account/password", "POST", {
        currentPassword: ADMIN.password,
        newPassword,
      });
      expect((await json<ApiErrorBody>(refused)).error.fields).toEqual({ newPassword: message });
    }
    expect(await signedIn(phone)).toBe(true);
    expect((await postJson("/api/login", ADMIN)).status).toBe(200);
  });

  it("throttles guesses at the current password like sign-in guesses", async () => {
    const guess = () =>
      here("/api/admin/account/password", "POST", { currentPassword: "guess", newPassword: "whatever it is" });
    // Five free guesses, and the sixth is still checked (it is the one that starts the wait).
    for (let i = 0; i < 6; i++) expect((await guess()).status).toBe(400);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
