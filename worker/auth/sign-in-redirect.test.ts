/**
 * Issue 15, point 8: where the sign-in page sends an admin afterwards (`next`), and that nothing
 * typed into the form or its query can make the Worker fail.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, createAdmin, sameOrigin, someClient, withSession } from "../test/admins";
import { BASE, call } from "../test/helpers";
import { safeNext } from "./sign-in-input";

/** What a browser does with a Location header or a link: the URL parser, against the page's URL. */
function isSameOrigin(target: string): boolean {
  return new URL(target, `${BASE}/api/login`).origin === BASE;
}

/** The worst `next` values we could think of; none may lead off-site or fail the request. */
const HOSTILE_NEXT = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "\u0000//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "\\/evil.example",
  "/\t\\evil.example",
  "https://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http:\\\\evil.example",
  "HTTP://EVIL.EXAMPLE",
  "//localhost:8787@evil.example",
  "http://localhost:8787@evil.example/",
  "https://localhost:8787/admin",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.cookie)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/.//evil.example",
  "/..//evil.example",
  "/admin/../..//evil.example",
  "/%2e//evil.example",
  "//ｅｖｉｌ.example",
  "//evil\u3002example",
  "//evil%2Eexample",
  "//%65vil.example",
];

/** Odd but harmless: these may be followed, but only to this site. */
const ODD_NEXT = [
  "",
  " ",
  "admin",
  "%2F%2Fevil.example",
  "http:evil.example",
  "/%2e/%2fevil.example",
  "/\u3002/evil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/admin/%0d%0aSet-Cookie:%20x=y",
  "/admin\r\nSet-Cookie: x=y",
  "/admin\u2028\u2029",
  "/admin/é?q=ليلى#فقرة",
  "/admin/\ud800",
  "/admin?x=\"'><script>alert(1)</script>",
  '/admin#"><img src=x onerror=alert(1)>',
  "?next=//evil.example",
  "#//evil.example",
  `/${"a".repeat(20_000)}`,
  `//${"a".repeat(20_000)}.example`,
];

/**
 * Every sign-in checks a password with scrypt at production cost (~0.3 s), so the sign-in posts
 * below take one value for each way of leaving the site (scheme, protocol-relative, userinfo,
 * backslash, stripped whitespace, dot segments, encoding, full-width dots, script URLs, size) and
 * for each harmless oddity; `safeNext` itself, and the sign-in page, get every value above.
 */
const THROUGH_SIGN_IN = [
  "//evil.example",
  "/\t/evil.example",
  "/\r\n/evil.example",
  "/\\evil.example",
  "https:evil.example",
  "//localhost:8787@evil.example",
  "JaVaScRiPt:alert(document.cookie)",
  "/admin/../..//evil.example",
  "//evil%2Eexample",
  "//ｅｖｉｌ.example",
  "",
  "admin",
  "/admin/%0d%0aSet-Cookie:%20x=y",
  "/admin/é?q=ليلى#فقرة",
  "/admin/\ud800",
  '/admin#"><img src=x onerror=alert(1)>',
  `/${"a".repeat(20_000)}`,
];

/** Test titles travel to the runner as UTF-8: JSON escapes lone surrogates and control characters. */
const label = (value: unknown): [string, unknown] => [(JSON.stringify(value) ?? String(value)).slice(0, 60), value];

describe("safeNext", () => {
  it("follows paths of this site, with their query and fragment", () => {
    expect(safeNext("/admin/seo", BASE)).toBe("/admin/seo");
    expect(safeNext("/admin/faqs?page=2#new", BASE)).toBe("/admin/faqs?page=2#new");
    expect(safeNext(`${BASE}/admin/pricing`, BASE)).toBe("/admin/pricing");
    expect(safeNext("/admin/é", BASE)).toBe("/admin/%C3%A9");
    expect(safeNext("/admin/requests?status=pending", BASE)).toBe("/admin/requests?status=pending");
    expect(safeNext("/admin?from=2026-11-01", BASE)).toBe("/admin?from=2026-11-01");
  });

  it.each(
    ["/", "/privacy?lang=ar", "/api/admin/leads", "/api/auth/logout", "/administrator", "/admin.example", "/ADMIN"].map(
      label,
    ),
  )("returns only to a page of the back office, not to %s", (_, next) => {
    expect(safeNext(next, BASE)).toBe("/admin");
  });

  it.each(HOSTILE_NEXT.map(label))("never leads off-site: %s", (_, next) => {
    expect(safeNext(next, BASE)).toBe("/admin");
  });

  it.each(ODD_NEXT.map(label))("answers a same-origin path safe for a header: %s", (_, next) => {
    const target = safeNext(next, BASE);
    // Reported as JSON: a lone surrogate in a failure message would break the test runner's channel.
    const shown = JSON.stringify(target).slice(0, 200);
    expect(isSameOrigin(target), shown).toBe(true);
    expect(/^\/(?![/\\])[\x21-\x7e]*$/.test(target), shown).toBe(true);
    expect(target.length, shown).toBeLessThanOrEqual(2048);
  });

  it.each([undefined, null, 42, true, {}, [], ["//evil.example"], { toString: () => "//evil.example" }].map(label))(
    "falls back to /admin for a value that is not a string: %s",
    (_, next) => {
      expect(safeNext(next, BASE)).toBe("/admin");
    },
  );
});

describe("GET /api/login with a hostile next", () => {
  const queries = [
    ...[...HOSTILE_NEXT, ...ODD_NEXT].map((next) => new URLSearchParams({ next }).toString()),
    // Raw query strings, as a link could carry them.
    "next=/%09/evil.example",
    "next=/%0a/evil.example",
    "next=/%0d%0a/evil.example",
    "next=%2F%09%2Fevil.example",
    "next=/%5Cevil.example",
    "next=%E0%A4%A",
    "next=%ZZ",
    "next=%00",
    "next=/admin&next=//evil.example",
    "next=//evil.example&next=/admin",
    "next[]=//evil.example",
    "next",
    "next=",
  ];

  it("renders the page with a same-origin next, escaped, for every input", async () => {
    for (const query of queries) {
      const res = await call(`/api/login?${query}`);
      expect(res.status, query).toBe(200);
      const page = await res.text();
      // The one script is the page's own passkey button; nothing from `next` becomes markup.
      expect(page.match(/<script/gi), query).toHaveLength(1);
      expect(page, query).not.toMatch(/<img/i);
      const value = /name="next" value="([^"]*)"/.exec(page)?.[1];
      expect(value, query).toBeDefined();
      const decoded = value!
        .replaceAll("&quot;", '"')
        .replaceAll("&#39;", "'")
        .replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&amp;", "&");
      expect(isSameOrigin(decoded), `${query} → ${decoded}`).toBe(true);
    }
  });

  it("sends a signed-in admin only to this site, for every input", async () => {
    await createAdmin();
    const signIn = await postForm({ email: ADMIN.email, password: ADMIN.password });
    const token = /cafe_session=([^;]*)/.exec(signIn.headers.get("Set-Cookie") ?? "")![1]!;
    for (const query of queries) {
      const res = await call(`/api/login?${query}`, withSession(token));
      expect(res.status, query).toBe(303);
      const location = res.headers.get("Location")!;
      expect(isSameOrigin(location), `${query} → ${location}`).toBe(true);
    }
  }, 120_000);
});

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call("/api/login", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": someClient(),
      ...sameOrigin,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

function postRaw(body: BodyInit, contentType?: string) {
  return call("/api/login", {
    method: "POST",
    headers: {
      ...(contentType ? { "Content-Type": contentType } : {}),
      "CF-Connecting-IP": someClient(),
      ...sameOrigin,
    },
    body,
  });
}

describe("POST /api/login with a hostile next", () => {
  it("the form sends the admin only to this site", async () => {
    await createAdmin();
    for (const next of THROUGH_SIGN_IN) {
      const res = await postForm({ email: ADMIN.email, password: ADMIN.password, next });
      expect(res.status, JSON.stringify(next)).toBe(303);
      const location = res.headers.get("Location")!;
      expect(isSameOrigin(location), `${JSON.stringify(next)} → ${location}`).toBe(true);
      if (HOSTILE_NEXT.includes(next)) expect(location).toBe("/admin");
    }
  }, 180_000);

  it("the JSON sign-in answers only redirects to this site", async () => {
    await createAdmin();
    const values: unknown[] = [
      ...THROUGH_SIGN_IN,
      42,
      null,
      true,
      {},
      [],
      ["//evil.example"],
      { href: "//evil.example" },
    ];
    for (const next of values) {
      const res = await postRaw(
        JSON.stringify({ email: ADMIN.email, password: ADMIN.password, next }),
        "application/json",
      );
      expect(res.status, JSON.stringify(next)).toBe(200);
      const { redirectTo } = (await res.json()) as { redirectTo: string };
      expect(isSameOrigin(redirectTo), `${JSON.stringify(next)} → ${redirectTo}`).toBe(true);
      if (typeof next !== "string" || HOSTILE_NEXT.includes(next)) expect(redirectTo).toBe("/admin");
    }
  }, 180_000);

  it("a newline in next is a redirect home, not a 500 (a header value cannot hold one)", async () => {
    await createAdmin();
    for (const next of ["/\n/evil.example", "/admin\r\nSet-Cookie: x=y"]) {
      const res = await postForm({ email: ADMIN.email, password: ADMIN.password, next });
      expect(res.status).toBe(303);
      expect(isSameOrigin(res.headers.get("Location")!)).toBe(true);
    }
  });

  it("a failed sign-in echoes next and the email escaped in the page", async () => {
    await createAdmin();
    const email = `"><script>alert(1)</script>'@x.tn`;
    const res = await postForm({ email, password: "wrong password!", next: "/admin?q=\"'><script>alert(2)</script>" });
    expect(res.status).toBe(401);
    const page = await res.text();
    expect(page.match(/<script/gi)).toHaveLength(1);
    expect(page).toContain(`value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;@x.tn"`);
    expect(page).toMatch(/name="next" value="\/admin\?q=[^"<>]*"/);
  });
});

describe("nothing typed into the sign-in form causes a 5xx", () => {
  const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
  const cases: [string, BodyInit, string | undefined][] = [
    ["invalid JSON", "{", "application/json"],
    ["JSON null", "null", "application/json"],
    ["JSON string", '"x"', "application/json"],
    ["JSON number", "42", "application/json"],
    ["JSON array", "[]", "application/json"],
    ["deeply nested JSON", deep, "application/json"],
    ["deeply nested next", `{"email":"a@b.c","password":"12345678","next":${deep}}`, "application/json"],
    ["wrong field types", JSON.stringify({ email: 42, password: ["x"], next: { a: 1 } }), "application/json"],
    [
      "lone surrogates",
      '{"email":"\\ud800@x.tn","password":"\\udfff\\ud800abcdefgh","next":"/\\ud800"}',
      "application/json",
    ],
    [
      "NUL characters",
      JSON.stringify({ email: "a\u0000@x.tn", password: "pass\u0000word", next: "/\u0000" }),
      "application/json",
    ],
    [
      "an overlong email",
      JSON.stringify({ email: `${"a".repeat(10_000)}@x.tn`, password: "x".repeat(10_000) }),
      "application/json",
    ],
    ["multipart without a boundary", "garbage", "multipart/form-data"],
    ["broken multipart", "--x\r\nContent-Disposition: form-data\r\n\r\nnope", "multipart/form-data; boundary=x"],
    ["malformed urlencoded", "email=%ZZ&password=%&next=%E0%A4%A&&=&next", "application/x-www-form-urlencoded"],
    [
      "urlencoded control characters",
      "email=%00%0a&password=%0d%0a%0d%0a12345678&next=%0d%0a//evil.example",
      "application/x-www-form-urlencoded",
    ],
    ["no content type", "email=a@b.c", undefined],
    ["text/plain", "email=a@b.c&password=12345678", "text/plain"],
    ["an unknown charset", JSON.stringify({ email: "a@b.c" }), "application/json; charset=x-unknown"],
  ];

  it.each(cases)("%s", async (_, body, type) => {
    const res = await postRaw(body, type);
    expect(res.status).toBeLessThan(500);
    const location = res.headers.get("Location");
    if (location) expect(isSameOrigin(location)).toBe(true);
  });

  it("a multipart form with a file where next should be", async () => {
    await createAdmin();
    const form = new FormData();
    form.set("email", ADMIN.email);
    form.set("password", ADMIN.password);
    form.set("next", new File(["//evil.example"], "next.txt"));
    const res = await postRaw(form);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin");
  });
});
