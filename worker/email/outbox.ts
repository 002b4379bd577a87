import { emailOutbox } from "../../schema/tables";
import type { Database } from "../db";
import type { EmailMessage } from "./message";

/**
 * The insert that queues an email. Returned unexecuted so callers put it in the same
 * `db.batch([...])` as the data it belongs to: both land or neither does.
 * A repeated dedupe key is ignored.
 */
export function queueEmail(db: Database, message: EmailMessage) {
  return db
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      recipient: message.to,
      locale: message.locale,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers ?? {},
      dedupeKey: message.dedupeKey,
      campaignId: message.campaignId ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}
