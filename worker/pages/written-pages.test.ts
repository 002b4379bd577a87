import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pricingPlan, seoSettings } from "../../schema/tables";
import { app } from "../app";
import { forgetAllInMemory } from "../cache/two-tier-cache";
import { createAdmin, sameOrigin, signIn, withSession } from "../test/admins";
import { pageScripts } from "../test/csp";
import { call, db, forgetCachedSeoSettings } from "../test/helpers";

const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers });

/** The capital price the landing page shows, as rendered in its root. */
const shownPrice = (html: string) => /data-testid="capital-price"[^>]*>(\d+)</.exec(html)?.[1];

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

async function keptLandingPages() {
  const { keys } = await env.CACHE.list({ prefix: "page:landing:" });
  return keys.map((key) => key.name);
}

async function addPlan(capitalPrice: number) {
  const [plan] = await db()
    .insert(pricingPlan)
    .values({ planType: "subscription", capitalPrice, outsideCapitalPrice: 19, features: ["Weekly sessions"] })
    .returning();
  return plan!;
}

/** Sends admin requests with one signed-in admin's session. */
async function signedInAdmin() {
  await createAdmin();
  const token = await signIn();
  return (path: string, method: string, body: unknown) =>
    call(path, {
      method,
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: JSON.stringify(body),
    });
}

/** Two scripts of the admin's in the head and one in the body: each must carry the answer's nonce. */
async function withAdminScripts() {
  await db().insert(seoSettings).values({
    id: 1,
    customHeadScripts: '<script>window.one = 1</script><script src="https://cdn.example/two.js"></script>',
    customBodyScripts: "<SCRIPT>window.three = 3</SCRIPT>",
  });
  await forgetCachedSeoSettings();
}

const gunzip = (bytes: ArrayBuffer) =>
  new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();

/** What a new isolate starts with: nothing in memory, KV as it is. */
function newIsolate() {
  forgetAllInMemory();
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the landing page, kept written", () => {
  it("is kept in KV per language, under the deployed version, and a new isolate answers from there", async () => {
    await addPlan(21);
    expect(shownPrice(await (await page("/?lang=en")).text())).toBe("21");
    expect(shownPrice(await (await page("/?lang=fr")).text())).toBe("21");
    const keys = await keptLandingPages();
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key.includes(env.CF_VERSION_METADATA.id))).toBe(true);
    expect(keys.map((key) => key.split(":").at(-1)).sort()).toEqual(["en", "fr"]);

    // Marked in KV, the English page comes back marked: a new isolate does not render it again.
    const english = keys.find((key) => key.endsWith(":en"))!;
    const stored = await env.CACHE.getWithMetadata(english);
    await env.CACHE.put(english, stored.value!.replace("</body>", "<p>kept in KV</p></body>"), {
      metadata: stored.metadata,
    });
    newIsolate();
    expect(await (await page("/?lang=en")).text()).toContain("<p>kept in KV</p>");
    expect(await (await page("/?lang=fr")).text()).not.toContain("<p>kept in KV</p>");
  });

  it("is dropped in this isolate and in KV when an admin saves, and the next view shows the change", async () => {
    const plan = await addPlan(21);
    expect(shownPrice(await (await page("/")).text())).toBe("21");
    expect(await keptLandingPages()).toHaveLength(1);

    const adminRequest = await signedInAdmin();
    const res = await adminRequest(`/api/admin/pricing/${plan.id}`, "PATCH", { capitalPrice: 24 });
    expect(res.status).toBe(200);
    expect(await keptLandingPages()).toEqual([]);
    expect(shownPrice(await (await page("/")).text())).toBe("24");

    // The SEO settings too: their save drops the pages written from the old ones.
    expect(await keptLandingPages()).toHaveLength(1);
    const saved = await adminRequest("/api/seo", "PUT", { defaultTitle: "Café Talk, new title" });
    expect(saved.status).toBe(200);
    expect(await keptLandingPages()).toEqual([]);
    expect(await (await page("/")).text()).toContain("<title>Café Talk, new title</title>");
  });

  it("shows another isolate's admin save within 10 s, never a page written from the old content after it", async () => {
    const plan = await addPlan(21);
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(shownPrice(await (await page("/")).text())).toBe("21");

    // What a save in another isolate leaves behind: D1 changed, the KV entries gone, this isolate's copies kept.
    await db().update(pricingPlan).set({ capitalPrice: 30 }).where(eq(pricingPlan.id, plan.id));
    const { keys } = await env.CACHE.list();
    await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));

    vi.setSystemTime(Date.now() + 9_000);
    expect(shownPrice(await (await page("/")).text())).toBe("21");
    vi.setSystemTime(Date.now() + 2_000);
    expect(shownPrice(await (await page("/")).text())).toBe("30");
    // And a new isolate, starting from KV, sees only the new page.
    newIsolate();
    expect(shownPrice(await (await page("/")).text())).toBe("30");
  });

  it("with the admin's scripts, gives every answer a nonce of its own, in its CSP and in every nonce attribute", async () => {
    await addPlan(21);
    await withAdminScripts();
    const nonces: string[] = [];
    for (const headers of [{}, {}, { "Accept-Language": "ar" }] as Record<string, string>[]) {
      const { html, nonce, allowedBy } = await pageScripts(await page("/", headers));
      nonces.push(nonce!);
      const attributes = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(attributes).toHaveLength(3);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      expect(allowedBy).toEqual(["nonce", "nonce", "hash", "nonce"]);
      expect(html).not.toContain("__csp_nonce_");
    }
    expect(new Set(nonces).size).toBe(3);
    // HEAD: the same headers, a nonce of its own, no body.
    const head = await call("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(nonces).not.toContain(cspNonce(head));
    expect(await head.text()).toBe("");
  });

  it("without them, sends the kept page as it is, its loader allowed by its hash, from memory or from KV", async () => {
    await addPlan(21);
    const first = await page("/");
    const csp = first.headers.get("Content-Security-Policy");
    const { html, allowedBy } = await pageScripts(first);
    expect(allowedBy).toEqual(["hash"]);
    expect(html).not.toContain("nonce");
    expect(await (await page("/")).text()).toBe(html);
    // A new isolate reads the hashes from KV with the page.
    newIsolate();
    const fromKv = await page("/");
    expect(fromKv.headers.get("Content-Security-Policy")).toBe(csp);
    expect(await fromKv.text()).toBe(html);
  });

  it("to a browser that prefers gzip, sends the kept page gzipped, the same page byte for byte, from memory or from KV", async () => {
    await addPlan(21);
    const html = await (await page("/")).text();
    const chrome = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    for (const fresh of [false, true]) {
      if (fresh) newIsolate();
      const res = await page("/", chrome);
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      expect(res.headers.get("Vary")).toContain("Accept-Encoding");
      // What the browser reads once it has decoded it.
      expect(await res.text()).toBe(html);
      // The bytes as sent: the Worker's own answer, before the runtime decodes it for the caller.
      const sent = await app.request("/", { headers: chrome }, env);
      const bytes = await sent.arrayBuffer();
      expect(bytes.byteLength).toBeLessThan(html.length / 3);
      expect(await gunzip(bytes)).toBe(html);
    }
    // On Cloudflare the Worker's own Accept-Encoding is the edge's; the visitor's is in cf.
    const behindTheEdge = await call("/", {
      headers: { "Accept-Encoding": "br, gzip" },
      cf: { clientAcceptEncoding: "gzip" },
    });
    expect(behindTheEdge.headers.get("Content-Encoding")).toBe("gzip");
    // HEAD answers the same headers, with no body.
    const head = await call("/", { method: "HEAD", headers: chrome });
    expect(head.headers.get("Content-Encoding")).toBe("gzip");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("sends the page as it is to a client that does not take gzip or prefers Brotli, and with the admin's scripts", async () => {
    await addPlan(21);
    const html = await (await page("/")).text();
    for (const acceptEncoding of ["", "identity", "br, gzip", "gzip;q=0, deflate", "deflate, br;q=1, gzip"]) {
      const res = await page("/", acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {});
      expect(res.headers.get("Content-Encoding"), acceptEncoding).toBeNull();
      expect(await res.text(), acceptEncoding).toBe(html);
    }
    // Each answer then has a nonce of its own: there is no one kept form to send gzipped.
    await withAdminScripts();
    const res = await page("/", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toContain('nonce="');
  });

  it("never gives one language's page to another, however the language is asked for", async () => {
    await addPlan(21);
    const asked = [
      ["en", {}],
      ["ar", { Cookie: "locale=ar" }],
      ["fr", { "Accept-Language": "fr-TN,fr;q=0.9" }],
      ["en", { "Accept-Language": "en" }],
      ["ar", {}, "/?lang=ar"],
      ["fr", {}, "/?lang=fr"],
    ] as const;
    const bodies = new Map<string, Set<string>>();
    for (const [lang, headers, path = "/"] of asked) {
      const res = await page(path, headers);
      const html = (await res.text()).replaceAll(cspNonce(res)!, "NONCE");
      expect(res.headers.get("Content-Language")).toBe(lang);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`);
      bodies.set(lang, (bodies.get(lang) ?? new Set()).add(html));
    }
    // One body per language, the same whichever way it was asked for.
    expect([...bodies.values()].map((set) => set.size)).toEqual([1, 1, 1]);
    expect(new Set([...bodies.values()].flatMap((set) => [...set])).size).toBe(3);
    expect(rootText(bodies, "fr")).toContain("Parlez une nouvelle langue");
    expect(rootText(bodies, "ar")).toContain("تحدّث لغة جديدة");
  });

  it("keeps 404 and private pages apart from each other and out of KV", async () => {
    for (let view = 0; view < 2; view++) {
      const missing = await page("/no-such-page");
      expect(missing.status).toBe(404);
      const missingHtml = await missing.text();
      expect(missingHtml).toContain('<link rel="canonical" href="http://localhost:8787/no-such-page">');
      expect(missingHtml).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(missingHtml).toContain(">404 Page Not Found</h1>");

      const other = await page("/another-missing-page", { Cookie: "locale=fr" });
      expect(other.status).toBe(404);
      const otherHtml = await other.text();
      expect(otherHtml).toContain('<link rel="canonical" href="http://localhost:8787/another-missing-page?lang=fr">');
      expect(otherHtml).toContain(">404 Page introuvable</h1>");

      const admin = await page("/admin");
      expect(admin.status).toBe(200);
      expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');

      const landing = await page("/");
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain('<meta name="robots" content="index, follow">');
    }
    expect(await keptLandingPages()).toHaveLength(1);
  });

  it("keeps nothing written when the server render fails: the browser renders that page, and the next view tries again", async () => {
    // A cached plan the renderer cannot use (its features must be a list) makes it throw.
    const broken = { id: 1, planType: "subscription", capitalPrice: 27, outsideCapitalPrice: 25, features: null };
    await env.CACHE.put("public:/api/pricing:v3", JSON.stringify([{ ...broken, displayOrder: 0, isActive: true }]));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (let view = 0; view < 2; view++) {
      const html = await (await page("/")).text();
      expect(html).toContain('<div id="root"></div>');
    }
    expect(log).toHaveBeenCalledTimes(2);
    expect(await keptLandingPages()).toEqual([]);
    vi.restoreAllMocks();
  });
});

function rootText(bodies: Map<string, Set<string>>, lang: string) {
  const html = [...(bodies.get(lang) ?? [])][0] ?? "";
  return html.slice(html.indexOf('<div id="root"'));
}
