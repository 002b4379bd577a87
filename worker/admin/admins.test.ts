import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityPage, AdminAccountRow, ApiErrorBody, AuthUser } from "../../schema/api";
import { HIDDEN } from "../audit/changes";
import { createSession, RECENT_SIGN_IN_MS } from "../auth/session";
import { ADMIN, adminClient, clientOf, createAdmin, postJson, sessionOf, withSession } from "../test/admins";
import { call, db, json } from "../test/helpers";

let adminCall: Awaited<ReturnType<typeof adminClient>>;
beforeEach(async () => {
  adminCall = await adminClient();
});

const signedIn = async (token: string) => (await call("/api/auth/user", withSession(token))).status === 200;
const admins = async () => json<AdminAccountRow[]>(await adminCall("/api/admin/admins"));

describe("the admins (/api/admin/admins)", () => {
  it("lists every admin with their last sign-in and open sessions, the asker marked", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn", name: "Sami" });
    await sessionOf(sami);
    await sessionOf(sami);
    const list = await admins();
    expect(list.map((admin) => [admin.email, admin.you, admin.sessionCount])).toEqual([
      [ADMIN.email, true, 1],
      ["sami@cafetalk.tn", false, 2],
    ]);
    expect(list[1]).toMatchObject({ name: "Sami", role: "admin", lastLoginAt: null });
  });

  it("adds an admin who can then sign in; the same address twice is refused under its field", async () => {
    const input = { email: " Nour@CafeTalk.tn ", name: "Nour", password: "a first password" };
    expect((await adminCall("/api/admin/admins", "POST", input)).status).toBe(201);
    expect((await postJson("/api/login", { email: "nour@cafetalk.tn", password: "a first password" })).status).toBe(
      200,
    );
    const again = await adminCall("/api/admin/admins", "POST", input);
    expect(again.status).toBe(409);
    expect((await json<ApiErrorBody>(again)).error.fields).toEqual({ email: "This address is already an admin." });
    const weak = await adminCall("/api/admin/admins", "POST", { email: "x@cafetalk.tn", password: "short" });
    expect((await json<ApiErrorBody>(weak)).error.fields).toEqual({ password: "At least 8 characters" });

    const log = await json<ActivityPage>(await adminCall("/api/admin/activity?target=admin_user"));
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: "create",
      changes: { name: { before: null, after: HIDDEN } },
      context: { email: "nour@cafetalk.tn" },
    });
    expect(JSON.stringify(log)).not.toContain("a first password");
  });

  it("sets a new password for another admin and signs them out everywhere", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn" });
    const token = await sessionOf(sami);
    const res = await adminCall(`/api/admin/admins/${sami.id}/password`, "POST", { password: "a brand new one" });
    expect(await json(res)).toEqual({ sessionsEnded: 1 });
    expect(await signedIn(token)).toBe(false);
    expect((await postJson("/api/login", { email: "sami@cafetalk.tn", password: "a brand new one" })).status).toBe(200);
    expect((await adminCall("/api/admin/admins/999/password", "POST", { password: "a brand new one" })).status).toBe(
      404,
    );
  });

  it("removes another admin (signed out, the log keeps their email), never oneself, so never the last", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn" });
    const token = await sessionOf(sami);
    await call("/api/admin/activity", withSession(token));
    expect((await adminCall(`/api/admin/admins/${sami.id}`, "DELETE")).status).toBe(204);
    expect(await signedIn(token)).toBe(false);
    expect((await admins()).map((admin) => admin.email)).toEqual([ADMIN.email]);

    const me = (await admins())[0]!;
    const refused = await adminCall(`/api/admin/admins/${me.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect((await json<ApiErrorBody>(refused)).error.code).toBe("cannot_remove_yourself");
    expect((await adminCall("/api/admin/admins/999", "DELETE")).status).toBe(404);

    const [removed] = (await json<ActivityPage>(await adminCall("/api/admin/activity?action=delete"))).items;
    expect(removed).toMatchObject({ targetType: "admin_user", context: { email: "sami@cafetalk.tn" } });
  });

  it("changes nothing for a sign-in older than 15 minutes, and says to sign in again", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn" });
    const samiToken = await sessionOf(sami);
    const me = (await admins())[0]!;
    const { token } = await createSession(db(), me.id, { now: Date.now() - RECENT_SIGN_IN_MS - 60_000 });
    const stale = clientOf(token);
    const before = await admins();

    const refusals = [
      await stale("/api/admin/admins", "POST", { email: "nour@cafetalk.tn", password: "a first password" }),
      await stale(`/api/admin/admins/${sami.id}/password`, "POST", { password: "another password" }),
      await stale(`/api/admin/admins/${sami.id}/second-factors/reset`, "POST"),
      await stale(`/api/admin/admins/${sami.id}`, "DELETE"),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect((await json<ApiErrorBody>(res)).error.message).toBe(
        "You signed in more than 15 minutes ago: sign in again to add, change or remove an admin.",
      );
    }
    expect(await admins()).toEqual(before);
    expect(await signedIn(samiToken)).toBe(true);
    // Reading the list needs no fresh sign-in.
    expect((await stale("/api/admin/admins", "GET")).status).toBe(200);
  });
});

const COMMON = "This is one of the most common passwords: choose another";
const HOLDS_NAME = "Must not contain the email address's name (the part before @)";

/** What the API answers the session holding `token` for the dashboard, and whether it says to change the password. */
async function backOfficeFor(token: string) {
  const dashboard = await call("/api/admin/dashboard", withSession(token));
  const user = await json<AuthUser>(await call("/api/auth/user", withSession(token)));
  const code = dashboard.ok ? null : (await json<ApiErrorBody>(dashboard)).error.code;
  return { status: dashboard.status, code, passwordMustChange: user.passwordMustChange };
}

describe("a password one admin chooses for another", () => {
  it("is refused when common or holding the admin's name, under its field, and nothing changes", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn" });
    const refusals = [
      [await adminCall("/api/admin/admins", "POST", { email: "nour@cafetalk.tn", password: "PassWord" }), COMMON],
      [
        await adminCall("/api/admin/admins", "POST", { email: "nour@cafetalk.tn", password: "hi nour 2024" }),
        HOLDS_NAME,
      ],
      [await adminCall(`/api/admin/admins/${sami.id}/password`, "POST", { password: "12345678" }), COMMON],
      [await adminCall(`/api/admin/admins/${sami.id}/password`, "POST", { password: "Sami-is-back" }), HOLDS_NAME],
    ] as const;
    for (const [res, message] of refusals) {
      expect(res.status).toBe(400);
      expect((await json<ApiErrorBody>(res)).error.fields).toEqual({ password: message });
    }
    expect((await admins()).map((admin) => admin.email)).toEqual([ADMIN.email, "sami@cafetalk.tn"]);
    expect((await postJson("/api/login", { email: "sami@cafetalk.tn", password: ADMIN.password })).status).toBe(200);
  });

  it("must be replaced by the new admin before anything else; then the back office opens", async () => {
    await adminCall("/api/admin/admins", "POST", { email: "nour@cafetalk.tn", password: "a first password" });
    const nour = (await admins()).find((admin) => admin.email === "nour@cafetalk.tn")!;
    const token = await sessionOf(nour);
    const asNour = clientOf(token);
    expect(await backOfficeFor(token)).toEqual({
      status: 403,
      code: "password_change_required",
      passwordMustChange: true,
    });
    // Not even a second factor of their own, which whoever chose the password could enrol first.
    expect((await asNour("/api/admin/account/totp/setup", "POST")).status).toBe(403);
    expect((await asNour("/api/admin/account")).status).toBe(403);

    const change = (newPassword: string) =>
      asNour("/api/admin/account/password", "POST", { currentPassword: "a first password", newPassword });
    const same = await change("a first password");
    expect((await json<ApiErrorBody>(same)).error.fields).toEqual({
      newPassword: "Choose a password of your own, not the one you were given",
    });
    expect((await change("nour's own secret")).status).toBe(400);
    expect((await change("my very own secret")).status).toBe(200);
    expect(await backOfficeFor(token)).toEqual({ status: 200, code: null, passwordMustChange: false });
  });

  it("is set by a new password for another admin, never by one's own", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn" });
    await adminCall(`/api/admin/admins/${sami.id}/password`, "POST", { password: "a brand new one" });
    expect(await backOfficeFor(await sessionOf(sami))).toMatchObject({ code: "password_change_required" });

    const me = (await admins())[0]!;
    await adminCall(`/api/admin/admins/${me.id}/password`, "POST", { password: "a brand new one" });
    expect(await backOfficeFor(await sessionOf(me))).toEqual({ status: 200, code: null, passwordMustChange: false });
  });
});
