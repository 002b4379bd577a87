import { and, count, eq, isNull, type SQL } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { Campaign, NewsletterImportResult, NewsletterTestSent, SuppressionLifted } from "../../schema/api";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "../../schema/constants";
import {
  type AdminSubscribersQuery,
  adminSubscribersQuery,
  campaignScheduleInput,
  newsletterDraftInput,
  newsletterImportInput,
  newsletterTestInput,
  type SUBSCRIBER_SORTS,
} from "../../schema/inputs";
import { emailSuppression, newsletterSubscriber, type SuppressionReason } from "../../schema/tables";
import { type Actor, auditEntryStatement, currentActor } from "../audit/record";
import { type Database, database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validate, validateJson } from "../http/validate";
import { campaignDetail, campaignSummaries, sendTestIssue } from "../newsletter/campaign";
import { importSubscribers } from "../newsletter/import";
import { issueContextOf } from "../newsletter/issue";
import {
  cancelCampaign,
  createDraft,
  deleteDraft,
  duplicateCampaign,
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
  startCampaign,
  unscheduleCampaign,
  updateDraft,
} from "../newsletter/lifecycle";
import { subscriberStatus } from "../newsletter/subscriber-status";
import { countsByStatus, type ListSorting, listOrder, matchingAny, pageOf, pageWindow, recordExport } from "./list";

/** The status filter as conditions the indexes can use, rather than on the computed status. */
function withStatus(status: SubscriberStatus | undefined): SQL | undefined {
  if (status === "active" || status === "pending")
    return and(eq(newsletterSubscriber.isActive, status === "active"), isNull(emailSuppression.email));
  return status ? eq(emailSuppression.reason, status) : undefined;
}

/** Subscribers by status: a suppressed address counts as bounced or complained, not as active or pending. */
function subscriberCounts(
  byActive: { isActive: boolean; count: number }[],
  suppressed: { reason: SuppressionReason; isActive: boolean; count: number }[],
): Record<SubscriberStatus, number> {
  const counts = countsByStatus(SUBSCRIBER_STATUSES, []);
  for (const row of byActive) counts[row.isActive ? "active" : "pending"] += row.count;
  for (const row of suppressed) {
    counts[row.isActive ? "active" : "pending"] -= row.count;
    counts[row.reason] += row.count;
  }
  return counts;
}

const searchOf = (query: AdminSubscribersQuery) =>
  matchingAny(query.q, [newsletterSubscriber.email, newsletterSubscriber.name]);

const SUBSCRIBER_SORTING: ListSorting<(typeof SUBSCRIBER_SORTS)[number]> = {
  columns: {
    subscribedAt: newsletterSubscriber.subscribedAt,
    email: newsletterSubscriber.email,
    confirmedAt: newsletterSubscriber.confirmedAt,
  },
  default: { sort: "subscribedAt", order: "desc" },
  tiebreak: newsletterSubscriber.id,
};

/** A campaign as the API answers it; 404 if there is none. */
async function campaignOf(db: Database, id: number) {
  const campaign = await campaignDetail(db, id);
  if (!campaign) throw new ApiError(404, "not_found", "Campaign not found.");
  return campaign;
}

/** A change of state that takes no input (newsletter/lifecycle.ts), answered with the campaign. */
const changeOf =
  (change: (db: Database, id: number, actor: Actor) => Promise<void>) => async (c: Context<AppBindings>) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id") ?? "");
    await change(db, id, currentActor(c));
    return c.json(await campaignOf(db, id)) satisfies JsonAnswer<Campaign>;
  };

/** Mounted at /api/admin/newsletter. */
export const adminNewsletter = new Hono<AppBindings>()
  /** Subscribers a page at a time, with how many of all have each status (the page's cards). */
  .get("/", validate("query", adminSubscribersQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const where = and(searchOf(query), withStatus(query.status));
    const { limit, offset } = pageWindow(query);
    const suppressionOf = eq(emailSuppression.email, newsletterSubscriber.email);
    const [items, [totals], byActive, suppressed] = await db.batch([
      db
        .select({
          id: newsletterSubscriber.id,
          email: newsletterSubscriber.email,
          name: newsletterSubscriber.name,
          locale: newsletterSubscriber.locale,
          isActive: newsletterSubscriber.isActive,
          subscribedAt: newsletterSubscriber.subscribedAt,
          confirmedAt: newsletterSubscriber.confirmedAt,
          consentSource: newsletterSubscriber.consentSource,
          status: subscriberStatus,
        })
        .from(newsletterSubscriber)
        .leftJoin(emailSuppression, suppressionOf)
        .where(where)
        .orderBy(...listOrder(query, SUBSCRIBER_SORTING))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(newsletterSubscriber).leftJoin(emailSuppression, suppressionOf).where(where),
      // The counts from the (small) suppression list and the is_active index, not a join of every subscriber.
      db
        .select({ isActive: newsletterSubscriber.isActive, count: count() })
        .from(newsletterSubscriber)
        .groupBy(newsletterSubscriber.isActive),
      db
        .select({ reason: emailSuppression.reason, isActive: newsletterSubscriber.isActive, count: count() })
        .from(emailSuppression)
        .innerJoin(newsletterSubscriber, suppressionOf)
        .groupBy(emailSuppression.reason, newsletterSubscriber.isActive),
    ]);
    await recordExport(c, "newsletter_subscriber", query, totals?.total);
    return c.json({
      ...pageOf(items, totals?.total, query),
      counts: subscriberCounts(byActive, suppressed),
    }) satisfies GetAnswer<"/api/admin/newsletter">;
  })
  .get(
    "/campaigns",
    async (c) =>
      c.json(await campaignSummaries(database(c.env.DB))) satisfies GetAnswer<"/api/admin/newsletter/campaigns">,
  )
  /** A new draft: anything may still be empty. */
  .post("/campaigns", validateJson(newsletterDraftInput), async (c) => {
    const db = database(c.env.DB);
    const created = await createDraft(db, c.req.valid("json"), currentActor(c));
    return c.json(await campaignOf(db, created.id), 201) satisfies JsonAnswer<Campaign>;
  })
  .get("/campaigns/:id", async (c) => {
    const db = database(c.env.DB);
    return c.json(await campaignOf(db, parseId(c.req.param("id")))) satisfies JsonAnswer<Campaign>;
  })
  /** Saves a draft (or a scheduled campaign); refused once it has started. */
  .put("/campaigns/:id", validateJson(newsletterDraftInput), async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    await updateDraft(db, id, c.req.valid("json"));
    return c.json(await campaignOf(db, id)) satisfies JsonAnswer<Campaign>;
  })
  .delete("/campaigns/:id", async (c) => {
    await deleteDraft(database(c.env.DB), parseId(c.req.param("id")), currentActor(c));
    return c.body(null, 204);
  })
  .post("/campaigns/:id/duplicate", async (c) => {
    const db = database(c.env.DB);
    const copy = await duplicateCampaign(db, parseId(c.req.param("id")), currentActor(c));
    return c.json(await campaignOf(db, copy.id), 201) satisfies JsonAnswer<Campaign>;
  })
  /**
   * Starts a campaign now and answers at once: its audience is counted now, and the cron (or the
   * immediate delivery) queues and sends it in bounded chunks (newsletter/expand.ts).
   */
  .post("/campaigns/:id/start", async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    await startCampaign(db, id, currentActor(c));
    deliverSoon(c, { startCampaigns: true });
    return c.json(await campaignOf(db, id), 202) satisfies JsonAnswer<Campaign>;
  })
  .post("/campaigns/:id/schedule", validateJson(campaignScheduleInput), async (c) => {
    const db = database(c.env.DB);
    const id = parseId(c.req.param("id"));
    await scheduleCampaign(db, id, c.req.valid("json").at, currentActor(c));
    return c.json(await campaignOf(db, id)) satisfies JsonAnswer<Campaign>;
  })
  .post("/campaigns/:id/unschedule", changeOf(unscheduleCampaign))
  .post("/campaigns/:id/pause", changeOf(pauseCampaign))
  .post("/campaigns/:id/resume", changeOf(resumeCampaign))
  .post("/campaigns/:id/cancel", changeOf(cancelCampaign))
  /**
   * Imports subscribers from a CSV (worker/newsletter/import.ts): a dry run counts, a real run adds
   * the new addresses as pending and queues their confirmation emails. Logged with its counts.
   */
  .post("/subscribers/import", validateJson(newsletterImportInput), async (c) => {
    const { csv, consentSource, dryRun } = c.req.valid("json");
    const db = database(c.env.DB);
    const result = await importSubscribers(csv, { db, baseUrl: c.env.PUBLIC_BASE_URL, consentSource, dryRun });
    if (!dryRun) {
      await auditEntryStatement(db, {
        actor: currentActor(c),
        action: "create",
        target: { type: "newsletter_subscriber" },
        context: { import: "csv", ...result.counts, consentSource },
      });
      if (result.counts.new > 0) deliverSoon(c);
    }
    return c.json(result) satisfies JsonAnswer<NewsletterImportResult>;
  })
  /**
   * Lifts the suppression of a subscriber's address (a bounce, or a complaint), so the newsletter
   * and every other email reach it again: an admin's decision, once the reader says so.
   */
  .post("/subscribers/:id/allow", async (c) => {
    const id = parseId(c.req.param("id"));
    const db = database(c.env.DB);
    const [subscriber] = await db
      .select({ email: newsletterSubscriber.email, reason: emailSuppression.reason })
      .from(newsletterSubscriber)
      .leftJoin(emailSuppression, eq(emailSuppression.email, newsletterSubscriber.email))
      .where(eq(newsletterSubscriber.id, id))
      .limit(1);
    if (!subscriber) throw new ApiError(404, "not_found", "Subscriber not found.");
    if (!subscriber.reason) throw new ApiError(409, "not_suppressed", "Emails already reach this address.");
    await db.batch([
      db.delete(emailSuppression).where(eq(emailSuppression.email, subscriber.email)),
      // The subscriber's id, not the address: the log must not keep what an erase removes.
      auditEntryStatement(db, {
        actor: currentActor(c),
        action: "suppression_lifted",
        target: { type: "newsletter_subscriber", id },
        context: { reason: subscriber.reason },
        onlyIfChanged: true,
      }),
    ]);
    return c.json({ id, status: "allowed" }) satisfies JsonAnswer<SuppressionLifted>;
  })
  .post("/test", validateJson(newsletterTestInput), async (c) => {
    const result = await sendTestIssue(
      c.req.valid("json"),
      c.get("session")!.user.email,
      database(c.env.DB),
      issueContextOf(c.env),
    );
    deliverSoon(c);
    return c.json(result, 202) satisfies JsonAnswer<NewsletterTestSent>;
  });
