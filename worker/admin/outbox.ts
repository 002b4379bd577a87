import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { EMAIL_STATUSES } from "../../schema/constants";
import { RETENTION } from "../../schema/retention";
import { emailOutbox, newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { z } from "../../schema/zod";
import { database } from "../db";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { parseId, validate } from "../http/validate";
import { issueEmail, NEWSLETTER_ISSUE } from "../newsletter/issue";

const listQuery = z.object({
  status: z.enum(EMAIL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * Mounted at /api/admin/outbox: every email the product queued, so admins see failures (dead
 * rows) and developers read what the capture transport "sent".
 */
export const adminOutbox = new Hono<AppBindings>()
  .get("/", validate("query", listQuery), async (c) => {
    const { status, page, pageSize } = c.req.valid("query");
    const db = database(c.env.DB);
    const where = status ? eq(emailOutbox.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: emailOutbox.id,
          kind: emailOutbox.kind,
          recipient: emailOutbox.recipient,
          locale: emailOutbox.locale,
          // A newsletter issue's row has no content of its own: its campaign's subject stands in.
          subject: sql<string>`coalesce(nullif(${emailOutbox.subject}, ''), ${newsletterCampaign.subjectEn}, '')`,
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
        .orderBy(desc(emailOutbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ value: count() }).from(emailOutbox).where(where),
    ]);
    return c.json({ items: rows, total: total?.value ?? 0, page, pageSize });
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
      return c.json(row);
    }
    const [campaign] = await db.select().from(newsletterCampaign).where(eq(newsletterCampaign.id, row.campaignId));
    const [reader] = await db
      .select({ consentAt: newsletterSubscriber.consentAt })
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, row.recipient));
    if (!campaign) return c.json(row);
    const email = await issueEmail(
      campaign,
      { email: row.recipient, locale: row.locale, consentAt: reader?.consentAt ?? new Date(0) },
      { baseUrl: c.env.PUBLIC_BASE_URL, secret: c.env.NEWSLETTER_TOKEN_SECRET },
    );
    return c.json({ ...row, subject: email.subject, html: email.html, text: email.text, headers: email.headers });
  })
  .post("/:id/retry", async (c) => {
    const [row] = await database(c.env.DB)
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
      .where(and(eq(emailOutbox.id, parseId(c.req.param("id"))), eq(emailOutbox.status, "dead")))
      .returning({ id: emailOutbox.id });
    if (!row) throw new ApiError(409, "not_dead", "Only failed emails can be retried.");
    return c.json({ id: row.id, status: "pending" });
  });
