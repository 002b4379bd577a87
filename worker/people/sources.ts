/**
 * Where personal data lives, one source per kind of data the People page shows. Each source says
 * how to find the rows that identify a person by their address, how to erase them (delete, or
 * keep the non-personal facts and blank the rest) and how to correct the person's name and
 * address. Find, export, erase and correct all go through this list: a new table holding
 * personal data is one more entry here and one more list in `PersonData`.
 *
 * Addresses are matched exactly: every form stores them trimmed and lower-cased (schema/inputs.ts),
 * and the People page's address goes through the same schema.
 */

import { and, desc, eq, getTableName, inArray, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { PersonData, PersonDataKind } from "../../schema/api";
import {
  auditEntry,
  emailAttachment,
  emailOutbox,
  emailSuppression,
  languageSession,
  lead,
  leadNote,
  loginThrottle,
  newsletterCampaign,
  newsletterSubscriber,
  sessionRequest,
} from "../../schema/tables";
import { answerOf } from "../admin/session-requests";
import type { Database } from "../db";
import { subscriberStatus } from "../newsletter/subscriber-status";
import { ERASED_NAME, erasedAddress } from "./erased";

/** Why a queued email to an erased person was not sent. */
export const ERASED_EMAIL_REASON = "Not sent: the recipient's data was erased.";

type Statement = BatchItem<"sqlite">;

interface Correction {
  from: string;
  to: string;
  /** A new name, or null to leave the names as they are. */
  name: string | null;
}

export interface PersonSource<K extends PersonDataKind = PersonDataKind> {
  kind: K;
  table: SQLiteTable;
  /** The rows that identify the person, as a condition on `table`. */
  identifies: (email: string) => SQL;
  find: (db: Database, email: string) => Promise<PersonData[K]>;
  /** The statements that delete or anonymise those rows, for the erase's one batch. */
  erase: (db: Database, email: string) => Statement[];
  /**
   * The statements that correct the name and address, each returning the rows it changed (D1's
   * count of changes would include what triggers write, the search index's); none when the table
   * keeps neither.
   */
  correct: (db: Database, correction: Correction) => Statement[];
}

/** `"table"."column"`, for conditions that also run inside another table's statement. */
const column = (table: SQLiteTable, name: string) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(name)}`;

const leads: PersonSource<"leads"> = {
  kind: "leads",
  table: lead,
  identifies: (email) => eq(lead.email, email),
  find: (db, email) =>
    db
      .select()
      .from(lead)
      .where(eq(lead.email, email))
      .orderBy(desc(lead.createdAt))
      .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))),
  // Type, city, languages, level, contact channel, trial wish, language and date stay: the
  // statistics of who joins, from where, for what. Everything typed about the person goes.
  erase: (db, email) => [
    db
      .update(lead)
      .set({
        name: ERASED_NAME,
        email: erasedAddress(lead.id),
        whatsappNumber: null,
        subject: null,
        message: null,
        experience: null,
        cafeName: null,
        cafeAddress: null,
        spaceAvailable: null,
      })
      .where(eq(lead.email, email)),
  ],
  correct: (db, { from, to, name }) => [
    db
      .update(lead)
      .set({ email: to, ...(name ? { name } : {}) })
      .where(eq(lead.email, from))
      .returning({ id: lead.id }),
  ],
};

/** The person's leads, as a condition that also holds inside another table's statement. */
const leadsOf = (email: string) =>
  sql`${column(leadNote, "lead_id")} in (select ${lead.id} from ${lead} where ${lead.email} = ${email})`;

const leadNotes: PersonSource<"leadNotes"> = {
  kind: "leadNotes",
  table: leadNote,
  identifies: leadsOf,
  find: (db, email) =>
    db
      .select({ id: leadNote.id, leadId: leadNote.leadId, body: leadNote.body, createdAt: leadNote.createdAt })
      .from(leadNote)
      .where(leadsOf(email))
      .orderBy(desc(leadNote.createdAt), desc(leadNote.id))
      .then((rows) => rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))),
  // What the team wrote about the person is theirs to have erased: the notes go whole, before the
  // leads they are found through lose the address.
  erase: (db, email) => [db.delete(leadNote).where(leadsOf(email))],
  // Notes belong to a lead, not to an address: they follow it.
  correct: () => [],
};

const sessionRequests: PersonSource<"sessionRequests"> = {
  kind: "sessionRequests",
  table: sessionRequest,
  identifies: (email) => eq(sessionRequest.email, email),
  find: async (db, email) => {
    const rows = await db
      .select({ request: sessionRequest, sessionTitle: languageSession.title })
      .from(sessionRequest)
      .innerJoin(languageSession, eq(languageSession.id, sessionRequest.sessionId))
      .where(eq(sessionRequest.email, email))
      .orderBy(desc(sessionRequest.createdAt));
    return rows.map(({ request, sessionTitle }) => {
      const shown = answerOf(request);
      return {
        ...shown,
        createdAt: shown.createdAt.toISOString(),
        updatedAt: shown.updatedAt.toISOString(),
        firstApprovedAt: shown.firstApprovedAt?.toISOString() ?? null,
        offerExpiresAt: shown.offerExpiresAt?.toISOString() ?? null,
        offerLapsedAt: shown.offerLapsedAt?.toISOString() ?? null,
        sessionTitle,
      };
    });
  },
  // The request stays, with its session, level, status and dates, so seats and counts per session
  // stay right. One still waiting can no longer be answered (nobody to write to): cancelled.
  erase: (db, email) => [
    db
      .update(sessionRequest)
      .set({
        name: ERASED_NAME,
        email: erasedAddress(sessionRequest.id),
        phone: null,
        notes: null,
        // The person's own links (their page, their calendar file) lead nowhere from now on.
        linkKey: null,
        legacyCalendarTokenHash: null,
        offerExpiresAt: null,
        status: sql`case when ${sessionRequest.status} in ('pending', 'waitlisted') then 'cancelled' else ${sessionRequest.status} end`,
      })
      .where(eq(sessionRequest.email, email)),
  ],
  correct: (db, { from, to, name }) => [
    db
      .update(sessionRequest)
      .set({ email: to, ...(name ? { name } : {}) })
      .where(eq(sessionRequest.email, from))
      .returning({ id: sessionRequest.id }),
  ],
};

const newsletter: PersonSource<"newsletter"> = {
  kind: "newsletter",
  table: newsletterSubscriber,
  identifies: (email) => eq(newsletterSubscriber.email, email),
  find: async (db, email) => {
    const rows = await db
      .select({ subscriber: newsletterSubscriber, status: subscriberStatus })
      .from(newsletterSubscriber)
      .leftJoin(emailSuppression, eq(emailSuppression.email, newsletterSubscriber.email))
      .where(eq(newsletterSubscriber.email, email));
    return rows.map(({ subscriber: s, status }) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      locale: s.locale,
      isActive: s.isActive,
      status,
      subscribedAt: s.subscribedAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      consentAt: s.consentAt.toISOString(),
      consentSource: s.consentSource,
    }));
  },
  // A subscription is nothing but the person's: it goes, with its consent record and tokens.
  erase: (db, email) => [db.delete(newsletterSubscriber).where(eq(newsletterSubscriber.email, email))],
  // The consent stays with the subscription, and so do its unsubscribe links: they name the
  // subscriber, not the address (worker/newsletter/tokens.ts).
  correct: (db, { from, to, name }) => [
    db
      .update(newsletterSubscriber)
      .set({ email: to, ...(name ? { name } : {}) })
      .where(eq(newsletterSubscriber.email, from))
      .returning({ id: newsletterSubscriber.id }),
  ],
};

/**
 * Emails to the person, and the team's notes about them: a lead's note has the person's address
 * as Reply-To (until the retention purge empties the headers), shares its submission's key with
 * the person's copy, and names them in its subject, written in the same batch as the lead.
 */
function personEmails(email: string): SQL {
  const outbox = (name: string) => column(emailOutbox, name);
  const leadColumn = (name: string) => column(lead, name);
  return or(
    eq(emailOutbox.recipient, email),
    sql`json_extract(${outbox("headers")}, '$."Reply-To"') = ${email}`,
    and(
      eq(emailOutbox.kind, "lead_notification"),
      or(
        sql`exists (select 1 from ${emailOutbox} as "copy" where "copy"."recipient" = ${email}
          and "copy"."dedupe_key" = 'lead_copy:' || substr(${outbox("dedupe_key")}, length('lead_notification:') + 1))`,
        sql`exists (select 1 from ${lead} where ${leadColumn("email")} = ${email}
          and abs(${leadColumn("created_at")} - ${outbox("created_at")}) < 60000
          and substr(${outbox("subject")}, -length(${leadColumn("name")}) - 2) = ': ' || ${leadColumn("name")})`,
      ),
    ),
  )!;
}

const emails: PersonSource<"emails"> = {
  kind: "emails",
  table: emailOutbox,
  identifies: personEmails,
  find: async (db, email) => {
    const rows = await db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        recipient: emailOutbox.recipient,
        // A newsletter issue has no content of its own: its campaign's subject stands in.
        subject: sql<string>`coalesce(nullif(${emailOutbox.subject}, ''), ${newsletterCampaign.subjectEn}, '')`,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .leftJoin(newsletterCampaign, eq(newsletterCampaign.id, emailOutbox.campaignId))
      .where(personEmails(email))
      .orderBy(desc(emailOutbox.id));
    return rows.map(({ recipient, ...row }) => ({
      ...row,
      relation: recipient === email ? "to" : "about",
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
  },
  // What was sent when, and each campaign's delivery counts, stay; who and what go. Emails still
  // waiting are cancelled (a run sending one now loses its lease and settles nothing).
  erase: (db, email) => [
    // First, while the emails still name the person.
    db
      .delete(emailAttachment)
      .where(
        inArray(
          emailAttachment.emailId,
          db.select({ id: emailOutbox.id }).from(emailOutbox).where(personEmails(email)),
        ),
      ),
    db
      .update(emailOutbox)
      .set({
        recipient: erasedAddress(emailOutbox.id),
        subject: "",
        html: "",
        text: "",
        headers: {},
        dedupeKey: sql`'erased:' || ${emailOutbox.id}`,
        providerMessageId: null,
        leaseExpiresAt: null,
        leaseToken: null,
        lastError: sql`case when ${emailOutbox.status} in ('pending', 'sending') then ${ERASED_EMAIL_REASON} else ${emailOutbox.lastError} end`,
        status: sql`case when ${emailOutbox.status} in ('pending', 'sending') then 'suppressed' else ${emailOutbox.status} end`,
      })
      .where(personEmails(email)),
  ],
  // Emails already sent keep their content until the retention purge; the address follows the
  // person, so what is waiting goes to the new one and the team's replies too.
  correct: (db, { from, to }) => [
    db
      .update(emailOutbox)
      .set({ recipient: to })
      .where(eq(emailOutbox.recipient, from))
      .returning({ id: emailOutbox.id }),
    db
      .update(emailOutbox)
      .set({ headers: sql`json_set(${emailOutbox.headers}, '$."Reply-To"', ${to})` })
      .where(sql`json_extract(${emailOutbox.headers}, '$."Reply-To"') = ${from}`)
      .returning({ id: emailOutbox.id }),
  ],
};

const suppression: PersonSource<"suppression"> = {
  kind: "suppression",
  table: emailSuppression,
  identifies: (email) => eq(emailSuppression.email, email),
  find: async (db, email) => {
    const rows = await db
      .select({
        reason: emailSuppression.reason,
        detail: emailSuppression.detail,
        createdAt: emailSuppression.createdAt,
      })
      .from(emailSuppression)
      .where(eq(emailSuppression.email, email));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },
  erase: (db, email) => [db.delete(emailSuppression).where(eq(emailSuppression.email, email))],
  // The entry is about a mailbox that bounced or complained, not about the person: it stays with
  // the old address, so the corrected one is not blocked by a typo's bounce.
  correct: () => [],
};

/** Sign-in counters keyed by the address (worker/auth/throttle.ts): `account:<email>`, `pair:<email>|<client>`. */
function signInKeys(email: string): SQL {
  const pairPrefix = `pair:${email}|`;
  return or(
    eq(loginThrottle.key, `account:${email}`),
    sql`substr(${loginThrottle.key}, 1, ${pairPrefix.length}) = ${pairPrefix}`,
  )!;
}

const signInCounters: PersonSource<"signInCounters"> = {
  kind: "signInCounters",
  table: loginThrottle,
  identifies: signInKeys,
  find: async (db, email) => {
    const rows = await db
      .select({
        failures: loginThrottle.failures,
        lockedUntil: loginThrottle.lockedUntil,
        updatedAt: loginThrottle.updatedAt,
      })
      .from(loginThrottle)
      .where(signInKeys(email));
    return rows.map((row) => ({
      failures: row.failures,
      lockedUntil: row.lockedUntil?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    }));
  },
  erase: (db, email) => [db.delete(loginThrottle).where(signInKeys(email))],
  // Counters protect a sign-in, not a person's record: a corrected address starts with none.
  correct: () => [],
};

/** The address as it is written inside an entry's JSON changes or context. */
const quoted = (email: string) => JSON.stringify(email);

/**
 * Entries that hold the address: the person signed in or typed it at sign-in (worker/auth), or it
 * is a value the entry records (an admin account added or removed). Free text never enters the log
 * (worker/audit/changes.ts), so the address is all there is to find.
 */
function auditMentions(email: string): SQL {
  return or(
    eq(auditEntry.actorEmail, email),
    sql`instr(${auditEntry.changes}, ${quoted(email)}) > 0`,
    sql`instr(${auditEntry.context}, ${quoted(email)}) > 0`,
  )!;
}

const activity: PersonSource<"activity"> = {
  kind: "activity",
  table: auditEntry,
  identifies: auditMentions,
  find: (db, email) =>
    db
      .select()
      .from(auditEntry)
      .where(auditMentions(email))
      .orderBy(desc(auditEntry.at), desc(auditEntry.id))
      .then((rows) => rows.map((row) => ({ ...row, at: row.at.toISOString() }))),
  // The entry stays, so the log still shows that something happened and when; the address goes
  // everywhere in it, and with it the client address of the person's own sign-in attempts.
  erase: (db, email) => {
    const withoutAddress = (json: SQLiteColumn) => sql`replace(${json}, ${quoted(email)}, ${quoted(ERASED_NAME)})`;
    const theirs = sql`${auditEntry.actorEmail} = ${email}`;
    return [
      db
        .update(auditEntry)
        .set({
          actorEmail: sql`case when ${theirs} then ${ERASED_NAME} else ${auditEntry.actorEmail} end`,
          changes: withoutAddress(auditEntry.changes),
          context: sql`case when ${theirs} then json_remove(${withoutAddress(auditEntry.context)}, '$.client')
            else ${withoutAddress(auditEntry.context)} end`,
        })
        .where(auditMentions(email)),
    ];
  },
  // The log says what happened under the address used then: a correction rewrites no history.
  correct: () => [],
};

/** Every source, in the order the People page shows them. */
export const PERSON_SOURCES = [
  leads,
  leadNotes,
  sessionRequests,
  newsletter,
  emails,
  suppression,
  signInCounters,
  activity,
] as const;

/** Rows that identify the person, per kind, as one SQL object to count inside a statement. */
export function identifyingRowCounts(db: Database, email: string): SQL {
  const pairs = PERSON_SOURCES.flatMap((source) => [
    sql`${source.kind}`,
    sql`(${db.select({ value: sql`count(*)` }).from(source.table).where(source.identifies(email))})`,
  ]);
  return sql`json_object(${sql.join(pairs, sql`, `)})`;
}

export type { Statement };
