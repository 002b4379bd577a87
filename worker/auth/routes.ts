import { eq, getTableColumns } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import type { AuthUser } from "../../schema/api";
import { adminUser } from "../../schema/tables";
import { z } from "../../schema/zod";
import { auditEntryStatement } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { clientAddress } from "../http/client-address";
import { clientKey } from "../http/client-key";
import { ApiError } from "../http/errors";
import { publicBodyLimit } from "../http/limits";
import { sameOriginWrites } from "../http/origin";
import { workerPageSecurity } from "../http/security-headers";
import { clearSessionCookie, setSessionCookie } from "./cookie";
import { hasSecondFactorSql } from "./factors/store";
import { loginPage } from "./login-page";
import { endRequestSession, loadSession, noStore, secondFactorRequired } from "./middleware";
import { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, verifyPassword } from "./password";
import { secondStep, secondStepUrl } from "./second-step";
import { endSession, newSession } from "./session";
import { nextField, readSignInForm, requestOrigin, safeNext } from "./sign-in-input";
import { signedInStatements } from "./signed-in";
import { recordSuccess, reserveAttempt, signInThrottleKeys } from "./throttle";
import { trustedDeviceOf, trustThisDevice } from "./trusted-device";

const WRONG_CREDENTIALS = "Invalid email or password.";

const credentials = z.object({
  email: z.string().trim().toLowerCase().max(254).catch(""),
  password: z.string().max(PASSWORD_MAX_LENGTH).catch(""),
  next: nextField,
});

/**
 * Logout is a GET navigation (docs/product-rules.md#screens: a link, not an API call), so another site could end a
 * session with a link, a redirect or an <img>. Only what the browser marks `same-origin` (our link)
 * or `none` (typed, bookmarked) ends it, and requests without Fetch Metadata (older browsers) as
 * before. `same-site` is refused too: the only real logout link lives on this origin, and a sibling
 * subdomain is another application. Unknown future values are not trusted.
 */
const LOGOUT_FETCH_SITES = new Set<string | undefined>([undefined, "same-origin", "none"]);

/** The link on this page is same-origin once clicked, so it signs out. */
const logoutConfirmPage = (nonce: string | undefined) => html`<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Sign out? · Café Talk admin</title>
    <style nonce="${nonce}">
      body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
    </style>
  </head>
  <body>
    <h1>Sign out of the back office?</h1>
    <p>The sign-out link you followed came from another site, so you are still signed in.</p>
    <p><a href="/api/auth/logout">Sign out</a> · <a href="/admin">Back to the back office</a></p>
  </body>
</html>`;

/** Run for unknown emails too, so the answer time does not reveal which accounts exist. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that never matches");
  return decoyHash;
}

/**
 * Mounted at /api: the sign-in page and form, logout, and the current user. None of their answers
 * is ever cached; the pages written here (sign-in, sign-out) have their own nonce'd CSP; the
 * sign-in form is posted from this site only, as a browser form or JSON of at most 32 KB.
 */
export const authRoutes = new Hono<AppBindings>()
  .use("/login", workerPageSecurity, noStore)
  .use("/login/*", workerPageSecurity, noStore)
  .use("/auth/logout", workerPageSecurity)
  .use("/auth/*", noStore)
  .get("/login", loadSession, (c) => {
    const next = safeNext(c.req.query("next"), requestOrigin(c));
    if (c.get("session")) return c.redirect(next, 303);
    if (c.get("awaitingSession")) return c.redirect(secondStepUrl(next), 303);
    return c.html(loginPage({ next, nonce: c.get("secureHeadersNonce") }));
  })
  .post("/login", sameOriginWrites, publicBodyLimit, loadSession, async (c) => {
    const {
      email,
      password,
      next: rawNext,
      wantsJson,
    } = await readSignInForm(c, credentials, {
      email: "",
      password: "",
    });
    let next = safeNext(rawNext, requestOrigin(c));
    const db = database(c.env.DB);

    const fail = (status: 401 | 429, code: string, message: string) => {
      if (wantsJson) throw new ApiError(status, code, message);
      return c.html(loginPage({ next, email, error: message, nonce: c.get("secureHeadersNonce") }), status);
    };

    const [user] = email
      ? await db
          .select({ ...getTableColumns(adminUser), hasSecondFactor: hasSecondFactorSql(adminUser.id) })
          .from(adminUser)
          .where(eq(adminUser.email, email))
          .limit(1)
      : [];
    const trustedDevice = user ? await trustedDeviceOf(c, db, user.id) : undefined;
    const client = clientKey(clientAddress(c));
    const keys = signInThrottleKeys({ email, client, trustedDevice });
    const waitMs = await reserveAttempt(db, keys);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      c.header("Retry-After", String(seconds));
      return fail(429, "too_many_attempts", `Too many failed sign-in attempts. Try again in ${seconds} seconds.`);
    }

    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
    if (!user || !valid || !password) {
      await auditEntryStatement(db, {
        // Only an account's own address: what was typed for an unknown one may be a password.
        actor: { id: user?.id ?? null, email: user?.email ?? null },
        action: "sign_in_failed",
        context: { client, reason: user ? "wrong_password" : "unknown_account", factor: "password" },
      });
      return fail(401, "invalid_credentials", WRONG_CREDENTIALS);
    }

    await recordSuccess(db, keys);
    // An admin with a second factor gets a session that opens only the second step (worker/auth/second-step.ts).
    const factor = user.hasSecondFactor ? "awaiting" : "password";
    const session = newSession(db, user.id, { userAgent: c.req.header("User-Agent"), factor });
    if (needsRehash(user.passwordHash)) {
      const passwordHash = await hashPassword(password);
      await db.update(adminUser).set({ passwordHash }).where(eq(adminUser.id, user.id));
    }
    await db.batch([
      session.statement,
      // Whatever session this browser had ends: a token known before this sign-in is worth nothing after it.
      ...endRequestSession(c, db),
      ...(factor === "password" ? signedInStatements(db, user, factor, client) : []),
    ]);
    setSessionCookie(c, session.token, session.expiresAt);
    await trustThisDevice(c, db, user.id, trustedDevice);
    if (factor === "awaiting") next = secondStepUrl(next);

    if (wantsJson) return c.json({ redirectTo: next });
    return c.redirect(next, 303);
  })
  .get("/auth/logout", loadSession, async (c) => {
    const session = c.get("session");
    if (session && !LOGOUT_FETCH_SITES.has(c.req.header("Sec-Fetch-Site"))) {
      // Another site sent the browser here: keep the session, let the admin confirm from this origin.
      return c.html(logoutConfirmPage(c.get("secureHeadersNonce")), 403);
    }
    const awaiting = c.get("awaitingSession");
    // A sign-in left at its second step ("Sign in as someone else") ends without an entry: nobody was signed in.
    if (awaiting) await endSession(database(c.env.DB), awaiting.id);
    if (session) {
      const db = database(c.env.DB);
      await db.batch([
        endSession(db, session.id),
        auditEntryStatement(db, { actor: { id: session.user.id, email: session.user.email }, action: "sign_out" }),
      ]);
    }
    clearSessionCookie(c);
    // `next`: sign out to sign in again (some changes take a recent sign-in), then back to that page.
    const next = c.req.query("next");
    return c.redirect(next ? `/api/login?next=${encodeURIComponent(safeNext(next, requestOrigin(c)))}` : "/", 303);
  })
  .route("/login", secondStep)
  .get("/auth/user", loadSession, (c) => {
    const session = c.get("session");
    if (!session) throw new ApiError(401, "unauthorized", "Not signed in.");
    const { id, email, name, role, hasSecondFactor, passwordMustChange } = session.user;
    const answer: AuthUser = {
      id,
      email,
      name,
      role,
      // docs/product-rules.md#data: the client reads claims.email and claims.name.
      claims: { email, name },
      secondFactor: { set: hasSecondFactor, required: secondFactorRequired(c.env) },
      passwordMustChange,
    };
    return c.json(answer) satisfies GetAnswer<"/api/auth/user">;
  });
