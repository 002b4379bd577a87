import { and, desc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import type { AccountAnswer, PasswordChanged } from "../../schema/api";
import { passwordChangeInput } from "../../schema/inputs";
import { validationText } from "../../schema/messages";
import { adminUser, authSession } from "../../schema/tables";
import { PASSWORD_CHANGED } from "../audit/changes";
import { auditEntryStatement, currentActor } from "../audit/record";
import { refuseForbiddenPassword } from "../auth/allowed-password";
import { secondFactorsOf } from "../auth/factors/store";
import { secondFactorRequired } from "../auth/middleware";
import { hashPassword, verifyPassword } from "../auth/password";
import { recordSuccess, reserveAttempt, THROTTLE_POLICIES, type ThrottleKey } from "../auth/throttle";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError, visitorError } from "../http/errors";
import { validateJson } from "../http/validate";

/** Guesses at the current password from a signed-in browser are throttled as sign-in guesses are. */
const passwordChangeKeys = (adminId: number): ThrottleKey[] => [
  { key: `password-change:${adminId}`, policy: THROTTLE_POLICIES.pair },
];

/**
 * Mounted at /api/admin/account: the signed-in admin's own account. Their sessions (each browser
 * signed in, when it was last seen), ending any of them, and changing their password, which ends
 * every other session and, when another admin had chosen it, opens the rest of the back office
 * (worker/auth/middleware.ts). Every change is on the audit log.
 */
export const adminAccount = new Hono<AppBindings>()
  .get("/", async (c) => {
    const session = c.get("session")!;
    const db = database(c.env.DB);
    const factors = await secondFactorsOf(db, session.user.id);
    const sessions = await db
      .select({
        id: authSession.id,
        createdAt: authSession.createdAt,
        lastSeenAt: authSession.lastSeenAt,
        userAgent: authSession.userAgent,
      })
      .from(authSession)
      .where(eq(authSession.adminUserId, session.user.id))
      .orderBy(desc(authSession.lastSeenAt), desc(authSession.createdAt));
    const answer: AccountAnswer = {
      email: session.user.email,
      name: session.user.name,
      // This browser first, then the others by when they were last seen.
      sessions: sessions
        .map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
          userAgent: row.userAgent,
          current: row.id === session.id,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current)),
      secondFactors: {
        totp: factors.totp ? { createdAt: factors.totp.createdAt.toISOString() } : null,
        passkeys: factors.passkeys.map((passkey) => ({
          ...passkey,
          createdAt: passkey.createdAt.toISOString(),
          lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: factors.recoveryCodesLeft,
        required: secondFactorRequired(c.env),
      },
    };
    return c.json(answer) satisfies GetAnswer<"/api/admin/account">;
  })
  .post("/password", validateJson(passwordChangeInput), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const session = c.get("session")!;
    refuseForbiddenPassword(newPassword, session.user.email, "newPassword");
    const db = database(c.env.DB);
    const keys = passwordChangeKeys(session.user.id);
    const waitMs = await reserveAttempt(db, keys);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      c.header("Retry-After", String(seconds));
      throw new ApiError(429, "too_many_attempts", `Too many wrong passwords. Try again in ${seconds} seconds.`);
    }
    const [user] = await db.select().from(adminUser).where(eq(adminUser.id, session.user.id)).limit(1);
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
      throw visitorError(400, "validation_failed", { currentPassword: "This is not your current password." });
    }
    await recordSuccess(db, keys);
    if (user.passwordMustChange && (await verifyPassword(newPassword, user.passwordHash))) {
      throw visitorError(400, "validation_failed", { newPassword: validationText("password_unchanged", "en") });
    }
    const passwordHash = await hashPassword(newPassword);
    const [, ended] = await db.batch([
      // The password is the admin's own now: the rest of the back office opens.
      db.update(adminUser).set({ passwordHash, passwordMustChange: false }).where(eq(adminUser.id, user.id)),
      // Whoever holds the old password's sessions is signed out; this browser stays signed in.
      db.delete(authSession).where(and(eq(authSession.adminUserId, user.id), ne(authSession.id, session.id))),
      auditEntryStatement(db, {
        actor: currentActor(c),
        action: "password_changed",
        target: { type: "admin_user", id: user.id },
        changes: PASSWORD_CHANGED,
      }),
    ]);
    return c.json({ otherSessionsEnded: ended.meta.changes }) satisfies JsonAnswer<PasswordChanged>;
  })
  .delete("/sessions/:id", async (c) => {
    const session = c.get("session")!;
    const db = database(c.env.DB);
    const id = c.req.param("id");
    // Only one's own sessions: another admin's id is as unknown as a made-up one.
    const [deleted] = await db.batch([
      db
        .delete(authSession)
        .where(and(eq(authSession.id, id), eq(authSession.adminUserId, session.user.id)))
        .returning({ id: authSession.id }),
      auditEntryStatement(db, {
        actor: currentActor(c),
        action: "session_ended",
        target: { type: "admin_user", id: session.user.id },
        context: { current: id === session.id },
        onlyIfChanged: true,
      }),
    ]);
    if (deleted.length === 0) throw new ApiError(404, "not_found", "No such session of yours.");
    return c.body(null, 204);
  });
