import { eq, sql } from "drizzle-orm";
import type { PricingPlan, PublicCafe, PublicSession } from "../../schema/api";
import { type Occurrence, occurrencesBetween } from "../../schema/occurrences";
import { cafe, languageSession } from "../../schema/tables";
import { cached, pageKey, type Shelf } from "../cache/two-tier-cache";
import { type Database, database } from "../db";
import type { Env } from "../env";
import { invalidatePublicReads, publicReadJson } from "../public/cached-reads";
import { datesOf, occurrenceChanges, upcoming } from "../sessions/dates";
import { publicView, sessionsWithSeats } from "../sessions/seats";
import { cafeImageVersion, sessionImageVersion } from "../share/share-cards";

/** How many occurrences ahead a weekly session's page lists. */
const PAGE_NEXT_STARTS = 6;

/** What a session's page is written from: its public view, where it stands, and what its JSON-LD says. */
export interface SessionRecord {
  state: "live" | "closed";
  session: PublicSession;
  cafe: PublicCafe | null;
  /** Its price per session in TND (its plan's, in Tunis or outside), null with no active plan. */
  price: number | null;
  /** The first occurrence ahead, a skipped one included: the Event's status (cancelled, rescheduled). */
  nextOccurrence: Pick<Occurrence, "originalStart" | "start" | "status"> | null;
  updatedAt: string;
  createdAt: string;
  /** Its share image's version (worker/share/share-cards.ts), which the page's `og:image` names. */
  imageVersion: string;
}

export interface CafeRecord {
  active: boolean;
  cafe: PublicCafe;
  sessions: PublicSession[];
  updatedAt: string;
  /** Its share image's version (worker/share/share-cards.ts), which the page's `og:image` names. */
  imageVersion: string;
}

/**
 * Read for a page, in this isolate's memory for 10 s like the public reads (another isolate shows
 * a change within them). Kept under a page key: any admin change that drops the public reads
 * drops these with the written pages (worker/cache/two-tier-cache.ts), here at once.
 */
const RECORD: Shelf<unknown> = { memoryMs: 10_000, kv: null };

const readCached = <T>(env: Pick<Env, "CACHE">, key: string, build: () => Promise<T>) =>
  cached(env, pageKey("record", key), RECORD as Shelf<T>, async () => ({ value: await build() }));

/** A session's page record; `"gone"` for a deleted one (its id was handed out), null for an id never used. */
export function readSessionRecord(
  env: Pick<Env, "DB" | "CACHE">,
  id: number,
  now: Date,
): Promise<SessionRecord | "gone" | null> {
  return readCached(env, `session:${id}`, async () => {
    const db = database(env.DB);
    const [row] = await sessionsWithSeats(db, eq(languageSession.id, id));
    if (!row) return (await wasHandedOut(db, "language_session", id)) ? "gone" : null;
    const changes = (await occurrenceChanges(db, [id])).get(id) ?? [];
    const next = upcoming(row, changes, now, PAGE_NEXT_STARTS);
    const plans = JSON.parse(await publicReadJson(env, "/api/pricing")) as PricingPlan[];
    const plan = plans.find((candidate) => candidate.id === row.pricingPlanId) ?? plans[0];
    const session = publicView(row, row.isPublished ? next : []);
    const cafeRow = row.cafeId ? await activeCafe(db, row.cafeId) : null;
    return {
      state: row.isPublished && next.length > 0 ? "live" : "closed",
      session,
      cafe: cafeRow ? publicCafe(cafeRow) : null,
      price: plan ? (row.city === "Tunis" ? plan.capitalPrice : plan.outsideCapitalPrice) : null,
      nextOccurrence: firstAhead(row, changes, now),
      updatedAt: new Date(row.updatedAt).toISOString(),
      createdAt: new Date(row.createdAt).toISOString(),
      imageVersion: sessionImageVersion(row, cafeRow),
    } satisfies SessionRecord;
  });
}

/** A café's page record, with its upcoming published sessions; null for no such café. */
export function readCafeRecord(env: Pick<Env, "DB" | "CACHE">, id: number): Promise<CafeRecord | null> {
  return readCached(env, `cafe:${id}`, async () => {
    const [row] = await database(env.DB).select().from(cafe).where(eq(cafe.id, id));
    if (!row) return null;
    const published = JSON.parse(await publicReadJson(env, "/api/sessions")) as PublicSession[];
    // The public sessions are those with an occurrence ahead: the ones the share image counts.
    const sessions = row.isActive ? published.filter((session) => session.cafeId === id) : [];
    return {
      active: row.isActive,
      cafe: publicCafe(row),
      sessions,
      updatedAt: new Date(row.updatedAt).toISOString(),
      imageVersion: cafeImageVersion(row, sessions.length),
    } satisfies CafeRecord;
  });
}

/** Every café with a public page (active), for the sitemap. */
export async function activeCafes(env: Pick<Env, "DB">) {
  return database(env.DB).select().from(cafe).where(eq(cafe.isActive, true)).orderBy(cafe.id);
}

/**
 * After a café is saved (created, changed, made inactive): its page, its sessions' pages and the
 * landing page show it again, here at once and elsewhere within 10 s. The triggers copy a
 * café's name, address and city onto its sessions, so the public sessions go too. The cafés'
 * back office calls this; a session's save already drops every page (invalidatePublicReads).
 */
export const dropCafePages = (env: Pick<Env, "CACHE">) => invalidatePublicReads(env, "/api/sessions");

type CafeRow = typeof cafe.$inferSelect;

const publicCafe = ({ isActive: _active, createdAt: _created, updatedAt: _updated, ...rest }: CafeRow) =>
  rest as PublicCafe;

async function activeCafe(db: Database, id: number): Promise<CafeRow | null> {
  const [row] = await db.select().from(cafe).where(eq(cafe.id, id));
  return row?.isActive ? row : null;
}

/**
 * Whether SQLite handed this id out already (AUTOINCREMENT never hands one out twice): a missing
 * row under it was deleted (410), one above it never was (404).
 */
async function wasHandedOut(db: Database, table: string, id: number): Promise<boolean> {
  const [row] = await db.all<{ seq: number }>(sql`select seq from sqlite_sequence where name = ${table}`);
  return row !== undefined && id <= row.seq;
}

/** The first occurrence after `now`, skipped or moved ones included, within a year. */
function firstAhead(
  row: Parameters<typeof datesOf>[0],
  changes: Parameters<typeof occurrencesBetween>[1],
  now: Date,
): SessionRecord["nextOccurrence"] {
  const dates = datesOf(row);
  if (!dates) return null;
  const [first] = occurrencesBetween(dates, changes, now, new Date(now.getTime() + 366 * 86_400_000));
  return first ? { originalStart: first.originalStart, start: first.start, status: first.status } : null;
}
