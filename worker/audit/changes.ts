import type { AuditChanges } from "../../schema/audit";

/**
 * What the log shows instead of a value it must not keep. The log is kept a year and an erase
 * cannot know every note that named a person, so what could be free text never enters it.
 */
export const HIDDEN = "[hidden]";

/** Text fields whose values come from a fixed list (schema/inputs.ts enums): they cannot hold free text. */
const LISTED_TEXT_FIELDS = new Set(["status", "closedReason", "planType", "language", "level", "city", "locale"]);
/**
 * The SEO settings' head and body scripts: code an admin puts on every public page. Kept whole so
 * that a hostile script stays on record after it is taken out again; it is code, not a note.
 */
const CODE_FIELDS = new Set(["customHeadScripts", "customBodyScripts"]);
/** A date or a time, as `comparable` writes them: nothing else fits this shape. */
const DATE = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?Z?)?$/;

/**
 * Which values the log may keep: nothing, numbers, yes/no, dates, listed choices and the page
 * scripts. Any other value (a note, a name, an address, a secret, a list of features) is
 * recorded as there, not shown.
 */
function loggable(field: string, value: unknown): unknown {
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string" && (LISTED_TEXT_FIELDS.has(field) || CODE_FIELDS.has(field) || DATE.test(value))) {
    return value;
  }
  return HIDDEN;
}

/**
 * The changes as the log keeps them (worker/audit/record.ts passes every entry's changes here):
 * each value the log may keep, the others as HIDDEN.
 */
export function loggedChanges(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, { before, after }]) => [
      field,
      { before: loggable(field, before), after: loggable(field, after) },
    ]),
  );
}

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
    changes[field] = { before: was, after: now };
  }
  return changes;
}

/** A password set or changed: on record as changed, never its value. */
export const PASSWORD_CHANGED = { password: { before: HIDDEN, after: HIDDEN } } satisfies AuditChanges;

/** A whole record as it was, for a delete: every field from its value to nothing. */
export const removedFields = (before: Record<string, unknown>) => changedFields(before, {}, Object.keys(before));
