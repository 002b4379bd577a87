import type { LeadCreated } from "../../schema/api";
import type { LeadInput } from "../../schema/inputs";
import { lead } from "../../schema/tables";
import type { Database } from "../db";
import { queueEmail } from "../email/outbox";
import { queueVisitorEmail, relayVerdict } from "../email/relay-cap";
import { leadCopyEmail } from "../email/templates/lead-copy";
import { leadNotificationEmail } from "../email/templates/lead-notification";

/** The row of a lead: fields that do not belong to its type stay empty. */
function leadRow(input: LeadInput): typeof lead.$inferInsert {
  const { website: _honeypot, ...fields } = input;
  return fields;
}

/**
 * Stores a lead, a copy of the submission for the person (in their language) and a note for the
 * team, in one batch: the lead and its two emails land together or not at all. The copy goes to
 * whatever address was typed, so it is held to the forms' per-address cap and hourly ceiling (relay-cap.ts); the
 * team's note says when no copy went out, and why.
 */
export async function submitLead(db: Database, input: LeadInput, teamEmail: string): Promise<LeadCreated> {
  // The lead's id is not known before the batch runs, so the emails are keyed by the submission.
  const submission = crypto.randomUUID();
  const copy = await relayVerdict(db, input.email);
  const [inserted] = await db.batch([
    db.insert(lead).values(leadRow(input)).returning({ id: lead.id }),
    ...queueVisitorEmail(db, {
      kind: "lead_copy",
      to: input.email,
      locale: input.locale,
      ...leadCopyEmail(input),
      dedupeKey: `lead_copy:${submission}`,
    }),
    queueEmail(db, {
      kind: "lead_notification",
      to: teamEmail,
      locale: "en",
      ...leadNotificationEmail(input, copy),
      headers: { "Reply-To": input.email },
      dedupeKey: `lead_notification:${submission}`,
    }),
  ]);
  return { id: inserted[0]!.id };
}
