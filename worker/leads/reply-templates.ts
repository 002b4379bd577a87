/**
 * The messages replies to leads start from, per type of lead and language (Site settings; the
 * migration seeds a default for each). Saved whole, with the audit entry of the ones that changed:
 * as changed, never their text (worker/audit/changes.ts keeps free text out of the log).
 */
import { and, eq } from "drizzle-orm";
import { LEAD_TYPES, type LeadType, LOCALES, type Locale } from "../../schema/constants";
import type { LeadReplyTemplates } from "../../schema/inputs";
import { leadReplyTemplate } from "../../schema/tables";
import { changedFields } from "../audit/changes";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";

/** Every template; one missing from the table (removed by hand) reads as empty, for the admin to write. */
export async function readReplyTemplates(db: Database): Promise<LeadReplyTemplates> {
  const rows = await db.select().from(leadReplyTemplate);
  const body = (type: LeadType, locale: Locale) =>
    rows.find((row) => row.userType === type && row.locale === locale)?.body ?? "";
  return Object.fromEntries(
    LEAD_TYPES.map((type) => [type, Object.fromEntries(LOCALES.map((locale) => [locale, body(type, locale)]))]),
  ) as LeadReplyTemplates;
}

/** The template of one type and language; empty when none is stored. */
export async function replyTemplateFor(db: Database, type: LeadType, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ body: leadReplyTemplate.body })
    .from(leadReplyTemplate)
    .where(and(eq(leadReplyTemplate.userType, type), eq(leadReplyTemplate.locale, locale)));
  return row?.body ?? "";
}

/** `{ "learner.en": …, … }`: one field per template, as the audit entry names them. */
const flat = (templates: LeadReplyTemplates) =>
  Object.fromEntries(
    LEAD_TYPES.flatMap((type) => LOCALES.map((locale) => [`${type}.${locale}`, templates[type][locale]])),
  );

export async function saveReplyTemplates(
  db: Database,
  templates: LeadReplyTemplates,
  actor: Actor,
): Promise<LeadReplyTemplates> {
  const before = await readReplyTemplates(db);
  const now = new Date();
  const rows = LEAD_TYPES.flatMap((userType) =>
    LOCALES.map((locale) => ({ userType, locale, body: templates[userType][locale], updatedAt: now })),
  );
  await db.batch([
    auditEntryStatement(db, {
      actor,
      action: "update",
      target: { type: "lead_reply_template" },
      changes: changedFields(flat(before), flat(templates)),
    }),
    ...rows.map((row) =>
      db
        .insert(leadReplyTemplate)
        .values(row)
        .onConflictDoUpdate({
          target: [leadReplyTemplate.userType, leadReplyTemplate.locale],
          set: { body: row.body, updatedAt: now },
        }),
    ),
  ]);
  return readReplyTemplates(db);
}
