/**
 * An admin's second factors in D1: the authenticator app (one), passkeys (any number) and the
 * recovery codes that come with them. Each check that accepts a code does so in one conditional
 * write, so two requests with the same code cannot both pass.
 */
import { and, asc, count, eq, lt, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { adminPasskey, adminRecoveryCode, adminTotp } from "../../../schema/tables";
import { type Database, qualifiedColumn } from "../../db";
import { newRecoveryCodes, recoveryCodeDigest } from "./recovery-codes";
import { unseal } from "./sealed";
import { matchingTotpStep, normalizeCode } from "./totp";

/** SQL: the admin in `adminId` has a passkey or an authenticator app. */
export const hasSecondFactorSql = (adminId: SQLiteColumn): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${adminTotp} where ${adminTotp.adminUserId} = ${qualifiedColumn(adminId)}) or exists (select 1 from ${adminPasskey} where ${adminPasskey.adminUserId} = ${qualifiedColumn(adminId)}))`.mapWith(
    Boolean,
  );

export async function secondFactorsOf(db: Database, adminId: number) {
  const [totp, passkeys, [codes]] = await db.batch([
    db.select({ createdAt: adminTotp.createdAt }).from(adminTotp).where(eq(adminTotp.adminUserId, adminId)),
    db
      .select({
        id: adminPasskey.id,
        name: adminPasskey.name,
        createdAt: adminPasskey.createdAt,
        lastUsedAt: adminPasskey.lastUsedAt,
      })
      .from(adminPasskey)
      .where(eq(adminPasskey.adminUserId, adminId))
      .orderBy(asc(adminPasskey.createdAt)),
    db.select({ left: count() }).from(adminRecoveryCode).where(eq(adminRecoveryCode.adminUserId, adminId)),
  ]);
  return { totp: totp[0] ?? null, passkeys, recoveryCodesLeft: codes?.left ?? 0 };
}

/**
 * Accepts an authenticator-app code of this admin once: the step it matched must be later than
 * the last accepted one, written in the same statement that checks it.
 */
export async function acceptTotpCode(
  db: Database,
  secret: string | undefined,
  adminId: number,
  code: string,
  now = Date.now(),
) {
  const [row] = await db.select().from(adminTotp).where(eq(adminTotp.adminUserId, adminId)).limit(1);
  if (!row) return false;
  const key = await unseal(secret, row.sealedKey);
  const step = key ? matchingTotpStep(key, normalizeCode(code), now) : null;
  if (step === null) return false;
  const accepted = await db
    .update(adminTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(adminTotp.adminUserId, adminId), lt(adminTotp.lastUsedStep, step)))
    .returning({ id: adminTotp.adminUserId });
  return accepted.length === 1;
}

/**
 * Records a passkey's sign-in if its signature counter went up since the last one (WebAuthn
 * §6.1.3), or stayed 0 with an authenticator that keeps no counter: a counter that did not go up
 * is a copy of the key at work. Checked in the statement that writes it, so two answers with the
 * same counter cannot both pass.
 */
export async function acceptPasskeyUse(db: Database, passkeyId: string, signCount: number, now = Date.now()) {
  const used = await db
    .update(adminPasskey)
    .set({ signCount, lastUsedAt: new Date(now) })
    .where(
      and(
        eq(adminPasskey.id, passkeyId),
        signCount === 0 ? eq(adminPasskey.signCount, 0) : lt(adminPasskey.signCount, signCount),
      ),
    )
    .returning({ id: adminPasskey.id });
  return used.length === 1;
}

/** Accepts one of this admin's recovery codes, deleting it. */
export async function acceptRecoveryCode(db: Database, adminId: number, code: string) {
  const used = await db
    .delete(adminRecoveryCode)
    .where(and(eq(adminRecoveryCode.adminUserId, adminId), eq(adminRecoveryCode.digest, recoveryCodeDigest(code))))
    .returning({ digest: adminRecoveryCode.digest });
  return used.length === 1;
}

/** A new set of recovery codes (the old set stops working): the codes to show once, and the statements. */
export function replaceRecoveryCodes(db: Database, adminId: number) {
  const codes = newRecoveryCodes();
  return {
    codes,
    statements: [
      db.delete(adminRecoveryCode).where(eq(adminRecoveryCode.adminUserId, adminId)),
      db
        .insert(adminRecoveryCode)
        .values(codes.map((code) => ({ adminUserId: adminId, digest: recoveryCodeDigest(code) }))),
    ] as const,
  };
}

/** Every second factor of an admin gone (another admin's reset): statements to batch. */
export const removeSecondFactors = (db: Database, adminId: number) =>
  [
    db.delete(adminTotp).where(eq(adminTotp.adminUserId, adminId)),
    db.delete(adminPasskey).where(eq(adminPasskey.adminUserId, adminId)),
    db.delete(adminRecoveryCode).where(eq(adminRecoveryCode.adminUserId, adminId)),
  ] as const;
