/**
 * A campaign's audience (schema/inputs.ts campaignAudience) as conditions on `newsletter_subscriber`,
 * beyond "active and not suppressed" (expand.ts): the one definition the cron queues by, the start
 * counts by and the desk's "how many would get it" answers with.
 *
 * Leads and spot requests are matched by address. Every form stores addresses lower-cased, as
 * subscribers' are, but rows from before may not be: they are compared lower-cased. That form
 * cannot use `lead_email_idx`, so each criterion is a non-correlated `email IN (SELECT lower(…))`,
 * which SQLite runs once per statement into a temporary index, instead of an EXISTS that would
 * scan the leads once per subscriber.
 */
import { and, count, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { CampaignAudienceSize } from "../../schema/api";
import { LOCALES } from "../../schema/constants";
import type { CampaignAudience } from "../../schema/inputs";
import { tunisInstant } from "../../schema/occurrences";
import { emailSuppression, languageSession, lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import type { Database } from "../db";

/** Every campaign's readers: confirmed subscribers whose address is not suppressed. */
export const activeRecipient = and(
  eq(newsletterSubscriber.isActive, true),
  sql`NOT EXISTS (SELECT 1 FROM ${emailSuppression} WHERE ${emailSuppression.email} = ${newsletterSubscriber.email})`,
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a period of Tunis days covers: from the first day's midnight to the one after the last. */
function periodOf(from: string | null, to: string | null) {
  return {
    from: from === null ? undefined : tunisInstant(`${from}T00:00`),
    until: to === null ? undefined : new Date(tunisInstant(`${to}T00:00`).getTime() + DAY_MS),
  };
}

/** Subscribers with a lead of one of these types, in one of these cities (an empty list: any). */
function withLead(audience: CampaignAudience): SQL | undefined {
  if (audience.leadTypes.length === 0 && audience.cities.length === 0) return undefined;
  const where = and(
    audience.leadTypes.length > 0 ? inArray(lead.userType, audience.leadTypes) : undefined,
    audience.cities.length > 0 ? inArray(lead.city, audience.cities) : undefined,
  );
  return sql`${newsletterSubscriber.email} IN (SELECT lower(${lead.email}) FROM ${lead} WHERE ${where})`;
}

/** Subscribers who asked for a spot (or had one approved) in the period, for a session of that language. */
function withSessions(sessions: CampaignAudience["sessions"]): SQL | undefined {
  if (!sessions) return undefined;
  const period = periodOf(sessions.from, sessions.to);
  const where = and(
    sessions.activity === "approved" ? eq(sessionRequest.status, "approved") : undefined,
    period.from ? gte(sessionRequest.createdAt, period.from) : undefined,
    period.until ? lt(sessionRequest.createdAt, period.until) : undefined,
    sessions.language === null ? undefined : eq(languageSession.language, sessions.language),
  );
  const from =
    sessions.language === null
      ? sql`${sessionRequest}`
      : sql`${sessionRequest} JOIN ${languageSession} ON ${languageSession.id} = ${sessionRequest.sessionId}`;
  return sql`${newsletterSubscriber.email} IN (SELECT lower(${sessionRequest.email}) FROM ${from} WHERE ${where ?? sql`1`})`;
}

/** The conditions an audience puts on subscribers; none for null (every confirmed subscriber). */
export function audienceCondition(audience: CampaignAudience | null): SQL | undefined {
  if (!audience) return undefined;
  return and(
    audience.locales.length > 0 ? inArray(newsletterSubscriber.locale, audience.locales) : undefined,
    withLead(audience),
    withSessions(audience.sessions),
  );
}

/** How many subscribers an audience holds now, in all and per language: one grouped query. */
export async function audienceSize(db: Database, audience: CampaignAudience | null): Promise<CampaignAudienceSize> {
  const rows = await db
    .select({ locale: newsletterSubscriber.locale, count: count() })
    .from(newsletterSubscriber)
    .where(and(activeRecipient, audienceCondition(audience)))
    .groupBy(newsletterSubscriber.locale);
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as CampaignAudienceSize["byLocale"];
  for (const row of rows) byLocale[row.locale] += row.count;
  return { total: rows.reduce((total, row) => total + row.count, 0), byLocale };
}
