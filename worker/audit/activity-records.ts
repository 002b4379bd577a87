/**
 * What the entries of a page of the audit log are about, read from the records as they are now.
 * The log keeps ids, never personal text (./changes.ts), so the Activity page names a spot request
 * by its person and session, a lead by its person, a session by its title, a café by its name, at the time it is
 * shown: a record deleted since is left with its kind and id, one whose person was erased says so.
 * One query per kind of record on the page, all in one batch, whatever the number of entries.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ActivityRecord, AuditLogEntry, LookedUpTarget } from "../../schema/api";
import {
  adminUser,
  cafe,
  emailOutbox,
  faqEntry,
  languageSession,
  lead,
  newsletterCampaign,
  newsletterSubscriber,
  pricingPlan,
  sessionRequest,
} from "../../schema/tables";
import { nextStarts } from "../admin/session-dates";
import type { Database } from "../db";
import { isErasedAddress } from "../people/erased";
import type { DatedSession } from "../sessions/dates";
import { dateColumns } from "../sessions/dates";

type Found = Extract<ActivityRecord, { state: "found" }>;
type FoundFacts<T extends LookedUpTarget> = Omit<Extract<Found, { type: T }>, "type" | "state">;

interface Lookup<T extends LookedUpTarget> {
  /** The rows of these ids: each its `id` and the facts that name it. */
  select: (db: Database, ids: number[]) => BatchItem<"sqlite">;
  /** The facts worked out from the rows read, when the rows are not the facts yet. */
  facts?: (db: Database, rows: { id: number }[]) => Promise<{ id: number }[]>;
  /** The address of the person the row is about, if any: an erased one means the person was erased. */
  address?: (facts: FoundFacts<T>) => string;
}

const LOOKUPS: { [T in LookedUpTarget]: Lookup<T> } = {
  session_request: {
    select: (db, ids) =>
      db
        .select({
          id: sessionRequest.id,
          name: sessionRequest.name,
          email: sessionRequest.email,
          sessionId: sessionRequest.sessionId,
          sessionTitle: languageSession.title,
          // Named apart: D1 merges result columns of the same name, and the request has its `id`.
          session: { id: sql<number>`${languageSession.id}`.as("record_session_id"), ...dateColumns },
        })
        .from(sessionRequest)
        .innerJoin(languageSession, eq(languageSession.id, sessionRequest.sessionId))
        .where(inArray(sessionRequest.id, ids)),
    // When the request's session next happens, from its dates.
    facts: async (db, rows) => {
      const requests = rows as (FoundFacts<"session_request"> & {
        id: number;
        session: DatedSession & { id: number };
      })[];
      const next = await nextStarts(
        db,
        requests.map((request) => request.session),
        new Date(),
      );
      return requests.map(({ session, ...request }) => ({ ...request, nextStart: next.get(session.id) ?? null }));
    },
    address: (request) => request.email,
  },
  lead: {
    select: (db, ids) =>
      db
        .select({ id: lead.id, name: lead.name, email: lead.email, userType: lead.userType })
        .from(lead)
        .where(inArray(lead.id, ids)),
    address: (row) => row.email,
  },
  language_session: {
    select: (db, ids) =>
      db
        .select({ id: languageSession.id, title: languageSession.title, cafeName: languageSession.cafeName })
        .from(languageSession)
        .where(inArray(languageSession.id, ids)),
  },
  cafe: {
    select: (db, ids) =>
      db.select({ id: cafe.id, name: cafe.name, city: cafe.city }).from(cafe).where(inArray(cafe.id, ids)),
  },
  newsletter_subscriber: {
    select: (db, ids) =>
      db
        .select({ id: newsletterSubscriber.id, name: newsletterSubscriber.name, email: newsletterSubscriber.email })
        .from(newsletterSubscriber)
        .where(inArray(newsletterSubscriber.id, ids)),
  },
  admin_user: {
    select: (db, ids) =>
      db
        .select({ id: adminUser.id, name: adminUser.name, email: adminUser.email })
        .from(adminUser)
        .where(inArray(adminUser.id, ids)),
  },
  pricing_plan: {
    select: (db, ids) =>
      db
        .select({ id: pricingPlan.id, planType: pricingPlan.planType, capitalPrice: pricingPlan.capitalPrice })
        .from(pricingPlan)
        .where(inArray(pricingPlan.id, ids)),
  },
  faq: {
    select: (db, ids) =>
      db.select({ id: faqEntry.id, question: faqEntry.question }).from(faqEntry).where(inArray(faqEntry.id, ids)),
  },
  newsletter_campaign: {
    select: (db, ids) =>
      db
        .select({ id: newsletterCampaign.id, subject: newsletterCampaign.subjectEn })
        .from(newsletterCampaign)
        .where(inArray(newsletterCampaign.id, ids)),
  },
  email: {
    select: (db, ids) =>
      db
        .select({ id: emailOutbox.id, recipient: emailOutbox.recipient, subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids)),
    address: (email) => email.recipient,
  },
};

const isLookedUp = (type: string | null): type is LookedUpTarget => type !== null && Object.hasOwn(LOOKUPS, type);

/** An entry's record, as `activityRecords` keys it. */
const recordKey = (type: string, id: number | string) => `${type}:${id}`;

/** A target id the log keeps as text, when it names a row (ids are whole numbers). */
const rowId = (targetId: string | null) => (targetId && /^\d{1,15}$/.test(targetId) ? Number(targetId) : null);

/** What each entry is about (null when it names no record to look up), read in one batch. */
export async function activityRecords(
  db: Database,
  entries: AuditLogEntry[],
): Promise<(entry: AuditLogEntry) => ActivityRecord | null> {
  const idsByType = new Map<LookedUpTarget, Set<number>>();
  for (const entry of entries) {
    const id = rowId(entry.targetId);
    if (!isLookedUp(entry.targetType) || id === null) continue;
    idsByType.set(entry.targetType, (idsByType.get(entry.targetType) ?? new Set()).add(id));
  }
  const types = [...idsByType.keys()];
  const found = new Map<string, ActivityRecord>();
  const [first, ...others] = types.map((type) => LOOKUPS[type].select(db, [...idsByType.get(type)!]));
  const results = first ? ((await db.batch([first, ...others])) as { id: number }[][]) : [];
  const rowsByType = await Promise.all(
    types.map(
      (type, index) => (LOOKUPS[type] as Lookup<LookedUpTarget>).facts?.(db, results[index]!) ?? results[index]!,
    ),
  );
  types.forEach((type, index) => {
    const lookup = LOOKUPS[type] as Lookup<LookedUpTarget>;
    for (const { id, ...facts } of rowsByType[index]!) {
      const address = lookup.address?.(facts as FoundFacts<LookedUpTarget>);
      const record = (
        address !== undefined && isErasedAddress(address)
          ? { type, state: "erased" }
          : { type, state: "found", ...facts }
      ) as ActivityRecord;
      found.set(recordKey(type, id), record);
    }
  });
  return (entry) => {
    const id = rowId(entry.targetId);
    if (!isLookedUp(entry.targetType) || id === null) return null;
    return found.get(recordKey(entry.targetType, id)) ?? { type: entry.targetType, state: "deleted" };
  };
}
