import { env } from "cloudflare:workers";
import { decodeSEC1PublicKey, ECDSAPublicKey, p256 } from "@oslojs/crypto/ecdsa";
import { decodeBase32IgnorePadding, decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountAnswer, ApiErrorBody, AuthUser, RecoveryCodesAnswer, TotpSetup } from "../../schema/api";
import { adminPasskey, adminTotp, auditEntry, authSession } from "../../schema/tables";
import { app } from "../app";
import { tokenDigest } from "../secret-token";
import { ADMIN, clientOf, createAdmin, postJson, sameOrigin, sessionOf, tokenFrom, withSession } from "../test/admins";
import { PRESENCE_ONLY, TestAuthenticator } from "../test/authenticator";
import { BASE, call, db, json } from "../test/helpers";
import { totpStep } from "./factors/totp";
import { AWAITING_SECOND_FACTOR_MS, createSession, RECENT_SIGN_IN_MS, validateSessionToken } from "./session";

/** An admin's JSON calls from the browser holding `token`. */
const as = clientOf;

const keyBytes = (key: string) => decodeBase32IgnorePadding(key.toUpperCase());
/** The code the app shows in the 30-second step `step`. */
const codeAt = (key: string, step: number) => generateHOTP(keyBytes(key), BigInt(step), 6);
const codeNow = (key: string) => codeAt(key, totpStep(Date.now()));

/**
 * Turns on an authenticator app for the admin holding `token`; answers its key, the code that
 * turned it on (spent), the code of the step after that one, and the first recovery codes. Both
 * codes come from the step the app was turned on in, never from the clock when they are typed: a
 * step that turns in between (under load it does) would make "the next code" a third, unspent one.
 * The Worker takes a code of its step or either side, so `nextCode` is good for a minute at least.
 */
async function enrolTotp(token: string) {
  const setup = await json<TotpSetup>(await as(token)("/api/admin/account/totp/setup", "POST"));
  const step = totpStep(Date.now());
  const spentCode = codeAt(setup.key, step);
  const res = await as(token)("/api/admin/account/totp", "POST", { key: setup.key, code: spentCode });
  expect(res.status).toBe(201);
  return {
    key: setup.key,
    spentCode,
    nextCode: codeAt(setup.key, step + 1),
    recoveryCodes: (await json<RecoveryCodesAnswer>(res)).recoveryCodes!,
  };
}

/** Adds a passkey from `authenticator` for the admin holding `token`. */
async function enrolPasskey(
  token: string,
  authenticator: TestAuthenticator,
  name = "Laptop",
  keyWith?: (raw: Uint8Array) => boolean,
) {
  const { options } = await json<{ options: { challenge: string } }>(
    await as(token)("/api/admin/account/passkeys/options", "POST"),
  );
  return as(token)("/api/admin/account/passkeys", "POST", {
    name,
    credential: { response: await authenticator.register(options, { keyWith }) },
  });
}

/** A P-256 public key whose y coordinate starts with a zero byte: one key in 256. */
const yStartsWithZero = (raw: Uint8Array) => raw[33] === 0;

/** The password step: answers the (awaiting) session's token and where the browser is sent. */
async function passwordStep(next = "/admin/pricing") {
  const res = await postJson("/api/login", { ...ADMIN, next });
  expect(res.status).toBe(200);
  return { token: tokenFrom(res)!, redirectTo: (await json<{ redirectTo: string }>(res)).redirectTo };
}

const typeCode = (token: string, code: string, next = "/admin/pricing") =>
  as(token)("/api/login/verify", "POST", { code, next });

async function passkeySignIn(
  authenticator: TestAuthenticator,
  { token, origin, counter }: { token?: string; origin?: string; counter?: number } = {},
) {
  const headers = {
    ...sameOrigin,
    "Content-Type": "application/json",
    ...(token ? { Cookie: `cafe_session=${token}` } : {}),
  };
  const { options } = await json<{ options: { challenge: string } }>(
    await call("/api/login/passkey/options", { method: "POST", headers, body: "{}" }),
  );
  return call("/api/login/passkey", {
    method: "POST",
    headers: { ...headers, "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ credential: await authenticator.signIn(options, { origin, counter }), next: "/admin/faqs" }),
  });
}

const reaches = async (token: string, path = "/api/admin/account") => (await as(token)(path)).status;
const entries = (action: (typeof auditEntry.$inferSelect)["action"]) =>
  db().select().from(auditEntry).where(eq(auditEntry.action, action));

let admin: { id: number };
let token: string;
beforeEach(async () => {
  admin = await createAdmin();
  token = await sessionOf(admin);
});

describe("an authenticator app (TOTP)", () => {
  it("is turned on only once a code from it checks out, with ten recovery codes shown once", async () => {
    const setup = await json<TotpSetup>(await as(token)("/api/admin/account/totp/setup", "POST"));
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*leila%40cafetalk\.tn.*secret=/);
    expect(setup.qrSvg).toMatch(/^<svg/);

    const wrong = await as(token)("/api/admin/account/totp", "POST", { key: setup.key, code: "000000" });
    expect(wrong.status).toBe(400);
    expect((await json<ApiErrorBody>(wrong)).error.fields?.code).toMatch(/does not match/);
    const typo = await as(token)("/api/admin/account/totp", "POST", { key: setup.key, code: "12345" });
    expect((await json<ApiErrorBody>(typo)).error.fields?.code).toBe("The 6 digits your app shows");
    expect(await db().select().from(adminTotp)).toEqual([]);

    const res = await as(token)("/api/admin/account/totp", "POST", { key: setup.key, code: codeNow(setup.key) });
    expect(res.status).toBe(201);
    const { recoveryCodes } = await json<RecoveryCodesAnswer>(res);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes!) expect(code).toMatch(/^[a-z2-7]{5}(?:-[a-z2-7]{5}){4}$/);

    const account = await json<AccountAnswer>(await as(token)("/api/admin/account"));
    expect(account.secondFactors.totp).not.toBeNull();
    expect(account.secondFactors.recoveryCodesLeft).toBe(10);
    // The key is stored sealed, and neither it nor a code is on the audit log.
    const [stored] = await db().select().from(adminTotp);
    expect(stored!.sealedKey).not.toContain(setup.key);
    const log = JSON.stringify(await db().select().from(auditEntry));
    expect(log).toContain("second_factor_added");
    expect(log).not.toContain(setup.key);
    expect(log).not.toContain(recoveryCodes![0]);
  });

  it("makes the password alone open nothing but the code step", async () => {
    const { nextCode } = await enrolTotp(token);
    const { token: awaiting, redirectTo } = await passwordStep();
    expect(redirectTo).toBe("/api/login/verify?next=%2Fadmin%2Fpricing");
    expect(await reaches(awaiting)).toBe(401);
    expect((await call("/api/auth/user", withSession(awaiting))).status).toBe(401);
    const loginPage = await call("/api/login?next=/admin", withSession(awaiting));
    expect(loginPage.headers.get("Location")).toBe("/api/login/verify?next=%2Fadmin");
    const page = await (await call("/api/login/verify?next=/admin", withSession(awaiting))).text();
    expect(page).toContain("Code from your authenticator app");
    expect(page).not.toContain("Sign in with a passkey");

    const wrong = await typeCode(awaiting, "000000");
    expect(wrong.status).toBe(401);
    expect((await json<ApiErrorBody>(wrong)).error.message).toBe("That code is not right, or was already used.");

    const right = await typeCode(awaiting, nextCode);
    expect(right.status).toBe(200);
    expect(await json(right)).toEqual({ redirectTo: "/admin/pricing" });
    const signedIn = tokenFrom(right)!;
    expect(await reaches(signedIn)).toBe(200);
    const user = await json<AuthUser>(await call("/api/auth/user", withSession(signedIn)));
    expect(user.secondFactor).toEqual({ set: true, required: false });
    const [signIn] = await entries("sign_in");
    expect(signIn!.context).toMatchObject({ factor: "totp" });
    const [failed] = await entries("sign_in_failed");
    expect(failed!.context).toMatchObject({ factor: "totp", reason: "wrong_code" });
  });

  it("brings a browser back to the page it opened, its search included, through the code step", async () => {
    const { nextCode } = await enrolTotp(token);
    const wanted = "/admin/requests?status=pending";
    const asForm = { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" };
    const password = await call("/api/login", {
      method: "POST",
      headers: { ...asForm, "CF-Connecting-IP": "203.0.113.9" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, next: wanted }),
    });
    expect(password.status).toBe(303);
    const step = password.headers.get("Location")!;
    expect(step).toBe(`/api/login/verify?next=${encodeURIComponent(wanted)}`);
    const awaiting = tokenFrom(password)!;
    const page = await (await call(step, withSession(awaiting))).text();
    const next = /name="next" value="([^"]*)"/.exec(page)![1]!.replaceAll("&amp;", "&");
    expect(next).toBe(wanted);
    const code = await call("/api/login/verify", {
      method: "POST",
      ...withSession(awaiting, asForm),
      body: new URLSearchParams({ code: nextCode, next }),
    });
    expect(code.status).toBe(303);
    expect(code.headers.get("Location")).toBe(wanted);
  });

  it("sends a sign-in whose next is another site or no back-office page to /admin after the code", async () => {
    const { nextCode } = await enrolTotp(token);
    const { token: awaiting, redirectTo } = await passwordStep("https://evil.example/admin");
    expect(redirectTo).toBe("/api/login/verify?next=%2Fadmin");
    const right = await typeCode(awaiting, nextCode, "/api/auth/logout");
    expect(await json(right)).toEqual({ redirectTo: "/admin" });
  });

  it("accepts a code once: the same code cannot complete a second sign-in", async () => {
    const { spentCode, nextCode } = await enrolTotp(token);
    // The code that turned the app on is spent already.
    const { token: first } = await passwordStep();
    expect((await typeCode(first, spentCode)).status).toBe(401);
    expect((await typeCode(first, nextCode)).status).toBe(200);
    const { token: second } = await passwordStep();
    expect((await typeCode(second, nextCode)).status).toBe(401);
    expect(await reaches(second)).toBe(401);
  });

  it("works as a browser form too, and sends a wrong code back to the page with the error", async () => {
    await enrolTotp(token);
    const { token: awaiting } = await passwordStep();
    const res = await call("/api/login/verify", {
      method: "POST",
      ...withSession(awaiting, { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" }),
      body: new URLSearchParams({ code: "123456", next: "/admin" }),
    });
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain("That code is not right, or was already used.");
  });

  it("throttles wrong codes like passwords, whatever the client", async () => {
    const { nextCode } = await enrolTotp(token);
    const { token: awaiting } = await passwordStep();
    for (let i = 0; i < 6; i++) expect((await typeCode(awaiting, "000000")).status).toBe(401);
    const refused = await typeCode(awaiting, nextCode);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await reaches(awaiting)).toBe(401);
  });

  it("leaves a sign-in waiting for its code only minutes", async () => {
    await enrolTotp(token);
    const { token: awaiting } = await passwordStep();
    const later = Date.now() + AWAITING_SECOND_FACTOR_MS + 1000;
    expect(await validateSessionToken(db(), awaiting, later)).toBeNull();
  });
});

describe("completing the second step", () => {
  it.each([
    ["an app code", (enrolment: Awaited<ReturnType<typeof enrolTotp>>) => enrolment.nextCode],
    ["a recovery code", (enrolment: Awaited<ReturnType<typeof enrolTotp>>) => enrolment.recoveryCodes[0]!],
  ])("with %s gives a new session token: the password step's opens nothing, its row is gone", async (_how, codeOf) => {
    const enrolment = await enrolTotp(token);
    const { token: awaiting } = await passwordStep();
    const res = await typeCode(awaiting, codeOf(enrolment));
    expect(res.status).toBe(200);
    const signedIn = tokenFrom(res)!;
    expect(signedIn).not.toBe(awaiting);
    expect(await reaches(signedIn)).toBe(200);
    expect(await reaches(awaiting)).toBe(401);
    expect((await call("/api/auth/user", withSession(awaiting))).status).toBe(401);
    expect(
      await db()
        .select()
        .from(authSession)
        .where(eq(authSession.id, tokenDigest(awaiting))),
    ).toEqual([]);
  });
});

describe("recovery codes", () => {
  it("each signs in once, and a new set replaces the old", async () => {
    const { recoveryCodes } = await enrolTotp(token);
    const { token: first } = await passwordStep();
    // Typed as people type them: upper case, spaces for the dashes.
    const used = await typeCode(first, recoveryCodes[0]!.toUpperCase().replaceAll("-", " "));
    expect(used.status).toBe(200);
    const signedIn = tokenFrom(used)!;
    const { token: second } = await passwordStep();
    expect((await typeCode(second, recoveryCodes[0]!)).status).toBe(401);
    const account = await json<AccountAnswer>(await as(signedIn)("/api/admin/account"));
    expect(account.secondFactors.recoveryCodesLeft).toBe(9);

    const renewed = await as(signedIn)("/api/admin/account/recovery-codes", "POST");
    expect(renewed.status).toBe(201);
    const { recoveryCodes: fresh } = await json<RecoveryCodesAnswer>(renewed);
    expect(fresh).toHaveLength(10);
    expect((await typeCode(second, recoveryCodes[1]!)).status).toBe(401);
    expect((await typeCode(second, fresh![0]!)).status).toBe(200);
    const [signIn] = (await entries("sign_in")).slice(-1);
    expect(signIn!.context).toMatchObject({ factor: "recovery_code" });
  });

  it("are not made for an admin without a second factor", async () => {
    const res = await as(token)("/api/admin/account/recovery-codes", "POST");
    expect(res.status).toBe(409);
    expect((await json<ApiErrorBody>(res)).error.code).toBe("no_second_factor");
  });
});

describe("passkeys", () => {
  it("are added from the account page, and sign in alone, without a password", async () => {
    const laptop = new TestAuthenticator(BASE);
    const added = await enrolPasskey(token, laptop);
    expect(added.status).toBe(201);
    expect((await json<RecoveryCodesAnswer>(added)).recoveryCodes).toHaveLength(10);
    const account = await json<AccountAnswer>(await as(token)("/api/admin/account"));
    expect(account.secondFactors.passkeys).toEqual([
      expect.objectContaining({ id: laptop.id, name: "Laptop", lastUsedAt: null }),
    ]);

    const res = await passkeySignIn(laptop);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ redirectTo: "/admin/faqs" });
    const session = tokenFrom(res)!;
    expect(await reaches(session)).toBe(200);
    const [signIn] = await entries("sign_in");
    expect(signIn!.context).toMatchObject({ factor: "passkey" });
    const after = await json<AccountAnswer>(await as(session)("/api/admin/account"));
    expect(after.secondFactors.passkeys[0]!.lastUsedAt).not.toBeNull();
  });

  it("complete a sign-in waiting after the password, with a fresh session", async () => {
    const laptop = new TestAuthenticator(BASE);
    await enrolPasskey(token, laptop);
    const { token: awaiting } = await passwordStep();
    const page = await (await call("/api/login/verify", withSession(awaiting))).text();
    expect(page).toContain("Sign in with a passkey");
    const res = await passkeySignIn(laptop, { token: awaiting });
    expect(res.status).toBe(200);
    const fresh = tokenFrom(res)!;
    expect(fresh).not.toBe(awaiting);
    expect(await reaches(fresh)).toBe(200);
    expect(await validateSessionToken(db(), awaiting)).toBeNull();
  });

  it("refuse an answer made for another site, a replayed one, and a passkey that skipped the user check", async () => {
    const laptop = new TestAuthenticator(BASE);
    await enrolPasskey(token, laptop);
    expect((await passkeySignIn(laptop, { origin: "https://cafetalk.tn.evil.example" })).status).toBe(401);

    // The same signed answer twice: its challenge was used up the first time.
    const { options } = await json<{ options: { challenge: string } }>(
      await call("/api/login/passkey/options", {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "application/json" },
        body: "{}",
      }),
    );
    const answer = JSON.stringify({ credential: await laptop.signIn(options) });
    const send = () =>
      call("/api/login/passkey", {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": "application/json" },
        body: answer,
      });
    expect((await send()).status).toBe(200);
    const replay = await send();
    expect(replay.status).toBe(401);
    expect((await json<ApiErrorBody>(replay)).error.code).toBe("invalid_passkey");

    const unverified = await enrolPasskey(token, new TestAuthenticator(BASE, PRESENCE_ONLY), "Old key");
    expect(unverified.status).toBe(400);
    const reasons = (await entries("sign_in_failed")).map((entry) => entry.context?.reason);
    expect(reasons).toEqual(["wrong_origin", "challenge"]);
  });

  it("refuse a copy whose signature counter did not go up, on the audit log, and store the counter", async () => {
    const laptop = new TestAuthenticator(BASE);
    await enrolPasskey(token, laptop);
    const storedCount = async () => (await db().select().from(adminPasskey))[0]!.signCount;
    expect(await storedCount()).toBe(0);
    expect((await passkeySignIn(laptop, { counter: 5 })).status).toBe(200);
    expect(await storedCount()).toBe(5);

    // A clone of the key answers a fresh challenge, validly signed, with a counter that is not ahead.
    for (const counter of [5, 3, 0]) {
      const copy = await passkeySignIn(laptop, { counter });
      expect(copy.status).toBe(401);
      expect((await json<ApiErrorBody>(copy)).error.code).toBe("invalid_passkey");
      expect(tokenFrom(copy)).toBeUndefined();
    }
    expect(await storedCount()).toBe(5);
    const refused = await entries("sign_in_failed");
    expect(refused).toHaveLength(3);
    for (const entry of refused) {
      expect(entry).toMatchObject({ actorId: admin.id, actorEmail: ADMIN.email });
      expect(entry.context).toMatchObject({ factor: "passkey", reason: "signature_counter_not_increased" });
    }

    expect((await passkeySignIn(laptop, { counter: 6 })).status).toBe(200);
    expect(await storedCount()).toBe(6);
  });

  it("accept an authenticator that keeps no counter (always 0)", async () => {
    const phone = new TestAuthenticator(BASE);
    await enrolPasskey(token, phone);
    expect((await passkeySignIn(phone, { counter: 0 })).status).toBe(200);
    expect((await passkeySignIn(phone, { counter: 0 })).status).toBe(200);
    expect(await entries("sign_in_failed")).toEqual([]);
  });

  it("sign in with a key whose y coordinate starts with a zero byte, stored before or after the fix", async () => {
    const phone = new TestAuthenticator(BASE);
    expect((await enrolPasskey(token, phone, "Phone", yStartsWithZero)).status).toBe(201);
    const [stored] = await db().select().from(adminPasskey);
    const sec1 = decodeBase64(stored!.publicKey);
    expect(sec1).toHaveLength(65);
    expect(sec1[33]).toBe(0);
    expect((await passkeySignIn(phone)).status).toBe(200);

    // What @oslojs/crypto's encoder stored until the fix: y not padded, so shifted a byte left.
    const key = decodeSEC1PublicKey(p256, sec1);
    const shifted = new ECDSAPublicKey(p256, key.x, key.y).encodeSEC1Uncompressed();
    expect(shifted).not.toEqual(sec1);
    await db()
      .update(adminPasskey)
      .set({ publicKey: encodeBase64(shifted) })
      .where(eq(adminPasskey.id, phone.id));
    expect((await passkeySignIn(phone)).status).toBe(200);
    expect(await entries("sign_in_failed")).toEqual([]);
  });

  it("refuse an unknown passkey and nonsense, without a session", async () => {
    const stranger = new TestAuthenticator(BASE);
    await stranger.register({ challenge: "x" });
    const res = await passkeySignIn(stranger);
    expect(res.status).toBe(401);
    expect(tokenFrom(res)).toBeUndefined();
    const nonsense = await call("/api/login/passkey", {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/json" },
      body: JSON.stringify({
        credential: { id: "x", response: { clientDataJSON: "%%%", authenticatorData: "", signature: "" } },
      }),
    });
    expect(nonsense.status).toBe(401);
  });

  it("are removed by their admin only", async () => {
    const laptop = new TestAuthenticator(BASE);
    await enrolPasskey(token, laptop);
    const other = await sessionOf(await createAdmin({ email: "sami@cafetalk.tn" }));
    expect((await as(other)(`/api/admin/account/passkeys/${laptop.id}`, "DELETE")).status).toBe(404);
    expect((await as(token)(`/api/admin/account/passkeys/${laptop.id}`, "DELETE")).status).toBe(204);
    expect((await passkeySignIn(laptop)).status).toBe(401);
    expect(await entries("second_factor_removed")).toHaveLength(1);
  });
});

describe("changing one's second factors", () => {
  it("takes a sign-in of the last 15 minutes: an older session changes nothing, and is told to sign in again", async () => {
    const laptop = new TestAuthenticator(BASE);
    await enrolPasskey(token, laptop);
    const { key, nextCode } = await enrolTotp(token);
    const before = await json<AccountAnswer>(await as(token)("/api/admin/account"));
    expect(before.secondFactors.totp).not.toBeNull();
    expect(before.secondFactors.recoveryCodesLeft).toBe(10);
    const earlier = Date.now() - RECENT_SIGN_IN_MS - 60_000;
    const stale = as((await createSession(db(), admin.id, { now: earlier })).token);

    expect(await reaches((await createSession(db(), admin.id, { now: earlier })).token)).toBe(200);
    const refusals = [
      await stale("/api/admin/account/totp/setup", "POST"),
      await stale("/api/admin/account/totp", "POST", { key, code: nextCode }),
      await stale("/api/admin/account/totp", "DELETE"),
      await stale("/api/admin/account/passkeys/options", "POST"),
      await stale(`/api/admin/account/passkeys/${laptop.id}`, "DELETE"),
      await stale("/api/admin/account/recovery-codes", "POST"),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect((await json<ApiErrorBody>(res)).error.message).toBe(
        "You signed in more than 15 minutes ago: sign in again to change your second factors.",
      );
    }
    const after = await json<AccountAnswer>(await as(token)("/api/admin/account"));
    expect(after.secondFactors).toEqual(before.secondFactors);
    expect(after.secondFactors.passkeys.map((passkey) => passkey.id)).toEqual([laptop.id]);
    expect(await entries("second_factor_removed")).toHaveLength(0);

    const fresh = as((await createSession(db(), admin.id, { now: Date.now() - RECENT_SIGN_IN_MS + 60_000 })).token);
    expect((await fresh(`/api/admin/account/passkeys/${laptop.id}`, "DELETE")).status).toBe(204);
  });
});

describe("where a second factor is required (ADMIN_SECOND_FACTOR_REQUIRED)", () => {
  const context = {
    waitUntil: () => undefined,
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  const required = (path: string, method = "GET", body?: unknown) =>
    app.fetch(
      new Request(new URL(path, BASE), {
        method,
        ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { ...env, ADMIN_SECOND_FACTOR_REQUIRED: "true" },
      context,
    );

  it("sends an admin without one to set one up, and then lets them in", async () => {
    const refused = await required("/api/admin/pricing");
    expect(refused.status).toBe(403);
    expect((await json<ApiErrorBody>(refused)).error.code).toBe("second_factor_required");
    const user = await json<AuthUser>(await required("/api/auth/user"));
    expect(user.secondFactor).toEqual({ set: false, required: true });
    expect((await required("/api/admin/account")).status).toBe(200);

    const setup = await json<TotpSetup>(await required("/api/admin/account/totp/setup", "POST"));
    expect(
      (await required("/api/admin/account/totp", "POST", { key: setup.key, code: codeNow(setup.key) })).status,
    ).toBe(201);
    expect((await required("/api/admin/pricing")).status).toBe(200);

    // The last factor stays.
    const last = await required("/api/admin/account/totp", "DELETE");
    expect(last.status).toBe(409);
    expect((await json<ApiErrorBody>(last)).error.code).toBe("last_second_factor");
  });
});

describe("another admin's second factors (Admins page)", () => {
  it("are listed, and reset for an admin who lost them: their sessions end, the password remains", async () => {
    const sami = await createAdmin({ email: "sami@cafetalk.tn" });
    const samiToken = await sessionOf(sami);
    await enrolTotp(samiToken);
    await enrolPasskey(samiToken, new TestAuthenticator(BASE));
    const listed = await json<{ email: string; totp: boolean; passkeys: number }[]>(
      await as(token)("/api/admin/admins"),
    );
    expect(listed.find((row) => row.email === "sami@cafetalk.tn")).toMatchObject({ totp: true, passkeys: 1 });

    const reset = await as(token)(`/api/admin/admins/${sami.id}/second-factors/reset`, "POST");
    expect(await json(reset)).toEqual({ factorsRemoved: 2, sessionsEnded: 1 });
    expect(await reaches(samiToken)).toBe(401);
    const afterReset = await json<{ email: string; totp: boolean; passkeys: number }[]>(
      await as(token)("/api/admin/admins"),
    );
    expect(afterReset.find((row) => row.email === "sami@cafetalk.tn")).toMatchObject({ totp: false, passkeys: 0 });
    expect(await entries("second_factors_reset")).toHaveLength(1);

    const yourself = await as(token)(`/api/admin/admins/${admin.id}/second-factors/reset`, "POST");
    expect(yourself.status).toBe(409);
    expect(await db().select().from(authSession).where(eq(authSession.adminUserId, sami.id))).toEqual([]);
  });
});
