import { and, count, eq, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { EmailRetried } from "../../schema/api";
import { EMAIL_STATUSES } from "../../schema/constants";
import { type AdminOutboxQuery, adminOutboxQuery, type OUTBOX_SORTS } from "../../schema/inputs";
import { RETENTION } from "../../schema/retention";
import { emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { auditEntryStatement, currentActor } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validate } from "../http/validate";
import { issueContextOf, issueEmail, NEWSLETTER_ISSUE } from "../newsletter/issue";
import { countsByStatus, type ListSorting, listOrder, matchingAny, pageOf, pageWindow } from "./list";

/** `GET /api/admin/outbox/{id}`: one email with its content. */
type OneEmail = GetAnswer<`/api/admin/outbox/${number}`>;

const searchOf = (query: AdminOutboxQuery): SQL | undefined =>
  matchingAny(query.q, [emailOutbox.recipient, emailOutbox.kind]);

/**
 * The subject its reader got. A newsletter issue's row has no content of its own, and its locale
 * is the language the issue goes out in (the reader's, when the campaign was written in it:
 * newsletter/expand.ts): the campaign's subject in that language. A sent email's subject is
 * forgotten with its recipient (retention): then none.
 */
const subjectAsSent = sql<string>`coalesce(nullif(${emailOutbox.subject}, ''), case ${emailOutbox.locale}
  when 'fr' then ${newsletterCampaign.subjectFr} when 'ar' then ${newsletterCampaign.subjectAr} end,
  ${newsletterCampaign.subjectEn}, '')`;

const OUTBOX_SORTING: ListSorting<(typeof OUTBOX_SORTS)[number]> = {
  // The id follows the time of queueing and is the primary key: no index needed to sort by it.
  columns: { createdAt: emailOutbox.id, recipient: emailOutbox.recipient, status: emailOutbox.status },
  default: { sort: "createdAt", order: "desc" },
  tiebreak: emailOutbox.id,
};

/**
 * Mounted at /api/admin/outbox: every email the product queued, so admins see failures (dead
 * rows) and developers read what the capture transport "sent".
 */
export const adminOutbox = new Hono<AppBindings>()
  .get("/", validate("query", adminOutboxQuery), async (c) => {
    const query = c.req.valid("query");
    const db = database(c.env.DB);
    const where = and(searchOf(query), query.status ? eq(emailOutbox.status, query.status) : undefined);
    const { limit, offset } = pageWindow(query);
    const [items, [totals], byStatus] = await db.batch([
      db
        .select({
          id: emailOutbox.id,
          kind: emailOutbox.kind,
          recipient: emailOutbox.recipient,
          locale: emailOutbox.locale,
          subject: subjectAsSent,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          lastError: emailOutbox.lastError,
          campaignId: emailOutbox.campaignId,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .leftJoin(newsletterCampaign, eq(newsletterCampaign.id, emailOutbox.campaignId))
        .where(where)
        .orderBy(...listOrder(query, OUTBOX_SORTING))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(emailOutbox).where(where),
      // Of the whole outbox, whatever the filters: what is queued, sent and failed.
      db.select({ status: emailOutbox.status, count: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    ]);
    return c.json({
      ...pageOf(items, totals?.total, query),
      counts: countsByStatus(EMAIL_STATUSES, byStatus),
    }) satisfies GetAnswer<"/api/admin/outbox">;
  })
  .get("/:id", async (c) => {
    const db = database(c.env.DB);
    const [row] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, parseId(c.req.param("id"))));
    if (!row) throw new ApiError(404, "not_found", "Email not found.");
    // An issue is rendered when it is sent; shown here as it is (or was) rendered for its reader,
    // as long as a sent email's content is kept.
    const contentGone = row.sentAt !== null && Date.now() - row.sentAt.getTime() > RETENTION.sentEmailContentMs;
    if (row.kind !== NEWSLETTER_ISSUE || row.campaignId === null || row.html !== "" || contentGone) {
      return c.json(row) satisfies OneEmail;
    }
    const [campaign] = await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.id, row.campaignId));
    const [reader] = await db
      .select({ id: newsletterSubscriber.id, consentAt: newsletterSubscriber.consentAt })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, row.recipient));
    if (!campaign) return c.json(row) satisfies OneEmail;
    const email = await issueEmail(
      campaign,
      { id: reader?.id ?? 0, email: row.recipient, locale: row.locale, consentAt: reader?.consentAt ?? new Date(0) },
      issueContextOf(c.env),
    );
    return c.json({
      ...row,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
    }) satisfies OneEmail;
  })
  .post("/:id/retry", async (c) => {
    const id = parseId(c.req.param("id"));
    const db = database(c.env.DB);
    const [[row]] = await db.batch([
      db
        .update(emailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "dead")))
        .returning({ id: emailOutbox.id, kind: emailOutbox.kind }),
      auditEntryStatement(db, {
        actor: currentActor(c),
        action: "email_retried",
        target: { type: "email", id },
        onlyIfChanged: true,
      }),
    ]);
    if (!row) throw new ApiError(409, "not_dead", "Only failed emails can be retried.");
    return c.json({ id: row.id, status: "pending" }) satisfies JsonAnswer<EmailRetried>;
  });
