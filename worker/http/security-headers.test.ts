import { describe, expect, it } from "vitest";
import { BASE, call } from "../test/helpers";
import { baselineHeaders, staticFileHeaders } from "./security-headers";

const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

/** One request of every kind of answer the Worker gives. */
const ANSWERS: [kind: string, path: string, init?: RequestInit][] = [
  ["written page", "/"],
  ["written page in Arabic", "/?lang=ar"],
  ["SPA route", "/admin/seo"],
  ["404 page", "/no/such/page"],
  ["static file", "/favicon.svg"],
  ["JSON", "/api/pricing"],
  ["JSON error (unknown endpoint)", "/api/nope"],
  ["JSON error (signed out)", "/api/admin/leads"],
  [
    "JSON error (validation)",
    "/api/leads",
    { method: "POST", headers: { Origin: BASE, "Content-Type": "application/json" }, body: "{}" },
  ],
  [
    "JSON error (cross-site write)",
    "/api/newsletter",
    { method: "POST", headers: { ...crossSite, "Content-Type": "application/json" }, body: "{}" },
  ],
  ["crawler file robots.txt", "/robots.txt"],
  ["crawler file sitemap.xml", "/sitemap.xml"],
  ["crawler file ai-info.json", "/ai-info.json"],
  ["crawler file llms.txt", "/llms.txt"],
  ["sign-in page", "/api/login"],
  [
    "sign-in refusal",
    "/api/login",
    {
      method: "POST",
      headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=wrongwrong",
    },
  ],
];

describe("one security baseline on every answer", () => {
  it.each(ANSWERS)("%s", async (_kind, path, init) => {
    const res = await call(path, init);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(res.headers.get("Permissions-Policy")).toContain("geolocation=()");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=63072000");
    expect(res.headers.get("Referrer-Policy")).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(res.headers.get("X-Powered-By")).toBeNull();
  });

  it("JSON, files and crawler files may run nothing: default-src 'none'", async () => {
    for (const path of ["/api/pricing", "/api/nope", "/favicon.svg", "/robots.txt", "/ai-info.json"]) {
      expect((await call(path)).headers.get("Content-Security-Policy"), path).toContain("default-src 'none'");
    }
  });

  it("written pages keep their strict CSP: the pages React renders in the Worker by their script's hash, the SPA's by a nonce", async () => {
    const sources = {
      "/": "'sha256-[^']+'",
      "/privacy": "'sha256-[^']+'",
      "/no/such/page": "'sha256-[^']+'",
      "/admin": "'nonce-[^']+'",
    };
    for (const [path, source] of Object.entries(sources)) {
      const csp = (await call(path)).headers.get("Content-Security-Policy")!;
      expect(csp, path).toMatch(
        new RegExp(
          `^script-src ${source} 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'$`,
        ),
      );
    }
  });

  it("the sign-in page allows its own style, passkey script and form and nothing else", async () => {
    const res = await call("/api/login");
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("connect-src 'self'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    const html = await res.text();
    expect(html).toContain(`<style nonce="${nonce}">`);
    // Its one script, the passkey button's, carries the nonce; no other runs.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).toContain(`<script nonce="${nonce}">`);
    const again = (await call("/api/login")).headers.get("Content-Security-Policy")!;
    expect(again).not.toBe(csp);
  });

  it("the files the platform serves without the Worker get the same baseline from _headers", async () => {
    const baseline = await baselineHeaders();
    const file = await staticFileHeaders();
    expect(file.split("\n")).toContain("/*");
    for (const [name, value] of baseline) expect(file).toContain(`  ${name}: ${value}\n`);
    expect(baseline.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        "x-content-type-options",
        "x-frame-options",
        "content-security-policy",
        "permissions-policy",
      ]),
    );
  });
});
