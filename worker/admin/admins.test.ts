import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityPage, AdminAccountRow, ApiErrorBody } from "../../schema/api";
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
