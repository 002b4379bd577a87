/**
 * Tells IndexNow (Bing, Yandex, Seznam, Naver… share what it is told) which public pages changed,
 * from the queue the triggers fill (schema/tables.ts `indexNowPing`), in the cron's bounded
 * batches: one POST of at most 99 URLs a run (33 records, each page in its three languages).
 * Accepted (200, 202): the records leave the queue. Refused for now (429, a server error, no
 * answer): they wait, longer after each refusal. Refused for good (any other 4xx): they leave the
 * queue with a log line, since sending them again would be refused again.
 * docs/indexnow-and-share-images.md; the protocol: indexnow.org/documentation.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { LOCALES } from "../../schema/constants";
import { cafePath, sessionPath } from "../../schema/public-paths";
import { cafe, indexNowPing, languageSession } from "../../schema/tables";
import type { Database } from "../db";
import type { Env } from "../env";
import { languageUrl } from "../pages/head";
import { readSeoSettings, siteBase } from "../site/seo-settings";
import { indexNowKey } from "./key";

/** How long a run waits for IndexNow's answer before trying again later. */
const SEND_TIMEOUT_MS = 10_000;

/** Records one run sends: each is three URLs, one per language. */
const RECORDS_PER_RUN = 33;

type Ping = typeof indexNowPing.$inferSelect;

export type IndexNowReport =
  | { status: "off"; dropped: number }
  | { status: "idle" }
  | { status: "accepted" | "retry" | "refused"; records: number; urls: number; httpStatus: number | null };

/** The pages of these records as they are now: a record gone is its bare path, which answers 410. */
async function pathsOf(db: Database, pings: Ping[]): Promise<string[]> {
  const ids = (kind: Ping["kind"]) => pings.filter((ping) => ping.kind === kind).map((ping) => ping.recordId);
  const sessionIds = ids("session");
  const cafeIds = ids("cafe");
  const sessions = sessionIds.length
    ? await db
        .select({ id: languageSession.id, title: languageSession.title })
        .from(languageSession)
        .where(inArray(languageSession.id, sessionIds))
    : [];
  const cafes = cafeIds.length
    ? await db.select({ id: cafe.id, name: cafe.name }).from(cafe).where(inArray(cafe.id, cafeIds))
    : [];
  const sessionById = new Map(sessions.map((row) => [row.id, row]));
  const cafeById = new Map(cafes.map((row) => [row.id, row]));
  return pings.map((ping) => {
    if (ping.kind === "session") {
      const row = sessionById.get(ping.recordId);
      return row ? sessionPath(row) : `/sessions/${ping.recordId}`;
    }
    const row = cafeById.get(ping.recordId);
    return row ? cafePath(row) : `/cafes/${ping.recordId}`;
  });
}

const whereSent = (pings: Ping[]) =>
  or(...pings.map((ping) => and(eq(indexNowPing.kind, ping.kind), eq(indexNowPing.recordId, ping.recordId))));

/**
 * One run: sends the due records' pages in one POST, or with no key empties the queue (IndexNow
 * is off: nothing is kept to be sent the day a key is set, when those pages are old news).
 */
export async function pingIndexNow(
  env: Pick<Env, "DB" | "CACHE" | "INDEXNOW_KEY" | "INDEXNOW_ENDPOINT" | "PUBLIC_BASE_URL">,
  db: Database,
  now: Date,
  send: typeof fetch = fetch,
): Promise<IndexNowReport> {
  const key = indexNowKey(env);
  if (!key) {
    const dropped = await db.delete(indexNowPing).returning({ kind: indexNowPing.kind });
    return { status: "off", dropped: dropped.length };
  }
  const due = await db
    .select()
    .from(indexNowPing)
    .where(or(isNull(indexNowPing.retryAt), lte(indexNowPing.retryAt, now)))
    .orderBy(asc(indexNowPing.queuedAt))
    .limit(RECORDS_PER_RUN);
  if (due.length === 0) return { status: "idle" };

  const base = siteBase(await readSeoSettings(env), env.PUBLIC_BASE_URL);
  const urlList = (await pathsOf(db, due)).flatMap((path) => LOCALES.map((locale) => languageUrl(base, path, locale)));
  const body = { host: new URL(base).host, key, keyLocation: `${base}/${key}.txt`, urlList };

  let httpStatus: number | null = null;
  try {
    const res = await send(env.INDEXNOW_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
      // A slow IndexNow must not hold up the rest of the cron's run (the purge comes after).
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    httpStatus = res.status;
    await res.body?.cancel();
  } catch {
    // No answer (network error, timeout): tried again later, like a server error.
  }
  const report = { records: due.length, urls: urlList.length, httpStatus };

  if (httpStatus === 200 || httpStatus === 202) {
    await db.delete(indexNowPing).where(whereSent(due));
    return { status: "accepted", ...report };
  }
  if (httpStatus === null || httpStatus === 429 || httpStatus >= 500) {
    // 2, 4, 8… minutes after the 1st, 2nd, 3rd… refusal (17 hours after the 10th); from the 11th on, a day.
    await db
      .update(indexNowPing)
      .set({
        attempts: sql`${indexNowPing.attempts} + 1`,
        retryAt: sql`${now.getTime()} + min((1 << min(${indexNowPing.attempts} + 1, 11)) * 60000, 86400000)`,
      })
      .where(whereSent(due));
    return { status: "retry", ...report };
  }
  console.error(`IndexNow refused ${urlList.length} URLs with HTTP ${httpStatus}; they are not sent again.`);
  await db.delete(indexNowPing).where(whereSent(due));
  return { status: "refused", ...report };
}
