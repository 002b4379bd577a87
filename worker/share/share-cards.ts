/**
 * What a session's or a café's share image shows, read from D1, and its version: the image
 * changes only when the version does, so it is kept under it (routes.ts) and a page's `og:image`
 * names it (`shareImagePath` in schema/public-paths.ts).
 */
import { and, eq } from "drizzle-orm";
import type { Locale } from "../../schema/constants";
import { choiceName, LEARNING_LANGUAGE_NAMES, levelName } from "../../schema/labels";
import { tunisInstant } from "../../schema/occurrences";
import { sessionCityName, sessionTitle } from "../../schema/session-text";
import { scheduleWords } from "../../schema/session-when";
import { cafe, languageSession } from "../../schema/tables";
import type { Database } from "../db";
import { dateColumns, occurrenceChanges, upcoming } from "../sessions/dates";
import type { Card } from "./card-svg";
import { upcomingSessionsText, weeklyText } from "./messages";

type SessionRow = typeof languageSession.$inferSelect;
type CafeRow = typeof cafe.$inferSelect;

const stamp = (at: Date) => at.getTime().toString(36);

/** A session's image version: its row's last change, and its café's (whose name and city it shows). */
export const sessionImageVersion = (
  session: Pick<SessionRow, "updatedAt">,
  sessionCafe: Pick<CafeRow, "updatedAt"> | null,
) => (sessionCafe ? `${stamp(session.updatedAt)}.${stamp(sessionCafe.updatedAt)}` : stamp(session.updatedAt));

/** A café's image version: its row's last change and how many sessions it has ahead (the image counts them). */
export const cafeImageVersion = (row: Pick<CafeRow, "updatedAt">, upcomingSessions: number) =>
  `${stamp(row.updatedAt)}.${upcomingSessions}`;

/** What the image has to say, and the version it is kept under. */
export interface ShareCard {
  version: string;
  card: Omit<Card, "host">;
}

/**
 * When a session happens, in words: a weekly one's days and time, a one-off's date and time.
 * From its dates, not from today, so the words change only with the row.
 */
function whenText(session: SessionRow, locale: Locale): string | null {
  if (!session.startsAt) return null;
  const words = scheduleWords(
    {
      repeat: session.repeat,
      repeatDays: session.repeatDays,
      startsAt: session.startsAt,
      nextStarts: [tunisInstant(session.startsAt)],
    },
    locale,
  );
  if (!words) return null;
  return "date" in words ? words.date : weeklyText(words.days, words.time, locale);
}

/** A published session's card, or null for a session that is not (or not published). */
export async function sessionCard(db: Database, id: number, locale: Locale): Promise<ShareCard | null> {
  const [row] = await db
    .select({ session: languageSession, cafe })
    .from(languageSession)
    .leftJoin(cafe, eq(cafe.id, languageSession.cafeId))
    .where(and(eq(languageSession.id, id), eq(languageSession.isPublished, true)));
  if (!row) return null;
  const { session } = row;
  const place = [session.cafeName, sessionCityName(session.city, locale)].filter(Boolean).join(" · ");
  return {
    version: sessionImageVersion(session, row.cafe),
    card: {
      locale,
      chip: `${choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)} · ${levelName(session.level, locale)}`,
      title: sessionTitle(session, locale),
      details: [whenText(session, locale), place].filter((line): line is string => Boolean(line)),
    },
  };
}

/** How many of a café's published sessions have an occurrence after `now`. */
async function upcomingSessionCount(db: Database, cafeId: number, now: Date): Promise<number> {
  const sessions = await db
    .select({ id: languageSession.id, ...dateColumns })
    .from(languageSession)
    .where(and(eq(languageSession.cafeId, cafeId), eq(languageSession.isPublished, true)));
  const changes = await occurrenceChanges(
    db,
    sessions.map((session) => session.id),
  );
  return sessions.filter((session) => upcoming(session, changes.get(session.id) ?? [], now).length > 0).length;
}

/** An active café's card, or null for a café that is not (or not active). */
export async function cafeCard(db: Database, id: number, locale: Locale, now: Date): Promise<ShareCard | null> {
  const [row] = await db
    .select()
    .from(cafe)
    .where(and(eq(cafe.id, id), eq(cafe.isActive, true)));
  if (!row) return null;
  const count = await upcomingSessionCount(db, row.id, now);
  return {
    version: cafeImageVersion(row, count),
    card: {
      locale,
      chip: sessionCityName(row.city, locale),
      title: row.name,
      details: [row.address, upcomingSessionsText(count, locale)].filter((line): line is string => Boolean(line)),
    },
  };
}
