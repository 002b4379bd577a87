/** Test data for language sessions and their requests, written straight to D1. */
import { and, eq, isNull } from "drizzle-orm";
import { tunisLocal } from "../../schema/occurrences";
import { cafe, languageSession, sessionRequest } from "../../schema/tables";
import { newLinkKey } from "../spots/link";
import { db } from "./helpers";

type SessionRow = typeof languageSession.$inferInsert;

/** A session written in English only: no French or Arabic title or description (the English shows). */
export const ENGLISH_ONLY = { titleFr: null, titleAr: null, descriptionFr: null, descriptionAr: null };
type RequestRow = typeof sessionRequest.$inferInsert;

type CafeRow = typeof cafe.$inferInsert;

/** A café, active, in Tunis unless told. */
export async function createCafe(values: Partial<CafeRow> = {}) {
  const [row] = await db()
    .insert(cafe)
    .values({ name: "Café Lino", address: "Rue de Marseille", city: "Tunis", ...values })
    .returning();
  return row!;
}

/** The café of that name, address and city, made the first time one is asked for. */
async function cafeNamed(name: string, address: string | null, city: string) {
  const [found] = await db()
    .select({ id: cafe.id })
    .from(cafe)
    .where(
      and(
        eq(cafe.name, name),
        address === null ? isNull(cafe.address) : eq(cafe.address, address),
        eq(cafe.city, city),
      ),
    )
    .limit(1);
  return found ?? (await createCafe({ name, address, city }));
}

/**
 * A session in Café Lino, Tunis, unless told. A café's name (and address) given puts it in that
 * café, made if needed: the session's copy of its café is the triggers' to write (migration 0030).
 * `cafeName: null` puts it in none.
 */
export async function createSession({
  cafeName = "Café Lino",
  cafeAddress = "Rue de Marseille",
  ...values
}: Partial<SessionRow> = {}) {
  const city = values.city ?? "Tunis";
  const cafeId =
    values.cafeId !== undefined
      ? values.cafeId
      : cafeName === null
        ? null
        : (await cafeNamed(cafeName, cafeAddress, city)).id;
  const [row] = await db()
    .insert(languageSession)
    .values({
      title: "English small talk",
      description: "Travel, work and daily life.",
      language: "English",
      level: "Intermediate",
      cafeId,
      city,
      // Every Saturday at 10:00 from a Saturday long past, so it always has occurrences ahead.
      startsAt: "2026-01-03T10:00",
      durationMinutes: 90,
      repeat: "weekly",
      repeatDays: ["SA"],
      maxParticipants: 4,
      isPublished: true,
      ...values,
    })
    .returning({ id: languageSession.id });
  // Read back: RETURNING does not show what the triggers wrote (the café's name and address).
  const [session] = await db().select().from(languageSession).where(eq(languageSession.id, row!.id));
  return session!;
}

let counter = 0;
/** D1 binds at most 100 parameters per statement: rows go in chunks. */
const ROWS_PER_INSERT = 12;

export async function createRequests(sessionId: number, statuses: RequestRow["status"][]) {
  const rows = statuses.map((status) => {
    counter += 1;
    return {
      sessionId,
      name: `Learner ${counter}`,
      email: `learner${counter}@example.tn`,
      level: "beginner",
      status,
      linkKey: newLinkKey(),
    };
  });
  const created: (typeof sessionRequest.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    created.push(
      ...(await db()
        .insert(sessionRequest)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .returning()),
    );
  }
  return created;
}

/**
 * Dates for a session that happens once, a day after the test runs. The default session (every
 * Saturday at 10:00) is under way for 90 minutes each week, when a person can no longer cancel:
 * a test that cancels uses these, so it passes whenever it runs.
 */
export const aDayAhead = () => ({
  repeat: "once" as const,
  repeatDays: [],
  startsAt: tunisLocal(new Date(Date.now() + 24 * 3_600_000)),
});
