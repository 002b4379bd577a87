/**
 * Issue 15, point 8: `npm run admin:create` for an existing admin must end that admin's sessions.
 * These run the very statements the script writes to its SQL file against the real local D1.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminPasskey, adminRecoveryCode, adminTotp, adminUser, auditEntry, authSession } from "../../schema/tables";
import { ADMIN, createAdmin, postJson, sessionOf, signIn, withSession } from "../test/admins";
import { call, db } from "../test/helpers";
import { type AdminAccount, adminUpsertStatements } from "./admin-account";
import { hashPassword } from "./password";

/** As `wrangler d1 execute --file` runs the script's file: the statements in order, one per line. */
async function runAdminCreate(account: AdminAccount) {
  await env.DB.exec(adminUpsertStatements(account).join("\n"));
}

const signedIn = async (token: string) => (await call("/api/auth/user", withSession(token))).status;

describe("admin:create SQL", () => {
  it("setting a new password ends every session of that admin, and only theirs", async () => {
    const leila = await createAdmin();
    const otherAdmin = await createAdmin({ email: "other@cafetalk.tn" });
    const [first, second, other] = [await sessionOf(leila), await sessionOf(leila), await sessionOf(otherAdmin)];
    expect(await signedIn(first)).toBe(200);

    const newPassword = "a brand new passphrase";
    await runAdminCreate({ email: ADMIN.email, passwordHash: await hashPassword(newPassword) });

    expect(await signedIn(first)).toBe(401);
    expect(await signedIn(second)).toBe(401);
    expect(await signedIn(other)).toBe(200);
    expect((await postJson("/api/login", { email: ADMIN.email, password: ADMIN.password })).status).toBe(401);
    expect(await signedIn(await signIn(ADMIN.email, newPassword))).toBe(200);
  });

  it("creates a brand-new admin who can sign in", async () => {
    const email = "o'brien@cafetalk.tn";
    await runAdminCreate({ email, name: "Ciarán O'Brien", passwordHash: await hashPassword("first password!") });

    const [row] = await db().select().from(adminUser).where(eq(adminUser.email, email));
    expect(row).toMatchObject({ email, name: "Ciarán O'Brien", role: "admin" });
    expect(await db().select().from(authSession)).toHaveLength(0);
    expect(await signedIn(await signIn(email, "first password!"))).toBe(200);
  });

  it("with --reset-factors, removes the admin's passkeys, app and recovery codes, on record", async () => {
    const leila = await createAdmin();
    const other = await createAdmin({ email: "other@cafetalk.tn" });
    for (const admin of [leila, other]) {
      await db().insert(adminTotp).values({ adminUserId: admin.id, sealedKey: "sealed" });
      await db()
        .insert(adminPasskey)
        .values({ id: `key-${admin.id}`, adminUserId: admin.id, name: "Laptop", algorithm: -7, publicKey: "k" });
      await db()
        .insert(adminRecoveryCode)
        .values({ digest: `code-${admin.id}`, adminUserId: admin.id });
    }
    await runAdminCreate({
      email: ADMIN.email,
      passwordHash: await hashPassword(ADMIN.password),
      resetSecondFactors: true,
    });

    for (const table of [adminTotp, adminPasskey, adminRecoveryCode]) {
      expect((await db().select().from(table)).map((row) => row.adminUserId)).toEqual([other.id]);
    }
    const [entry] = await db().select().from(auditEntry).where(eq(auditEntry.action, "second_factors_reset"));
    expect(entry).toMatchObject({ targetId: String(leila.id), actorId: null });
    // A password alone opens the account again, which production then sends to set up a factor.
    expect(await signedIn(await signIn(ADMIN.email, ADMIN.password))).toBe(200);
  });

  it("gives the admin role back and keeps the existing name when none is given", async () => {
    const existing = await createAdmin({ role: "viewer" });
    await runAdminCreate({ email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) });
    const [row] = await db().select().from(adminUser).where(eq(adminUser.id, existing.id));
    expect(row).toMatchObject({ role: "admin", name: ADMIN.name });
  });
});
