/** Test data for language sessions and their requests, written straight to D1. */
import { languageSession, sessionRequest } from "../../schema/tables";
import { newLinkKey } from "../spots/link";
import { db } from "./helpers";

type SessionRow = typeof languageSession.$inferInsert;

/** A session written in English only: no French or Arabic title or description (the English shows). */
export const ENGLISH_ONLY = { titleFr: null, titleAr: null, descriptionFr: null, descriptionAr: null };
type RequestRow = typeof sessionRequest.$inferInsert;

export async function createSession(values: Partial<SessionRow> = {}) {
  const [row] = await db()
    .insert(languageSession)
    .values({
      title: "English small talk",
      description: "Travel, work and daily life.",
      language: "English",
      level: "Intermediate",
      cafeName: "Café Lino",
      cafeAddress: "Rue de Marseille",
      city: "Tunis",
      // Every Saturday at 10:00 from a Saturday long past, so it always has occurrences ahead.
      startsAt: "2026-01-03T10:00",
      durationMinutes: 90,
      repeat: "weekly",
      repeatDays: ["SA"],
      maxParticipants: 4,
      isPublished: true,
      ...values,
    })
    .returning();
  return row!;
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
