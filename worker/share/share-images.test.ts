import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shareImagePath } from "../../schema/public-paths";
import { cafe, languageSession } from "../../schema/tables";
import { call, db } from "../test/helpers";
import { createSession } from "../test/sessions";
import { cardSvg } from "./card-svg";
import { inkWidth } from "./render-png";
import { cafeImageVersion, sessionImageVersion } from "./share-cards";

async function createCafe(values: Partial<typeof cafe.$inferInsert> = {}) {
  const [row] = await db()
    .insert(cafe)
    .values({ name: "Café Lino", address: "12 Rue de Marseille", city: "Tunis", ...values })
    .returning();
  return row!;
}

/** The width and height a PNG's header gives, after checking it is a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function image(path: string, headers: Record<string, string> = {}) {
  const res = await call(path, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("a session's share image", () => {
  it("is a 1200×630 PNG in each language, the Arabic one included", async () => {
    const place = await createCafe();
    const session = await createSession({
      cafeId: place.id,
      titleAr: "محادثة بالإنجليزية",
      titleFr: "Anglais au café",
    });
    for (const locale of ["en", "fr", "ar"]) {
      const { res, bytes } = await image(`/share/sessions/${session.id}.${locale}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("is what link-preview bots get, whatever they accept", async () => {
    const session = await createSession();
    const bots: Record<string, string>[] = [
      { "User-Agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", Accept: "*/*" },
      { "User-Agent": "WhatsApp/2.23.20.0 A" },
      { "User-Agent": "facebookexternalhit/1.1;line/11.0", Accept: "image/*" },
      {},
    ];
    for (const headers of bots) {
      const { res, bytes } = await image(`/share/sessions/${session.id}.en.png`, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
    // Some ask with HEAD first.
    const head = await call(`/share/sessions/${session.id}.en.png`, { method: "HEAD", headers: bots[0] });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("image/png");
  });

  it("does not exist for a draft, an unknown session, or a language the site has not", async () => {
    const draft = await createSession({ isPublished: false });
    const published = await createSession();
    expect((await call(`/share/sessions/${draft.id}.en.png`)).status).toBe(404);
    expect((await call("/share/sessions/999.en.png")).status).toBe(404);
    expect((await call(`/share/sessions/${published.id}.de.png`)).status).toBe(404);
    expect((await call(`/share/sessions/${published.id}.en.jpg`)).status).toBe(404);
  });

  it("is drawn once per version and then kept, for good under the current version", async () => {
    const place = await createCafe();
    const session = await createSession({ cafeId: place.id });
    const [row] = await db().select().from(languageSession).where(eq(languageSession.id, session.id));
    const [cafeRow] = await db().select().from(cafe).where(eq(cafe.id, place.id));
    const path = shareImagePath("session", session.id, "en", sessionImageVersion(row!, cafeRow!));

    const first = await call(path);
    expect(first.headers.get("Server-Timing")).toBe('cache;desc="miss"');
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const drawn = new Uint8Array(await first.arrayBuffer());
    const again = await call(path);
    expect(again.headers.get("Server-Timing")).toBe('cache;desc="hit"');
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(drawn);

    // An old version's URL answers today's image, kept only a short while.
    const old = await call(`/share/sessions/${session.id}.en.png?v=old`);
    expect(old.headers.get("Server-Timing")).toBe('cache;desc="hit"');
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=300");

    // The café renamed: a new version, drawn anew.
    await db()
      .update(cafe)
      .set({ name: "Café Lino Marsa", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(cafe.id, place.id));
    expect((await call(path)).headers.get("Server-Timing")).toBe('cache;desc="miss"');
    expect((await call(path)).headers.get("Cache-Control")).toBe("public, max-age=300");
  });
});

describe("a card's lines", () => {
  it("wrap a long title on two lines and cut the rest with an ellipsis, within the margins, in English and Arabic", async () => {
    const long = {
      en: "A very long English title about travelling, working abroad, job interviews and everything in between",
      ar: "عنوان طويل جدا عن السفر والعمل في الخارج ومقابلات العمل وكل ما بينهما للمتعلمين الذين يريدون الممارسة",
    };
    for (const locale of ["en", "ar"] as const) {
      const svg = await cardSvg({ locale, chip: "English", title: long[locale], details: [], host: "cafetalk.tn" });
      const titleLines = [...svg.matchAll(/<text [^>]*font-size="66"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);
      expect(titleLines).toHaveLength(2);
      expect(titleLines[1]).toMatch(/…\u202c?$/);
      // Each drawn line stays between the margins (80 px each side of 1200).
      for (const line of [...svg.matchAll(/<text [^>]*>[^<]*<\/text>/g)].map((match) => match[0])) {
        const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${line}</svg>`;
        const family = line.includes("Noto Sans Arabic") ? "Noto Sans Arabic" : "Inter";
        const weight = line.includes('font-weight="700"') ? 700 : 400;
        expect(await inkWidth(alone, { family, weight })).toBeLessThanOrEqual(1040);
      }
    }
  });
});

describe("a café's share image", () => {
  it("is a 1200×630 PNG for an active café, and does not exist for an inactive one", async () => {
    const active = await createCafe();
    await createSession({ cafeId: active.id });
    const inactive = await createCafe({ name: "Café Fermé", isActive: false });
    for (const locale of ["en", "ar"]) {
      const { res, bytes } = await image(`/share/cafes/${active.id}.${locale}.png`, { "User-Agent": "WhatsApp/2.23" });
      expect(res.status).toBe(200);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
    expect((await call(`/share/cafes/${inactive.id}.en.png`)).status).toBe(404);
  });

  it("has a new version, drawn anew, when the café's upcoming sessions change", async () => {
    const place = await createCafe();
    await createSession({ cafeId: place.id });
    const [row] = await db().select().from(cafe).where(eq(cafe.id, place.id));
    const withOne = shareImagePath("cafe", place.id, "fr", cafeImageVersion(row!, 1));
    expect((await call(withOne)).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await call(withOne)).headers.get("Server-Timing")).toBe('cache;desc="hit"');

    await createSession({ cafeId: place.id, title: "German at the café", language: "German" });
    const stale = await call(withOne);
    expect(stale.headers.get("Server-Timing")).toBe('cache;desc="miss"');
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");
    const withTwo = shareImagePath("cafe", place.id, "fr", cafeImageVersion(row!, 2));
    expect((await call(withTwo)).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
