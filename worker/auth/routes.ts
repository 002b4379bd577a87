import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { adminUser } from "../../schema/tables";
import { z } from "../../schema/zod";
import { auditEntryStatement } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import { clientKey } from "../http/client-key";
import { ApiError } from "../http/errors";
import { clientAddress, publicBodyLimit } from "../http/limits";
import { sameOriginWrites } from "../http/origin";
import { workerPageSecurity } from "../http/security-headers";
import { clearSessionCookie, setSessionCookie } from "./cookie";
import { loginPage } from "./login-page";
import { loadSession, noStore } from "./middleware";
import { hashPassword, needsRehash, PASSWORD_MAX_LENGTH, verifyPassword } from "./password";
import { createSession, endSession } from "./session";
import { recordSuccess, reserveAttempt, signInThrottleKeys } from "./throttle";
import { trustedDeviceOf, trustThisDevice } from "./trusted-device";

const WRONG_CREDENTIALS = "Invalid email or password.";
const DEFAULT_AFTER_LOGIN = "/admin";

/** Longer `next` values are no page of this site; they go to the default. */
const NEXT_MAX_LENGTH = 2048;

const credentials = z.object({
  email: z.string().trim().toLowerCase().max(254).catch(""),
  password: z.string().max(PASSWORD_MAX_LENGTH).catch(""),
  // Anything but a string (a number, an array, an object) is ignored, not a failed sign-in.
  next: z.string().optional().catch(undefined),
});

/**
 * Where to go after sign-in: only a page of this origin, else /admin. `next` is resolved the way a
 * browser resolves a Location header (the WHATWG URL parser drops tabs and newlines, reads `\` as
 * `/`, `https:evil` as a URL, `/.//evil` as the path `//evil`), so `/<TAB>/evil.example` is seen as
 * the other site it is. The answer is the resolved path, query and fragment, percent-encoded by the
 * parser: printable ASCII, safe in a header and in HTML, and checked to resolve back to the same URL.
 */
export function safeNext(next: unknown, origin: string): string {
  if (typeof next !== "string" || !next.trim() || next.length > NEXT_MAX_LENGTH) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== origin) return DEFAULT_AFTER_LOGIN;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // A path such as `//evil.example` (from `/.//evil.example`) would leave the site once sent alone.
  if (target.length > NEXT_MAX_LENGTH || new URL(target, origin).href !== url.href) return DEFAULT_AFTER_LOGIN;
  return target;
}

const requestOrigin = (c: Context) => new URL(c.req.url).origin;

/**
 * Logout is a GET navigation (SPEC.md: the back office's logout link), so another site could end a
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

async function readCredentials(c: Context) {
  const type = c.req.header("Content-Type") ?? "";
  const raw = type.includes("application/json")
    ? await c.req.json().catch(() => ({}))
    : type.includes("form")
      ? // A malformed form (a multipart body without its boundary, say) reads as an empty one.
        Object.fromEntries(
          Object.entries(await c.req.parseBody().catch(() => ({}))).map(([k, v]) => [
            k,
            typeof v === "string" ? v : "",
          ]),
        )
      : {};
  // Anything unreadable (an array, a number, nonsense) counts as empty credentials: a plain 401.
  const parsed = credentials.safeParse(raw);
  return {
    ...(parsed.success ? parsed.data : { email: "", password: "" }),
    wantsJson: type.includes("application/json"),
  };
}

/**
 * Mounted at /api: the sign-in page and form, logout, and the current user. None of their answers
 * is ever cached; the pages written here (sign-in, sign-out) have their own nonce'd CSP; the
 * sign-in form is posted from this site only, as a browser form or JSON of at most 32 KB.
 */
export const authRoutes = new Hono<AppBindings>()
  .use("/login", workerPageSecurity, noStore)
  .use("/auth/logout", workerPageSecurity)
  .use("/auth/*", noStore)
  .get("/login", loadSession, (c) => {
    const next = safeNext(c.req.query("next"), requestOrigin(c));
    if (c.get("session")) return c.redirect(next, 303);
    return c.html(loginPage({ next, nonce: c.get("secureHeadersNonce") }));
  })
  .post("/login", sameOriginWrites, publicBodyLimit, loadSession, async (c) => {
    const { email, password, next: rawNext, wantsJson } = await readCredentials(c);
    const next = safeNext(rawNext, requestOrigin(c));
    const db = database(c.env.DB);

    const fail = (status: 401 | 429, code: string, message: string) => {
      if (wantsJson) throw new ApiError(status, code, message);
      return c.html(loginPage({ next, email, error: message, nonce: c.get("secureHeadersNonce") }), status);
    };

    const [user] = email ? await db.select().from(adminUser).where(eq(adminUser.email, email)).limit(1) : [];
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
        actor: { id: user?.id ?? null, email: email || null },
        action: "sign_in_failed",
        context: { client, reason: user ? "wrong_password" : "unknown_account", factor: "password" },
      });
      return fail(401, "invalid_credentials", WRONG_CREDENTIALS);
    }

    await recordSuccess(db, keys);
    const { token, expiresAt } = await createSession(db, user.id, Date.now(), c.req.header("User-Agent"));
    const upgradedHash = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
    await db.batch([
      db
        .update(adminUser)
        .set({ lastLoginAt: new Date(), ...(upgradedHash ? { passwordHash: upgradedHash } : {}) })
        .where(eq(adminUser.id, user.id)),
      auditEntryStatement(db, {
        actor: { id: user.id, email: user.email },
        action: "sign_in",
        context: { client, factor: "password" },
      }),
    ]);
    setSessionCookie(c, token, expiresAt);
    await trustThisDevice(c, db, user.id, trustedDevice);

    if (wantsJson) return c.json({ redirectTo: next });
    return c.redirect(next, 303);
  })
  .get("/auth/logout", loadSession, async (c) => {
    const session = c.get("session");
    if (session && !LOGOUT_FETCH_SITES.has(c.req.header("Sec-Fetch-Site"))) {
      // Another site sent the browser here: keep the session, let the admin confirm from this origin.
      return c.html(logoutConfirmPage(c.get("secureHeadersNonce")), 403);
    }
    if (session) {
      const db = database(c.env.DB);
      await db.batch([
        endSession(db, session.id),
        auditEntryStatement(db, { actor: { id: session.user.id, email: session.user.email }, action: "sign_out" }),
      ]);
    }
    clearSessionCookie(c);
    return c.redirect("/", 303);
  })
  .get("/auth/user", loadSession, (c) => {
    const session = c.get("session");
    if (!session) throw new ApiError(401, "unauthorized", "Not signed in.");
    const { id, email, name, role } = session.user;
    // SPEC.md §7: the client reads claims.email and claims.name.
    return c.json({ id, email, name, role, claims: { email, name } });
  });
