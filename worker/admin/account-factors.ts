/**
 * Mounted at /api/admin/account: the signed-in admin's second factors. An authenticator app
 * (a key to scan, turned on only once one code from it checks out), passkeys (any number, each
 * named), and recovery codes, a first set made with the first factor, a new set on request; codes
 * are shown once. Where a second factor is required, the last one cannot be removed. Every change
 * is on the audit log, never with a key or a code. Every change takes a recent sign-in
 * (requireRecentSignIn in worker/auth/middleware.ts).
 */
import { decodeBase32IgnorePadding, encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, count, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { renderSVG } from "uqr";
import type { RecoveryCodesAnswer, TotpSetup } from "../../schema/api";
import type { SecondFactor } from "../../schema/constants";
import { passkeyRegistrationInput, totpEnableInput } from "../../schema/inputs";
import { adminPasskey, adminRecoveryCode, adminTotp } from "../../schema/tables";
import { auditEntryStatement, currentActor } from "../audit/record";
import { seal } from "../auth/factors/sealed";
import { replaceRecoveryCodes, secondFactorsOf } from "../auth/factors/store";
import { matchingTotpStep, newTotpKey, totpKeyUri } from "../auth/factors/totp";
import {
  creationOptions,
  newChallenge,
  PasskeyError,
  relyingPartyOf,
  verifyRegistration,
} from "../auth/factors/webauthn";
import { requireRecentSignIn, secondFactorRequired } from "../auth/middleware";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError, visitorError } from "../http/errors";
import { validateJson } from "../http/validate";

/** The audit entry of a factor added or removed; a removal is recorded only if the statement before it removed one. */
const factorEntry = (
  c: Context<AppBindings>,
  action: "second_factor_added" | "second_factor_removed",
  factor: SecondFactor,
  name?: string,
) =>
  auditEntryStatement(database(c.env.DB), {
    actor: currentActor(c),
    action,
    target: { type: "admin_user", id: c.get("session")!.user.id },
    context: name ? { factor, name } : { factor },
    onlyIfChanged: action === "second_factor_removed",
  });

/** A first set of recovery codes comes with the first factor; an admin who has a set keeps it. */
async function firstRecoveryCodes(c: Context<AppBindings>) {
  const db = database(c.env.DB);
  const adminId = c.get("session")!.user.id;
  const [existing] = await db
    .select({ n: count() })
    .from(adminRecoveryCode)
    .where(eq(adminRecoveryCode.adminUserId, adminId));
  return existing && existing.n > 0 ? null : replaceRecoveryCodes(db, adminId);
}

/** Refuses to remove the admin's last second factor where one is required. */
async function keepOneWhereRequired(c: Context<AppBindings>) {
  if (!secondFactorRequired(c.env)) return;
  const factors = await secondFactorsOf(database(c.env.DB), c.get("session")!.user.id);
  if ((factors.totp ? 1 : 0) + factors.passkeys.length <= 1) {
    throw new ApiError(
      409,
      "last_second_factor",
      "A second factor is required: set up another one before removing this one.",
    );
  }
}

const recentSignIn = requireRecentSignIn("change your second factors");

export const adminAccountFactors = new Hono<AppBindings>()
  .post("/totp/setup", recentSignIn, (c) => {
    const key = newTotpKey();
    const uri = totpKeyUri(c.get("session")!.user.email, key);
    const answer: TotpSetup = { key: encodeBase32LowerCaseNoPadding(key), uri, qrSvg: renderSVG(uri) };
    return c.json(answer);
  })
  .post("/totp", recentSignIn, validateJson(totpEnableInput), async (c) => {
    const { key: typedKey, code } = c.req.valid("json");
    const key = decodeBase32IgnorePadding(typedKey.toUpperCase());
    const step = matchingTotpStep(key, code);
    if (step === null) {
      throw visitorError(400, "validation_failed", {
        code: "That code does not match. Check the time on your phone, then type the code it shows now.",
      });
    }
    const db = database(c.env.DB);
    const adminUserId = c.get("session")!.user.id;
    const sealedKey = await seal(c.env.SECOND_FACTOR_SECRET, key);
    const recovery = await firstRecoveryCodes(c);
    await db.batch([
      db
        .insert(adminTotp)
        .values({ adminUserId, sealedKey, lastUsedStep: step })
        .onConflictDoUpdate({
          target: adminTotp.adminUserId,
          set: { sealedKey, lastUsedStep: step, createdAt: new Date() },
        }),
      factorEntry(c, "second_factor_added", "totp"),
      ...(recovery?.statements ?? []),
    ]);
    const answer: RecoveryCodesAnswer = { recoveryCodes: recovery?.codes ?? null };
    return c.json(answer, 201);
  })
  .delete("/totp", recentSignIn, async (c) => {
    await keepOneWhereRequired(c);
    const db = database(c.env.DB);
    const [removed] = await db.batch([
      db
        .delete(adminTotp)
        .where(eq(adminTotp.adminUserId, c.get("session")!.user.id))
        .returning({ id: adminTotp.adminUserId }),
      factorEntry(c, "second_factor_removed", "totp"),
    ]);
    if (removed.length === 0) throw new ApiError(404, "not_found", "No authenticator app is set up.");
    return c.body(null, 204);
  })
  .post("/passkeys/options", recentSignIn, async (c) => {
    const db = database(c.env.DB);
    const user = c.get("session")!.user;
    const existing = await db
      .select({ id: adminPasskey.id })
      .from(adminPasskey)
      .where(eq(adminPasskey.adminUserId, user.id));
    const challenge = await newChallenge(db);
    return c.json({
      options: creationOptions(
        relyingPartyOf(c.req.url),
        user,
        challenge,
        existing.map((row) => row.id),
      ),
    });
  })
  .post("/passkeys", recentSignIn, validateJson(passkeyRegistrationInput), async (c) => {
    const { name, credential } = c.req.valid("json");
    const db = database(c.env.DB);
    let verified: Awaited<ReturnType<typeof verifyRegistration>>;
    try {
      verified = await verifyRegistration(db, relyingPartyOf(c.req.url), credential.response);
    } catch (error) {
      if (!(error instanceof PasskeyError)) throw error;
      throw new ApiError(400, "invalid_passkey", "This passkey could not be added. Try again.");
    }
    const recovery = await firstRecoveryCodes(c);
    const [added] = await db.batch([
      db
        .insert(adminPasskey)
        .values({ ...verified, name, adminUserId: c.get("session")!.user.id })
        .onConflictDoNothing({ target: adminPasskey.id })
        .returning({ id: adminPasskey.id }),
      factorEntry(c, "second_factor_added", "passkey", name),
      ...(recovery?.statements ?? []),
    ]);
    if (added.length === 0) throw new ApiError(409, "passkey_exists", "This passkey is already added.");
    const answer: RecoveryCodesAnswer = { recoveryCodes: recovery?.codes ?? null };
    return c.json(answer, 201);
  })
  .delete("/passkeys/:id", recentSignIn, async (c) => {
    await keepOneWhereRequired(c);
    const db = database(c.env.DB);
    const [removed] = await db.batch([
      db
        .delete(adminPasskey)
        .where(and(eq(adminPasskey.id, c.req.param("id")), eq(adminPasskey.adminUserId, c.get("session")!.user.id)))
        .returning({ name: adminPasskey.name }),
      factorEntry(c, "second_factor_removed", "passkey"),
    ]);
    if (removed.length === 0) throw new ApiError(404, "not_found", "No such passkey of yours.");
    return c.body(null, 204);
  })
  .post("/recovery-codes", recentSignIn, async (c) => {
    const db = database(c.env.DB);
    const session = c.get("session")!;
    if (!session.user.hasSecondFactor) {
      throw new ApiError(409, "no_second_factor", "Set up a passkey or an authenticator app first.");
    }
    const { codes, statements } = replaceRecoveryCodes(db, session.user.id);
    await db.batch([
      ...statements,
      auditEntryStatement(db, {
        actor: currentActor(c),
        action: "recovery_codes_created",
        target: { type: "admin_user", id: session.user.id },
      }),
    ]);
    const answer: RecoveryCodesAnswer = { recoveryCodes: codes };
    return c.json(answer, 201);
  });
