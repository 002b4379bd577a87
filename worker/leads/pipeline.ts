/**
 * A lead's moves in the team's pipeline and the team's notes about it (docs/back-office.md#the-leads-pipeline).
 * Each change is statements for one D1 batch with its audit entry: the change and its record land
 * together or not at all. Notes never enter the log: it records that a note was added, by whom.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { LeadNote } from "../../schema/api";
import type { AuditAction } from "../../schema/audit";
import { LEAD_WAITING_MS, type LeadCloseReason, type LeadStatus } from "../../schema/constants";
import { leadStatusesOf, leadTransitions } from "../../schema/lead-pipeline";
import { adminUser, lead, leadNote } from "../../schema/tables";
import { changedFields } from "../audit/changes";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";
import { ApiError } from "../http/errors";

export type LeadRecord = typeof lead.$inferSelect;

const TYPE_NAMES: Record<LeadRecord["userType"], string> = {
  learner: "a learner",
  teacher: "a teacher",
  cafe_owner: "a café owner",
  contact: "a contact",
};

/** Leads nobody has answered 24 hours after they came in: still `new` (the badge, the dashboard, the list's mark). */
export const waitingLeads = (now: number) =>
  and(eq(lead.status, "new"), lt(lead.createdAt, new Date(now - LEAD_WAITING_MS)));

export async function findLead(db: Database, id: number): Promise<LeadRecord> {
  const [row] = await db.select().from(lead).where(eq(lead.id, id)).limit(1);
  if (!row) throw new ApiError(404, "not_found", "Lead not found.");
  return row;
}

/**
 * Refuses a move its type does not allow from the lead's status: 400 for a status the type does
 * not have at all (a learner is never a partner), 409 for one the lead cannot reach from where it is.
 */
export function checkMove(current: LeadRecord, to: LeadStatus): void {
  if (!leadStatusesOf(current.userType).includes(to)) {
    throw new ApiError(400, "validation_failed", "Some fields are invalid.", {
      status: `Not a status of ${TYPE_NAMES[current.userType]}: use ${leadStatusesOf(current.userType).join(", ")}`,
    });
  }
  if (to === current.status) {
    throw new ApiError(409, "lead_status_unchanged", `This lead is already ${to}.`);
  }
  const allowed = leadTransitions(current.userType, current.status);
  if (!allowed.includes(to)) {
    throw new ApiError(
      409,
      "lead_move_refused",
      `A lead that is ${current.status} cannot become ${to}; from ${current.status} it can become ${allowed.join(" or ")}.`,
    );
  }
}

/**
 * The update of a checked move and its audit entry. The update applies only while the lead still
 * has the status the move was checked against: a move made meanwhile by another admin wins, and
 * this one changes nothing and leaves no entry (the caller answers 409).
 */
export function moveStatements(
  db: Database,
  current: LeadRecord,
  to: LeadStatus,
  { actor, closedReason = null, action = "update", context }: MoveOptions,
) {
  const after = { status: to, closedReason: to === "closed" ? closedReason : null };
  return [
    db
      .update(lead)
      .set(after)
      .where(and(eq(lead.id, current.id), eq(lead.status, current.status)))
      .returning(),
    auditEntryStatement(db, {
      actor,
      action,
      target: { type: "lead", id: current.id },
      changes: changedFields(current, after),
      context,
      onlyIfChanged: true,
    }),
  ] as const;
}

interface MoveOptions {
  actor: Actor;
  closedReason?: LeadCloseReason | null;
  action?: AuditAction;
  context?: Record<string, string | number>;
}

/** A move made meanwhile: the lead is no longer where the admin saw it. */
export const movedMeanwhile = () =>
  new ApiError(409, "lead_changed", "This lead was changed meanwhile by someone else: reload it and try again.");

/**
 * A note about the lead and its audit entry (that a note was added, never what it says). With
 * `afterMove`, both are written only if the statement before them in the batch changed a row: a
 * note sent with a move that lost a race is not kept either.
 */
export function noteStatements(db: Database, leadId: number, body: string, actor: Actor, { afterMove = false } = {}) {
  const when = afterMove ? sql`changes() > 0` : sql`1`;
  return [
    db
      .insert(leadNote)
      .select(
        sql`select null, ${leadId}, ${actor.id}, ${body}, cast(unixepoch('subsec') * 1000 as integer) where ${when}`,
      )
      .returning({ id: leadNote.id }),
    auditEntryStatement(db, {
      actor,
      action: "note_added",
      target: { type: "lead", id: leadId },
      changes: { note: { before: null, after: body } },
      onlyIfChanged: true,
    }),
  ] as const;
}

/** The lead's notes, newest first, each with its author's name (else email) while that admin exists. */
export async function notesOf(db: Database, leadId: number): Promise<LeadNote[]> {
  const rows = await db
    .select({
      id: leadNote.id,
      body: leadNote.body,
      createdAt: leadNote.createdAt,
      author: sql<string | null>`coalesce(${adminUser.name}, ${adminUser.email})`,
    })
    .from(leadNote)
    .leftJoin(adminUser, eq(adminUser.id, leadNote.adminUserId))
    .where(eq(leadNote.leadId, leadId))
    .orderBy(desc(leadNote.createdAt), desc(leadNote.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
