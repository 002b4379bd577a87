/**
 * Writing the audit log. `auditEntryStatement` returns the insert unrun, so the caller puts it
 * right after the change in the same `db.batch`: D1 runs a batch as one transaction, so both are
 * written or neither.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AuditAction, AuditChanges, AuditTarget } from "../../schema/audit";
import { auditEntry } from "../../schema/tables";
import type { Database } from "../db";
import type { AppBindings } from "../env";
import { loggedChanges } from "./changes";

export interface Actor {
  id: number | null;
  email: string | null;
}

export interface AuditRecord {
  actor: Actor;
  action: AuditAction;
  /** The record acted on. An id known only inside the batch (a row just inserted) comes as SQL. */
  target?: { type: AuditTarget; id?: string | number | SQL | null };
  /** Before → after; only values that cannot be free text are kept (./changes.ts), the others hidden. */
  changes?: AuditChanges | null;
  context?: Record<string, string | number | boolean | null>;
  /**
   * Write the entry only if the statement just before it in the batch changed a row (SQLite's
   * `changes()`): an update that matched nothing, or an insert skipped on conflict, leaves no entry.
   */
  onlyIfChanged?: boolean;
}

/** The signed-in admin of this request (every /api/admin route has one). */
export function currentActor(c: Context<AppBindings>): Actor {
  const user = c.get("session")?.user;
  return { id: user?.id ?? null, email: user?.email ?? null };
}

const json = (value: object | null | undefined) =>
  value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;

export function auditEntryStatement(db: Database, record: AuditRecord) {
  const id = record.target?.id;
  const targetId = id === undefined || id === null ? null : typeof id === "object" ? id : String(id);
  // `insert … select … where changes() > 0` has no builder form but this one, which takes every
  // column in the table's order (id and time as their defaults would set them).
  return db.insert(auditEntry).select(
    sql`select null, cast(unixepoch('subsec') * 1000 as integer), ${record.actor.id}, ${record.actor.email},
      ${record.action}, ${record.target?.type ?? null}, ${targetId}, ${json(record.changes && loggedChanges(record.changes))}, ${json(record.context)}
      where ${record.onlyIfChanged ? sql`changes() > 0` : sql`1`}`,
  );
}
