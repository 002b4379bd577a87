import { countDistinct, eq, sql } from "drizzle-orm";
import type { PublicSite, SiteSettingsAnswer } from "../../schema/api";
import { type SiteSettingsInput, siteSettingsInput, socialUrlField } from "../../schema/inputs";
import { SITE_STATS, type SiteStat, SOCIAL_NETWORKS } from "../../schema/site";
import { languageSession, lead, sessionRequest, siteSettings } from "../../schema/tables";
import { changedFields } from "../audit/changes";
import { type Actor, auditEntryStatement } from "../audit/record";
import type { Database } from "../db";

const ROW_ID = 1;
type Stored = typeof siteSettings.$inferSelect;

/** The admin's view: every field, null where not set. */
export async function readSiteSettings(db: Database): Promise<SiteSettingsAnswer> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID)).limit(1);
  return answer(row);
}

/** Saves the settings whole, with the audit entry of the fields that changed in the same batch. */
export async function saveSiteSettings(
  db: Database,
  input: SiteSettingsInput,
  actor: Actor,
): Promise<SiteSettingsAnswer> {
  const before = await readSiteSettings(db);
  const values = { ...input, updatedAt: new Date() };
  const [[row]] = await db.batch([
    db
      .insert(siteSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
      .returning(),
    auditEntryStatement(db, {
      actor,
      action: "update",
      target: { type: "site_settings" },
      changes: changedFields(before, input),
    }),
  ]);
  return answer(row);
}

function answer(row: Stored | undefined): SiteSettingsAnswer {
  const empty = siteSettingsInput.parse({});
  if (!row) return { ...empty, updatedAt: null };
  const { id: _id, updatedAt, ...fields } = row;
  return { ...empty, ...fields, updatedAt: updatedAt.toISOString() };
}

/**
 * What the landing page shows (`GET /api/site`): the details set, each social link once set, and
 * the stats band's figures, each the admin's value or else computed from live data; a figure that
 * is neither, that counts nothing yet, or a count of people below the admin's minimum, is null and
 * the band leaves it out.
 */
export async function publicSite(db: Database): Promise<PublicSite> {
  const [settings, computed] = await Promise.all([readSiteSettings(db), computedStats(db)]);
  const set: Record<SiteStat, number | null> = {
    languages: settings.statLanguages,
    teachers: settings.statTeachers,
    learners: settings.statLearners,
    successRate: settings.statSuccessRate,
  };
  return {
    contactPhone: settings.contactPhone,
    contactEmail: settings.contactEmail,
    whatsappNumber: settings.whatsappNumber,
    memberAppUrl: settings.memberAppUrl,
    socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
      const url = settings[socialUrlField(network.id)];
      return url ? [{ network: network.id, url }] : [];
    }),
    stats: Object.fromEntries(
      SITE_STATS.map((stat) => [
        stat,
        shownFigure(stat, set[stat] ?? (computed[stat] || null), settings.statMinimumCount),
      ]),
    ) as PublicSite["stats"],
  };
}

/** The counts of people the admin's minimum applies to: "3 learners" says the place is empty. */
const PEOPLE_COUNTS: readonly SiteStat[] = ["teachers", "learners"];

/**
 * A figure as the band may show it: a count of teachers or learners below the admin's minimum is
 * null (hidden) whether it was set or computed, so the page never advertises how few there are.
 */
function shownFigure(stat: SiteStat, figure: number | null, minimum: number | null): number | null {
  if (figure === null || minimum === null || !PEOPLE_COUNTS.includes(stat)) return figure;
  return figure < minimum ? null : figure;
}

/**
 * The figures live data gives: languages of the published sessions; teachers, the distinct
 * addresses of teacher leads; learners, the distinct addresses of learner leads and approved spot
 * requests (emails are stored in lower case). No data measures a success rate.
 */
async function computedStats(db: Database): Promise<Record<SiteStat, number | null>> {
  const [languages, teachers, learners] = await db.batch([
    db
      .select({ n: countDistinct(languageSession.language) })
      .from(languageSession)
      .where(eq(languageSession.isPublished, true)),
    db
      .select({ n: countDistinct(lead.email) })
      .from(lead)
      .where(eq(lead.userType, "teacher")),
    db.all<{ n: number }>(
      sql`select count(*) as n from (select ${lead.email} from ${lead} where ${lead.userType} = 'learner' union select ${sessionRequest.email} from ${sessionRequest} where ${sessionRequest.status} = 'approved')`,
    ),
  ]);
  return {
    languages: languages[0]?.n ?? null,
    teachers: teachers[0]?.n ?? null,
    learners: learners[0]?.n ?? null,
    successRate: null,
  };
}
