import { and, count, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Lead, LeadNote, TrialBooked } from "../../schema/api";
import { LEAD_AGES, LEAD_STATUSES, type LeadStatus } from "../../schema/constants";
import {
  type AdminLeadsQuery,
  adminLeadsQuery,
  type LEAD_SORTS,
  leadNoteInput,
  leadReplyInput,
  leadStatusInput,
  leadTrialInput,
} from "../../schema/inputs";
import { leadTransitions } from "../../schema/lead-pipeline";
import { replyLinks } from "../../schema/lead-reply";
import { lead, leadNote, leadTally } from "../../schema/tables";
import { auditEntryStatement, currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validate, validateJson } from "../http/validate";
import { checkMove, findLead, movedMeanwhile, moveStatements, noteStatements, notesOf } from "../leads/pipeline";
import { replyTemplateFor } from "../leads/reply-templates";
import { findPersonData } from "../people/person";
import { invalidatePublicReads } from "../public/cached-reads";
import { calendarContextOf } from "../sessions/request-calendar";
import { bookTrial, trialSessions } from "./lead-trial";
import {
  countsByStatus,
  inListOrder,
  type ListSorting,
  listOrder,
  matchingAny,
  nearerEndWindow,
  type PageWindow,
  pageOf,
  pageWindow,
  recordExport,
} from "./list";
import { answerOf } from "./session-requests";

/** The filters but the status, which the counts by status leave aside. */
function leadFilters(query: AdminLeadsQuery, now: number): SQL | undefined {
  return and(
    query.type ? eq(lead.userType, query.type) : undefined,
    query.city ? eq(lead.city, query.city) : undefined,
    // `languages` is a JSON array of names from a list: one of its elements, quoted as JSON writes
    // it, exactly (a plain text test, which the counts' index answers without reading the lead).
    query.language ? sql`instr(${lead.languages}, json_quote(${query.language})) > 0` : undefined,
    query.age ? lt(lead.createdAt, new Date(now - LEAD_AGES[query.age])) : undefined,
    leadsMatching(query.q),
  );
}

/** The shortest search the index of trigrams can answer; a shorter one reads every lead. */
const TRIGRAM = 3;

/**
 * Leads whose name, email, number, subject or message contains the text, as LIKE would find them
 * (case aside: the index folds every letter's case, LIKE only ASCII's), from the `lead_search`
 * index of trigrams (migration 0024) as one phrase: its characters, in order, within one field.
 */
function leadsMatching(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  if ([...text].length < TRIGRAM) {
    return matchingAny(text, [lead.name, lead.email, lead.whatsappNumber, lead.subject, lead.message]);
  }
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return sql`${lead.id} in (select rowid from lead_search where lead_search match ${phrase})`;
}

const LEAD_SORTING: ListSorting<(typeof LEAD_SORTS)[number]> = {
  columns: {
    createdAt: lead.createdAt,
    name: lead.name,
    userType: lead.userType,
    city: lead.city,
  },
  default: { sort: "createdAt", order: "desc" },
  tiebreak: lead.id,
};

/**
 * The counts by status under the filters but the status. Without a search, from the tally kept by
 * triggers (migration 0025, docs/decisions/0024-lead-tally.md): the tally's rows of the type, city
 * and language chosen (the language '' when none is: every lead), a few dozen rows however many
 * leads there are; under an age ("older than"), less the leads younger than it, the few of the
 * last days, read from a range of dates on (status, created_at) or, under a type, (user_type,
 * created_at). A search counts the leads it finds, by their ids.
 */
export function countStatements(db: Database, query: AdminLeadsQuery, now: number) {
  const byStatus = { status: sql<LeadStatus>`${lead.status}`, count: count() };
  if (query.q) return [db.select(byStatus).from(lead).where(leadFilters(query, now)).groupBy(lead.status)] as const;
  const tallied = db
    .select({ status: leadTally.status, count: sql<number>`sum(${leadTally.leads})`.mapWith(Number) })
    .from(leadTally)
    .where(
      and(
        eq(leadTally.language, query.language ?? ""),
        query.type ? eq(leadTally.userType, query.type) : undefined,
        query.city ? eq(leadTally.city, query.city) : undefined,
      ),
    )
    .groupBy(leadTally.status);
  if (!query.age) return [tallied] as const;
  // Every status named, so that without a type SQLite reads one range of (status, created_at) per
  // status, not the whole index.
  const younger = db
    .select(byStatus)
    .from(lead)
    .where(
      and(
        inArray(lead.status, [...LEAD_STATUSES]),
        gte(lead.createdAt, new Date(now - LEAD_AGES[query.age])),
        leadFilters({ ...query, age: undefined }, now),
      ),
    )
    .groupBy(lead.status);
  return [tallied, younger] as const;
}

/** The counts by status from `countStatements`' answers: the tally's, less the younger leads'. */
function statusCounts([counted, younger = []]: readonly { status: LeadStatus; count: number }[][]) {
  const counts = countsByStatus(LEAD_STATUSES, counted ?? []);
  for (const row of younger) counts[row.status] -= row.count;
  return counts;
}

/** The leads the list shows in all: those of the status chosen, else of every status. */
const totalOf = (query: AdminLeadsQuery, counts: Record<LeadStatus, number>) =>
  query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The notes of the lead in the current row, on the notes' (lead, date) index; named apart, as D1 merges same-named columns. */
const noteCount =
  sql<number>`(select count(*) from ${leadNote} where ${leadNote.leadId} = ${sql.identifier("lead")}.${sql.identifier("id")})`
    .mapWith(Number)
    .as("note_count");

/** What a lead's page shows: the lead, its notes, where it can go, the reply, and the person's other data. */
async function leadDetail(db: Database, id: number) {
  const current = await findLead(db, id);
  const [notes, template, person] = await Promise.all([
    notesOf(db, id),
    replyTemplateFor(db, current.userType, current.locale),
    findPersonData(db, current.email, ["leads", "sessionRequests", "newsletter"] as const),
  ]);
  return {
    lead: current,
    notes,
    next: leadTransitions(current.userType, current.status),
    reply: replyLinks(template, current),
    person,
  };
}

/**
 * Leads, newest first unless sorted otherwise, one page at a time, filtered by status, type, city,
 * language, age and a search text, with the counts by status under the other filters; each lead's
 * page, its moves in the pipeline, its notes, the reply and the learner's free trial.
 */
export const adminLeads = new Hono<AppBindings>()
  .get("/", validate("query", adminLeadsQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const now = Date.now();
    const where = and(leadFilters(query, now), query.status ? eq(lead.status, query.status) : undefined);
    const page = (window: PageWindow) =>
      db
        .select({ ...getTableColumns(lead), noteCount })
        .from(lead)
        .where(where)
        .orderBy(...listOrder(query, LEAD_SORTING, window.fromEnd))
        .limit(window.limit)
        .offset(window.offset);
    const [counting, ...lessYounger] = countStatements(db, query, now);
    let items: Awaited<ReturnType<typeof page>>;
    let counts: Record<LeadStatus, number>;
    // A language or a city may be one no lead has (neither has an index of its own): its first page,
    // read in date order, would read every lead looking for one. Those, and the later pages, are
    // counted first (the tally answers in a few rows); others read their first page in the same
    // round trip as the counts, stopping at its 25th lead.
    if (query.page === 1 && !query.language && !query.city) {
      const [rows, ...counted] = await db.batch([
        page({ ...pageWindow(query), fromEnd: false }),
        counting,
        ...lessYounger,
      ]);
      items = rows;
      counts = statusCounts(counted);
    } else {
      // A later page is read from the nearer end; a list that has few leads asks for no more than
      // it has, so it stops at its last one, and one that has none reads none.
      counts = statusCounts(await db.batch([counting, ...lessYounger]));
      const window = nearerEndWindow(query, totalOf(query, counts));
      items = window.limit > 0 ? inListOrder(await page(window), window) : [];
    }
    const total = totalOf(query, counts);
    await recordExport(c, "lead", query, total);
    return c.json({ ...pageOf(items, total, query), counts }) satisfies GetAnswer<"/api/admin/leads">;
  })
  .get("/:id", async (c) => {
    const detail = await leadDetail(database(c.env.DB), parseId(c.req.param("id")));
    return c.json(detail) satisfies GetAnswer<`/api/admin/leads/${number}`>;
  })
  /** A move in the pipeline (with its reason when closing, and a note if one is sent). */
  .patch("/:id", validateJson(leadStatusInput), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const current = await findLead(db, parseId(c.req.param("id")));
    checkMove(current, input.status);
    const actor = currentActor(c);
    const [[row]] = await db.batch([
      ...moveStatements(db, current, input.status, { actor, closedReason: input.closedReason }),
      ...(input.note ? noteStatements(db, current.id, input.note, actor, { afterMove: true }) : []),
    ]);
    if (!row) throw movedMeanwhile();
    return c.json(row) satisfies JsonAnswer<Lead>;
  })
  .post("/:id/notes", validateJson(leadNoteInput), async (c) => {
    const db = database(c.env.DB);
    const current = await findLead(db, parseId(c.req.param("id")));
    await db.batch(noteStatements(db, current.id, c.req.valid("json").body, currentActor(c)));
    const [note] = await notesOf(db, current.id);
    return c.json(note!, 201) satisfies JsonAnswer<LeadNote>;
  })
  /**
   * The admin opened a reply by WhatsApp or email: on the audit log, and a lead still `new` is now
   * `contacted`. A WhatsApp reply needs a number that reads as one.
   */
  .post("/:id/replies", validateJson(leadReplyInput), async (c) => {
    const { channel } = c.req.valid("json");
    const db = database(c.env.DB);
    const current = await findLead(db, parseId(c.req.param("id")));
    if (channel === "whatsapp" && !replyLinks("", current).whatsapp) {
      throw new ApiError(400, "validation_failed", "Some fields are invalid.", {
        channel: "This lead has no WhatsApp number that reads as one: reply by email.",
      });
    }
    const actor = currentActor(c);
    const context = { channel };
    const [moved] =
      current.status === "new"
        ? (await db.batch(moveStatements(db, current, "contacted", { actor, action: "lead_replied", context })))[0]
        : [];
    // Already contacted, or moved meanwhile: the reply is on record all the same.
    if (!moved) {
      await auditEntryStatement(db, {
        actor,
        action: "lead_replied",
        target: { type: "lead", id: current.id },
        context,
      });
    }
    return c.json(await findLead(db, current.id)) satisfies JsonAnswer<Lead>;
  })
  .get("/:id/trial-sessions", async (c) => {
    const db = database(c.env.DB);
    const sessions = await trialSessions(db, await findLead(db, parseId(c.req.param("id"))));
    return c.json(sessions) satisfies GetAnswer<`/api/admin/leads/${number}/trial-sessions`>;
  })
  .post("/:id/trial", validateJson(leadTrialInput), async (c) => {
    const db = database(c.env.DB);
    const current = await findLead(db, parseId(c.req.param("id")));
    const booked = await bookTrial(
      db,
      current,
      c.req.valid("json").sessionId,
      calendarContextOf(c.env),
      currentActor(c),
    );
    // One spot fewer, one learner more (the stats band counts approved requests).
    await invalidatePublicReads(c.env, "/api/sessions", "/api/site");
    deliverSoon(c);
    return c.json({ lead: booked.lead, request: answerOf(booked.request) }, 201) satisfies JsonAnswer<TrialBooked>;
  });
