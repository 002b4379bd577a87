/** Find, erase and correct one person's data across every source (./sources.ts). */

import { sql } from "drizzle-orm";
import type { PersonCorrected, PersonData, PersonDataKind, PersonErased } from "../../schema/api";
import { personErasure } from "../../schema/tables";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";
import { ApiError } from "../http/errors";
import { identifyingRowCounts, PERSON_SOURCES, type PersonSource, type Statement } from "./sources";

/** Everything stored about the address; an address nobody used answers empty lists. */
export async function findPerson(db: Database, email: string): Promise<PersonData> {
  return {
    email,
    ...(await findPersonData(
      db,
      email,
      PERSON_SOURCES.map((source) => source.kind),
    )),
  } as PersonData;
}

/** Some kinds of the address's data (a lead's page shows the leads, spot requests and newsletter). */
export async function findPersonData<K extends PersonDataKind>(
  db: Database,
  email: string,
  kinds: readonly K[],
): Promise<Pick<PersonData, K>> {
  const found = await Promise.all(
    PERSON_SOURCES.filter((source) => kinds.includes(source.kind as K)).map(
      async (source: PersonSource) => [source.kind, await source.find(db, email)] as const,
    ),
  );
  return Object.fromEntries(found) as Pick<PersonData, K>;
}

const rowCount = (data: PersonData) => PERSON_SOURCES.reduce((total, source) => total + data[source.kind].length, 0);

/**
 * Erases the person in one D1 batch, which D1 runs as one transaction: everything goes or, if
 * any statement fails, nothing does. The record of the erase is written first, in the same batch,
 * counting the rows the statements after it delete or anonymise: who, when, how many, never whom.
 * The emails and the notes go before the leads, since the team's emails and notes about the person
 * are found through the person's leads.
 */
export async function erasePerson(db: Database, email: string, actor: Actor & { id: number }): Promise<PersonErased> {
  const beforeLeads = (kind: PersonDataKind) => Number(kind === "emails" || kind === "leadNotes");
  const ordered = [...PERSON_SOURCES].sort((a, b) => beforeLeads(b.kind) - beforeLeads(a.kind));
  const record = db
    .insert(personErasure)
    .values({ adminUserId: actor.id, rows: identifyingRowCounts(db, email) })
    .returning();
  // The audit entry names the erasure record, never the person: the log must not keep what was erased.
  const audit = auditEntryStatement(db, {
    actor,
    action: "person_erased",
    target: { type: "person", id: sql`last_insert_rowid()` },
  });
  const erasures: Statement[] = ordered.flatMap((source: PersonSource) => source.erase(db, email));
  const [[erasure]] = await db.batch([record, audit, ...erasures]);
  const rows = erasure!.rows as Record<PersonDataKind, number>;
  return {
    erasureId: erasure!.id,
    erasedAt: erasure!.erasedAt.toISOString(),
    rows,
    total: Object.values(rows).reduce((sum, n) => sum + n, 0),
  };
}

/**
 * Corrects the name and address everywhere they are kept, in one batch. A new address that
 * already has data here is refused: merging two people is a decision for a person, not a write.
 */
export async function correctPerson(
  db: Database,
  { email, newEmail, name }: { email: string; newEmail: string; name: string | null },
  actor: Actor,
): Promise<PersonCorrected> {
  const current = await findPerson(db, email);
  if (rowCount(current) === 0) throw new ApiError(404, "person_not_found", `Nothing is stored for ${email}.`);
  if (newEmail !== email && rowCount(await findPerson(db, newEmail)) > 0) {
    throw new ApiError(
      409,
      "email_in_use",
      `${newEmail} already has data here. Look it up, and erase or correct it first if it is the same person.`,
    );
  }
  const correction = { from: email, to: newEmail, name };
  const planned = PERSON_SOURCES.map((source: PersonSource) => ({
    kind: source.kind,
    statements: source.correct(db, correction),
  }));
  const statements = planned.flatMap((entry) => entry.statements);
  // Which addresses is left out of the log, so that erasing the person later leaves no copy here.
  const audit = auditEntryStatement(db, {
    actor,
    action: "person_corrected",
    target: { type: "person" },
    context: { emailChanged: newEmail !== email },
  });
  const results = (await db.batch([audit, ...statements])).slice(1);
  const rows: Partial<Record<PersonDataKind, number>> = {};
  let index = 0;
  for (const entry of planned) {
    for (const _ of entry.statements) {
      const changed = results[index++] as unknown[];
      rows[entry.kind] = (rows[entry.kind] ?? 0) + changed.length;
    }
  }
  return { email: newEmail, rows };
}
