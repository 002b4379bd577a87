/**
 * The share images a session's or café's page names as its `og:image`
 * (`/share/sessions/<id>.<locale>.png?v=<version>`, schema/public-paths.ts), so a link shared in
 * WhatsApp, Facebook or Messenger previews with a picture. Each is drawn once per version and
 * kept in the Workers cache; docs/indexnow-and-share-images.md.
 */
import { type Context, Hono } from "hono";
import { isLocale, type Locale } from "../../schema/constants";
import { shareImagePath } from "../../schema/public-paths";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { cardSvg } from "./card-svg";
import { renderPng } from "./render-png";
import { cafeCard, type ShareCard, sessionCard } from "./share-cards";

/** `12.ar.png`: the record's id and the page's language. */
const FILE = /^(\d{1,9})\.([a-z]{2})\.png$/;

/** The version asked for is the current one: the same URL will never show anything else. */
const CURRENT = "public, max-age=31536000, immutable";
/** An older (or no) version: today's image, which a preview may keep a little while. */
const NOT_CURRENT = "public, max-age=300";

type Kind = "session" | "cafe";

function parseFile(file: string): { id: number; locale: Locale } {
  const match = FILE.exec(file);
  const locale = match?.[2];
  if (!match || !isLocale(locale)) throw new ApiError(404, "not_found", "No such share image.");
  return { id: Number(match[1]), locale };
}

async function serveShareImage(c: Context<AppBindings>, kind: Kind): Promise<Response> {
  const { id, locale } = parseFile(c.req.param("file") ?? "");
  const db = database(c.env.DB);
  const found: ShareCard | null =
    kind === "session" ? await sessionCard(db, id, locale) : await cafeCard(db, id, locale, new Date());
  if (!found) throw new ApiError(404, "not_found", "No such share image.");

  // Kept under the current version's URL: an admin's change makes a new one, never a stale hit.
  const key = new Request(new URL(shareImagePath(kind, id, locale, found.version), c.req.url));
  const cache = caches.default;
  const kept = await cache.match(key);
  let png: ArrayBuffer;
  if (kept) {
    png = await kept.arrayBuffer();
  } else {
    const host = new URL(c.env.PUBLIC_BASE_URL).host;
    png = (await renderPng(await cardSvg({ ...found.card, host }))).slice().buffer;
    await cache.put(key, new Response(png, { headers: { "Content-Type": "image/png", "Cache-Control": CURRENT } }));
  }
  return new Response(png, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": c.req.query("v") === found.version ? CURRENT : NOT_CURRENT,
      // Whether this answer was drawn or kept: the tests and the bench read it.
      "Server-Timing": kept ? 'cache;desc="hit"' : 'cache;desc="miss"',
    },
  });
}

/** Mounted at /share. */
export const shareImages = new Hono<AppBindings>()
  .get("/sessions/:file", (c) => serveShareImage(c, "session"))
  .get("/cafes/:file", (c) => serveShareImage(c, "cafe"));
