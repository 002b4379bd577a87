/**
 * Mounted at /api/login: the second step of a sign-in, and passkey sign-ins.
 *
 * - `/verify`: after the right password, an admin with a second factor types a code from their
 *   authenticator app or a recovery code (each accepted once), or uses a passkey. Until then their
 *   session opens nothing else (worker/auth/middleware.ts).
 * - `/passkey/options`, `/passkey`: a passkey alone signs in (it is a factor the admin has, and
 *   unlocks with one they are: phishing-resistant two factors), or completes the second step.
 *
 * Wrong answers are throttled as passwords are (worker/auth/throttle.ts) and on the audit log.
 */
import { eq, getTableColumns } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { adminPasskey, adminTotp, adminUser } from "../../schema/tables";
import { z } from "../../schema/zod";
import { auditEntryStatement } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import { clientAddress } from "../http/client-address";
import { clientKey } from "../http/client-key";
import { ApiError } from "../http/errors";
import { formRateLimit, publicBodyLimit } from "../http/limits";
import { sameOriginWrites } from "../http/origin";
import { setSessionCookie } from "./cookie";
import { acceptPasskeyUse, acceptRecoveryCode, acceptTotpCode } from "./factors/store";
import { normalizeCode } from "./factors/totp";
import { newChallenge, PasskeyError, relyingPartyOf, requestOptions, verifyAssertion } from "./factors/webauthn";
import { secondFactorPage } from "./login-page";
import { endRequestSession, loadSession } from "./middleware";
import { newSession } from "./session";
import { nextField, readSignInForm, requestOrigin, safeNext } from "./sign-in-input";
import { signedInStatements } from "./signed-in";
import { recordSuccess, reserveAttempt, THROTTLE_POLICIES, type ThrottleKey } from "./throttle";

const SECOND_STEP = "/api/login/verify";
export const secondStepUrl = (next: string) => `${SECOND_STEP}?next=${encodeURIComponent(next)}`;

const WRONG_CODE = "That code is not right, or was already used.";
const WRONG_PASSKEY = "That passkey did not sign you in.";

const codeForm = z.object({ code: z.string().max(32).catch(""), next: nextField });

/** Codes typed for one admin, from anywhere: as strict as one client's guesses at one password. */
const secondFactorKeys = (adminId: number): ThrottleKey[] => [
  { key: `second-factor:${adminId}`, policy: THROTTLE_POLICIES.pair },
];
/** Passkey answers from one client: a failure here is a forged or replayed answer, not a typo. */
const passkeyKeys = (client: string): ThrottleKey[] => [{ key: `passkey:${client}`, policy: THROTTLE_POLICIES.pair }];

function tooMany(c: Context, waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  c.header("Retry-After", String(seconds));
  return `Too many failed attempts. Try again in ${seconds} seconds.`;
}

const passkeyAnswer = z.object({
  credential: z.object({
    id: z.string().min(1).max(1024),
    response: z.object({
      clientDataJSON: z.string().max(4096),
      authenticatorData: z.string().max(4096),
      signature: z.string().max(2048),
    }),
  }),
  next: nextField,
});

async function factorsOf(c: Context<AppBindings>, adminId: number) {
  const db = database(c.env.DB);
  const [totp, passkey] = await db.batch([
    db.select({ id: adminTotp.adminUserId }).from(adminTotp).where(eq(adminTotp.adminUserId, adminId)).limit(1),
    db.select({ id: adminPasskey.id }).from(adminPasskey).where(eq(adminPasskey.adminUserId, adminId)).limit(1),
  ]);
  return { hasTotp: totp.length > 0, hasPasskey: passkey.length > 0 };
}

export const secondStep = new Hono<AppBindings>()
  .get("/verify", loadSession, async (c) => {
    const next = safeNext(c.req.query("next"), requestOrigin(c));
    if (c.get("session")) return c.redirect(next, 303);
    const awaiting = c.get("awaitingSession");
    if (!awaiting) return c.redirect(`/api/login?next=${encodeURIComponent(next)}`, 303);
    const factors = await factorsOf(c, awaiting.user.id);
    return c.html(secondFactorPage({ next, nonce: c.get("secureHeadersNonce"), ...factors }));
  })
  .post("/verify", sameOriginWrites, publicBodyLimit, loadSession, async (c) => {
    const { code, next: rawNext, wantsJson } = await readSignInForm(c, codeForm, { code: "" });
    const next = safeNext(rawNext, requestOrigin(c));
    const awaiting = c.get("awaitingSession");
    if (!awaiting) {
      if (c.get("session")) return wantsJson ? c.json({ redirectTo: next }) : c.redirect(next, 303);
      if (wantsJson) throw new ApiError(401, "unauthorized", "Sign in with your password first.");
      return c.redirect(`/api/login?next=${encodeURIComponent(next)}`, 303);
    }
    const db = database(c.env.DB);
    const user = awaiting.user;
    const fail = async (status: 401 | 429, errorCode: string, message: string) => {
      if (wantsJson) throw new ApiError(status, errorCode, message);
      const factors = await factorsOf(c, user.id);
      return c.html(secondFactorPage({ next, nonce: c.get("secureHeadersNonce"), error: message, ...factors }), status);
    };

    const keys = secondFactorKeys(user.id);
    const waitMs = await reserveAttempt(db, keys);
    if (waitMs > 0) return fail(429, "too_many_attempts", tooMany(c, waitMs));

    // Six digits are an app's code; anything else can only be a recovery code.
    const factor = /^\d+$/.test(normalizeCode(code)) ? "totp" : "recovery_code";
    const accepted =
      factor === "totp"
        ? await acceptTotpCode(db, c.env.SECOND_FACTOR_SECRET, user.id, code)
        : await acceptRecoveryCode(db, user.id, code);
    const client = clientKey(clientAddress(c));
    if (!accepted) {
      await auditEntryStatement(db, {
        actor: { id: user.id, email: user.email },
        action: "sign_in_failed",
        context: { client, reason: "wrong_code", factor },
      });
      return fail(401, "invalid_code", WRONG_CODE);
    }
    await recordSuccess(db, keys);
    // A new token: the password step's never becomes a full session (session fixation).
    const session = newSession(db, user.id, { userAgent: c.req.header("User-Agent"), factor });
    await db.batch([session.statement, ...endRequestSession(c, db), ...signedInStatements(db, user, factor, client)]);
    setSessionCookie(c, session.token, session.expiresAt);
    return wantsJson ? c.json({ redirectTo: next }) : c.redirect(next, 303);
  })
  // Anyone may ask for a challenge, and each is a row in D1 until the purge: ten a minute per client.
  .post("/passkey/options", sameOriginWrites, publicBodyLimit, formRateLimit("passkey-challenge"), async (c) => {
    const challenge = await newChallenge(database(c.env.DB));
    return c.json({ options: requestOptions(relyingPartyOf(c.req.url), challenge) });
  })
  .post("/passkey", sameOriginWrites, publicBodyLimit, loadSession, async (c) => {
    const parsed = passkeyAnswer.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new ApiError(400, "invalid_passkey", WRONG_PASSKEY);
    const { credential, next: rawNext } = parsed.data;
    const next = safeNext(rawNext, requestOrigin(c));
    const db = database(c.env.DB);
    const client = clientKey(clientAddress(c));
    const keys = passkeyKeys(client);
    const waitMs = await reserveAttempt(db, keys);
    if (waitMs > 0) throw new ApiError(429, "too_many_attempts", tooMany(c, waitMs));

    const [found] = await db
      .select({ passkey: adminPasskey, user: getTableColumns(adminUser) })
      .from(adminPasskey)
      .innerJoin(adminUser, eq(adminUser.id, adminPasskey.adminUserId))
      .where(eq(adminPasskey.id, credential.id))
      .limit(1);
    try {
      if (!found) throw new PasskeyError("unknown_passkey");
      const signCount = await verifyAssertion(db, relyingPartyOf(c.req.url), credential, found.passkey);
      if (!(await acceptPasskeyUse(db, found.passkey.id, signCount))) {
        throw new PasskeyError("signature_counter_not_increased");
      }
    } catch (error) {
      if (!(error instanceof PasskeyError)) throw error;
      await auditEntryStatement(db, {
        actor: { id: found?.user.id ?? null, email: found?.user.email ?? null },
        action: "sign_in_failed",
        context: { client, reason: error.message, factor: "passkey" },
      });
      throw new ApiError(401, "invalid_passkey", WRONG_PASSKEY);
    }
    await recordSuccess(db, keys);
    const { user } = found;
    // A new session either way: one left at the second step (perhaps another admin's) is replaced.
    const current = c.get("session");
    if (current && current.user.id === user.id) return c.json({ redirectTo: next });
    const session = newSession(db, user.id, { userAgent: c.req.header("User-Agent"), factor: "passkey" });
    await db.batch([
      session.statement,
      ...signedInStatements(db, user, "passkey", client),
      ...endRequestSession(c, db),
    ]);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ redirectTo: next });
  });
