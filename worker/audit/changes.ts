import type { AuditChanges } from "../../schema/audit";

/** Fields whose values never enter the log: a change to one is recorded as changed, not shown. */
const SECRET_FIELD = /password|token|secret|hash|api_?key/i;
export const HIDDEN = "[hidden]";

/** Dates as ISO strings, so a stored entry reads the same as the API's answers. */
const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields of `after` whose value differs from `before`, before → after. A field `after` does
 * not name is unchanged (a partial update). Pass `before` empty for a create, `after` empty (with
 * `fields` the record's) for a delete.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: string[] = Object.keys(after),
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const was = comparable(before[field]);
    const now = comparable(after[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[field] = SECRET_FIELD.test(field) ? { before: HIDDEN, after: HIDDEN } : { before: was, after: now };
  }
  return changes;
}

/** A password set or changed: on record as changed, never its value. */
export const PASSWORD_CHANGED = { password: { before: HIDDEN, after: HIDDEN } } satisfies AuditChanges;

/** A whole record as it was, for a delete: every field from its value to nothing. */
export const removedFields = (before: Record<string, unknown>) => changedFields(before, {}, Object.keys(before));
