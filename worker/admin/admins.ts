import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AdminAccountRow } from "../../schema/api";
import { ADMIN_ROLE } from "../../schema/constants";
import { adminCreateInput, adminPasswordResetInput } from "../../schema/inputs";
import { adminPasskey, adminTotp, adminUser, authSession } from "../../schema/tables";
import { PASSWORD_CHANGED } from "../audit/changes";
import { auditEntryStatement, currentActor } from "../audit/record";
import { refuseForbiddenPassword } from "../auth/allowed-password";
import { removeSecondFactors } from "../auth/factors/store";
import { requireRecentSignIn } from "../auth/middleware";
import { hashPassword } from "../auth/password";
import { database, qualifiedColumn } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validateJson } from "../http/validate";

const notFound = () => new ApiError(404, "not_found", "Admin not found.");
const recentSignIn = requireRecentSignIn("add, change or remove an admin");

/**
 * Mounted at /api/admin/admins: the back office's admins. List them, create one with a first
 * password, set a new password for one (every session of theirs ends); either password is one
 * they must replace at their next sign-in before anything else. Remove one: never oneself
 * (another admin does it) and so never the last. `npm run admin:create` stays for the first admin
 * and for recovery. Every change is on the audit log, and takes a recent sign-in.
 */
export const adminAdmins = new Hono<AppBindings>()
  .get("/", async (c) => {
    const you = c.get("session")!.user.id;
    const admin = qualifiedColumn(adminUser.id);
    const rows = await database(c.env.DB)
      .select({
        id: adminUser.id,
        email: adminUser.email,
        name: adminUser.name,
        role: adminUser.role,
        lastLoginAt: adminUser.lastLoginAt,
        createdAt: adminUser.createdAt,
        sessionCount: sql<number>`(select count(*) from ${authSession} where ${authSession.adminUserId} = ${admin})`,
        totp: sql<boolean>`exists (select 1 from ${adminTotp} where ${adminTotp.adminUserId} = ${admin})`.mapWith(
          Boolean,
        ),
        passkeys: sql<number>`(select count(*) from ${adminPasskey} where ${adminPasskey.adminUserId} = ${admin})`,
      })
      .from(adminUser)
      .orderBy(asc(adminUser.email));
    const answer: AdminAccountRow[] = rows.map((row) => ({
      ...row,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      you: row.id === you,
    }));
    return c.json(answer) satisfies GetAnswer<"/api/admin/admins">;
  })
  .post("/", recentSignIn, validateJson(adminCreateInput), async (c) => {
    const { email, name, password } = c.req.valid("json");
    refuseForbiddenPassword(password, email, "password");
    const db = database(c.env.DB);
    const passwordHash = await hashPassword(password);
    const [[created]] = await db.batch([
      db
        .insert(adminUser)
        .values({ email, name, passwordHash, role: ADMIN_ROLE, passwordMustChange: true })
        .onConflictDoNothing({ target: adminUser.email })
        .returning({ id: adminUser.id }),
      auditEntryStatement(db, {
        actor: currentActor(c),
        action: "create",
        target: { type: "admin_user", id: sql`last_insert_rowid()` },
        changes: { name: { before: null, after: name } },
        // Which account gives back-office access is a security fact the log keeps (not a change's value).
        context: { email },
        onlyIfChanged: true,
      }),
    ]);
    if (!created) {
      throw new ApiError(409, "admin_exists", `${email} is already an admin.`, {
        email: "This address is already an admin.",
      });
    }
    return c.json({ id: created.id }, 201);
  })
  .post("/:id/password", recentSignIn, validateJson(adminPasswordResetInput), async (c) => {
    const id = parseId(c.req.param("id"));
    const { password } = c.req.valid("json");
    const actor = currentActor(c);
    const db = database(c.env.DB);
    const [admin] = await db.select({ email: adminUser.email }).from(adminUser).where(eq(adminUser.id, id)).limit(1);
    if (!admin) throw notFound();
    refuseForbiddenPassword(password, admin.email, "password");
    const passwordHash = await hashPassword(password);
    const [, ended] = await db.batch([
      // A password one admin chose for another is theirs to replace before anything else.
      db
        .update(adminUser)
        .set({ passwordHash, passwordMustChange: id !== actor.id })
        .where(eq(adminUser.id, id)),
      // Whoever signed in with the old password is signed out, this admin included if it is them.
      db.delete(authSession).where(eq(authSession.adminUserId, id)),
      auditEntryStatement(db, {
        actor,
        action: "password_set",
        target: { type: "admin_user", id },
        changes: PASSWORD_CHANGED,
      }),
    ]);
    return c.json({ sessionsEnded: ended.meta.changes });
  })
  .post("/:id/second-factors/reset", recentSignIn, async (c) => {
    // For an admin who lost their phone and their passkeys and their recovery codes: they sign in
    // with their password again and set up new factors. Never oneself (the account page does it).
    const id = parseId(c.req.param("id"));
    const actor = currentActor(c);
    if (id === actor.id) {
      throw new ApiError(409, "cannot_reset_yourself", "Manage your own second factors on your account page.");
    }
    const db = database(c.env.DB);
    const [found] = await db.select({ id: adminUser.id }).from(adminUser).where(eq(adminUser.id, id)).limit(1);
    if (!found) throw notFound();
    const [totp, passkeys, , ended] = await db.batch([
      ...removeSecondFactors(db, id),
      db.delete(authSession).where(eq(authSession.adminUserId, id)),
      auditEntryStatement(db, { actor, action: "second_factors_reset", target: { type: "admin_user", id } }),
    ]);
    return c.json({ factorsRemoved: totp.meta.changes + passkeys.meta.changes, sessionsEnded: ended.meta.changes });
  })
  .delete("/:id", recentSignIn, async (c) => {
    const id = parseId(c.req.param("id"));
    const actor = currentActor(c);
    if (id === actor.id) {
      throw new ApiError(409, "cannot_remove_yourself", "You cannot remove yourself: another admin can.");
    }
    const db = database(c.env.DB);
    const [before] = await db.select().from(adminUser).where(eq(adminUser.id, id)).limit(1);
    if (!before) throw notFound();
    // Sessions and trusted browsers go with the admin (cascade); their audit entries stay, by email.
    await db.batch([
      db.delete(adminUser).where(eq(adminUser.id, id)),
      auditEntryStatement(db, {
        actor,
        action: "delete",
        target: { type: "admin_user", id },
        context: { email: before.email },
        onlyIfChanged: true,
      }),
    ]);
    return c.body(null, 204);
  });
