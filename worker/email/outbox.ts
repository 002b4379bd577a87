import { eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type EmailAttachment, emailAttachment, emailOutbox } from "../../schema/tables";
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

/**
 * `queueEmail` and the inserts of the email's attachments, for the same batch. Each attachment
 * finds its email by the dedupe key; an email queued before keeps the files it has.
 */
export function queueEmailWithAttachments(db: Database, message: EmailMessage): BatchItem<"sqlite">[] {
  const attachments = (message.attachments ?? []).map((file) =>
    db
      .insert(emailAttachment)
      .select(
        db
          .select({
            emailId: emailOutbox.id,
            filename: sql`${file.filename}`.as("filename"),
            contentType: sql`${file.contentType}`.as("content_type"),
            content: sql`${file.content}`.as("content"),
          })
          .from(emailOutbox)
          .where(eq(emailOutbox.dedupeKey, message.dedupeKey)),
      )
      .onConflictDoNothing(),
  );
  return [queueEmail(db, message), ...attachments];
}

/** The attachments of the given emails, by email id. */
export async function attachmentsOf(db: Database, emailIds: number[]): Promise<Map<number, EmailAttachment[]>> {
  const files = new Map<number, EmailAttachment[]>();
  if (emailIds.length === 0) return files;
  const rows = await db.select().from(emailAttachment).where(inArray(emailAttachment.emailId, emailIds));
  for (const { emailId, ...file } of rows) files.set(emailId, [...(files.get(emailId) ?? []), file]);
  return files;
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
