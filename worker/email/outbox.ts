import { emailOutbox } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "./message";

function rowOf(message: EmailMessage) {
  return {
    kind: message.kind,
    recipient: message.to,
    locale: message.locale,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers ?? {},
    attachments: message.attachments ?? [],
    dedupeKey: message.dedupeKey,
    campaignId: message.campaignId ?? null,
  };
}

/**
 * The insert that queues an email. Returned unexecuted so callers put it in the same
 * `db.batch([...])` as the data it belongs to: both land or neither does.
 * A repeated dedupe key is ignored.
 */
export function queueEmail(db: Database, message: EmailMessage) {
  return db.insert(emailOutbox).values(rowOf(message)).onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/** D1 allows at most 100 bound parameters in one statement. */
const D1_MAX_PARAMETERS = 100;

/** Inserts for many emails, chunked under D1's parameter limit. */
export function queueEmails(db: Database, messages: EmailMessage[]) {
  if (messages.length === 0) return [];
  // Measured from the real statement, so a new column cannot silently break the limit.
  const perRow = queueEmail(db, messages[0]!).toSQL().params.length;
  const rowsPerInsert = Math.max(1, Math.floor(D1_MAX_PARAMETERS / perRow));
  const inserts = [];
  for (let i = 0; i < messages.length; i += rowsPerInsert) {
    const chunk = messages.slice(i, i + rowsPerInsert).map(rowOf);
    inserts.push(db.insert(emailOutbox).values(chunk).onConflictDoNothing({ target: emailOutbox.dedupeKey }));
  }
  return inserts;
}
