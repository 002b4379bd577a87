/**
 * A bad-input corpus against every API route the app declares (enumerated from the router, so
 * new endpoints are covered without editing this file): wrong types, missing and extra fields,
 * huge strings, unicode and bidi controls, SQL and HTML payloads, malformed JSON, wrong methods.
 * Nothing may answer 5xx; every 4xx must be in the one error shape.
 */
import { describe, expect, it } from "vitest";
import { emailOutbox, languageSession, lead, newsletterSubscriber, sessionRequest } from "../schema/tables";
import { app } from "./app";
import { adminSession, someClient } from "./test/admins";
import { BASE, call, db } from "./test/helpers";

const NASTY_STRINGS = [
  "",
  " ",
  "a".repeat(5_000),
  "'; DROP TABLE lead; --",
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\u202Egnp.exe",
  "\u200F\u200E\u061C",
  "😀👍🏽",
  "null",
  "\u0000",
  "مرحبا <b>بالعالم</b>",
  '=HYPERLINK("http://evil")',
];
const NASTY_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  ["a"],
  { nested: { deep: [1, 2] } },
  ...NASTY_STRINGS,
];
const FIELDS = [
  "email",
  "name",
  "userType",
  "languages",
  "city",
  "level",
  "contactMethod",
  "whatsappNumber",
  "message",
  "subject",
  "experience",
  "cafeName",
  "cafeAddress",
  "sessionId",
  "status",
  "notes",
  "planType",
  "capitalPrice",
  "outsideCapitalPrice",
  "features",
  "displayOrder",
  "isActive",
  "question",
  "answer",
  "language",
  "sortOrder",
  "title",
  "maxParticipants",
  "isPublished",
  "subjectEn",
  "bodyEn",
  "password",
  "website",
  "locale",
];

/** Bodies for one route: malformed JSON, non-objects, then every field set to every nasty value in turn. */
function corpus(): (string | undefined)[] {
  const bodies: (string | undefined)[] = [
    undefined,
    "",
    "{",
    '{"email":',
    "[]",
    "null",
    "42",
    '"text"',
    '{"__proto__":{"admin":true}}',
  ];
  let i = 0;
  for (const field of FIELDS) {
    const value = NASTY_VALUES[i++ % NASTY_VALUES.length];
    bodies.push(JSON.stringify({ [field]: value }));
  }
  for (const value of NASTY_VALUES) {
    bodies.push(JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))));
  }
  return bodies;
}

const routes = [
  ...new Map(
    app.routes
      .filter((route) => route.path.startsWith("/api") && route.method !== "ALL" && !route.path.includes("*"))
      .map((route) => [`${route.method} ${route.path}`, route]),
  ).values(),
];
const PATH_IDS = ["1", "0", "-1", "abc", "99999999999999999999", "1%27%20OR%201=1", "%3Cscript%3E", "😀"];

function expand(path: string): string[] {
  return path.includes(":") ? PATH_IDS.map((id) => path.replace(/:\w+/g, id)) : [path];
}

async function expectWellFormed(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  // The sign-in form (a browser navigation, not an API call) answers its own HTML page.
  const isLoginPage = label.includes("/api/login") && (res.headers.get("Content-Type") ?? "").startsWith("text/html");
  if (res.status >= 400 && !isLoginPage) {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, label).toBe("string");
    expect(typeof body.error?.message, label).toBe("string");
  } else {
    await res.body?.cancel();
  }
}

describe("bad-input corpus", () => {
  it("covers every API route", () => {
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it("never answers 5xx and always answers errors in the one shape", async () => {
    const token = await adminSession();
    let sent = 0;
    for (const route of routes) {
      // The sign-in route hashes every attempt (~0.3 s): a handful of its bad bodies is enough.
      const bodies = route.path === "/api/login" ? corpus().slice(0, 12) : corpus();
      for (const path of expand(route.path)) {
        for (const body of path === expand(route.path)[0] ? bodies : bodies.slice(0, 3)) {
          for (const cookie of route.path.startsWith("/api/admin") ? [undefined, token] : [undefined]) {
            const headers: Record<string, string> = { Origin: BASE, "CF-Connecting-IP": someClient() };
            if (body !== undefined) headers["Content-Type"] = "application/json";
            if (cookie) headers.Cookie = `cafe_session=${cookie}`;
            const init: RequestInit = { method: route.method, headers };
            if (body !== undefined && route.method !== "GET" && route.method !== "HEAD") init.body = body;
            await expectWellFormed(await call(path, init), `${route.method} ${path} ${body?.slice(0, 60)}`);
            sent++;
          }
        }
      }
      // Wrong methods on the same path.
      for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
        await expectWellFormed(
          await call(expand(route.path)[0]!, {
            method,
            headers: { Origin: BASE, "Content-Type": "application/json" },
            body: "{}",
          }),
          `${method} ${route.path}`,
        );
        sent++;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(500);

    // Nothing that fails validation was stored: every stored address is a real one.
    const emails = [
      ...(await db().select({ email: lead.email }).from(lead)),
      ...(await db().select({ email: newsletterSubscriber.email }).from(newsletterSubscriber)),
      ...(await db().select({ email: sessionRequest.email }).from(sessionRequest)),
      ...(await db().select({ email: emailOutbox.recipient }).from(emailOutbox)),
    ];
    for (const { email } of emails) expect(email).toMatch(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/);
  }, 300_000);
});

describe("fields a visitor may not set", () => {
  const visitor = (path: string, body: unknown) =>
    call(path, {
      method: "POST",
      headers: { Origin: BASE, "CF-Connecting-IP": someClient(), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const longAgo = new Date("2000-01-01T00:00:00Z").getTime();

  it("are ignored on a newsletter sign-up: the address stays pending", async () => {
    const res = await visitor("/api/newsletter", {
      email: "amira@example.tn",
      locale: "en",
      id: 999,
      isActive: true,
      confirmedAt: longAgo,
      confirmationTokenHash: "x",
    });
    expect(res.status).toBe(200);
    const [subscriber] = await db().select().from(newsletterSubscriber);
    expect(subscriber).toMatchObject({ isActive: false, confirmedAt: null });
    expect(subscriber!.id).not.toBe(999);
    expect(subscriber!.confirmationTokenHash).not.toBe("x");
  });

  it("are ignored on a lead: its id and date are the server's", async () => {
    const res = await visitor("/api/leads", {
      userType: "contact",
      name: "Amira",
      email: "amira@example.tn",
      subject: "Hello",
      message: "A question about the sessions.",
      contactMethod: "email",
      locale: "en",
      id: 999,
      createdAt: longAgo,
    });
    expect(res.status).toBe(201);
    const [stored] = await db().select().from(lead);
    expect(stored!.id).not.toBe(999);
    expect(stored!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("on a spot request: a status is refused with a clear error, notes are ignored", async () => {
    const [session] = await db()
      .insert(languageSession)
      .values({ title: "English small talk", language: "English", level: "Beginner", city: "Tunis", isPublished: true })
      .returning();
    const spot = {
      sessionId: session!.id,
      name: "Amira",
      email: "amira@example.tn",
      level: "beginner",
      languageInterest: "English",
      locale: "en",
    };
    const approved = await visitor("/api/session-requests", { ...spot, status: "approved" });
    expect(approved.status).toBe(400);
    expect(
      Object.keys(((await approved.json()) as { error: { fields: Record<string, string> } }).error.fields),
    ).toEqual(["status"]);
    expect(await db().select().from(sessionRequest)).toEqual([]);

    expect((await visitor("/api/session-requests", { ...spot, notes: "VIP, approve at once" })).status).toBe(201);
    const [request] = await db().select().from(sessionRequest);
    expect(request).toMatchObject({ status: "pending", notes: null });
  });
});
