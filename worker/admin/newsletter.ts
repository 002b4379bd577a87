import { desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { SubscriberStatus } from "../../schema/api";
import { newsletterCampaignInput } from "../../schema/inputs";
import { emailSuppression, newsletterSubscriber } from "../../schema/tables";
import { database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import { validateJson } from "../http/validate";
import { campaignProgress, sendCampaign, sendTestIssue } from "../newsletter/campaign";

/** Mounted at /api/admin/newsletter. */
export const adminNewsletter = new Hono<AppBindings>()
  .get("/", async (c) => {
    const subscribers = await database(c.env.DB)
      .select({
        id: newsletterSubscriber.id,
        email: newsletterSubscriber.email,
        name: newsletterSubscriber.name,
        locale: newsletterSubscriber.locale,
        isActive: newsletterSubscriber.isActive,
        subscribedAt: newsletterSubscriber.subscribedAt,
        confirmedAt: newsletterSubscriber.confirmedAt,
        // A suppressed address (hard bounce, complaint) shows why; otherwise active or pending.
        status: sql<SubscriberStatus>`coalesce(${emailSuppression.reason}, case when ${newsletterSubscriber.isActive} then 'active' else 'pending' end)`,
      })
      .from(newsletterSubscriber)
      .leftJoin(emailSuppression, eq(emailSuppression.email, newsletterSubscriber.email))
      .orderBy(desc(newsletterSubscriber.subscribedAt));
    return c.json(subscribers);
  })
  .get("/campaigns", async (c) => c.json(await campaignProgress(database(c.env.DB))))
  .post("/send", validateJson(newsletterCampaignInput), async (c) => {
    const result = await sendCampaign(c.req.valid("json"), c.get("session")!.user.id, database(c.env.DB));
    deliverSoon(c, { startCampaigns: true });
    return c.json(result, 202);
  })
  .post("/test", validateJson(newsletterCampaignInput), async (c) => {
    const context = { baseUrl: c.env.PUBLIC_BASE_URL, secret: c.env.NEWSLETTER_TOKEN_SECRET };
    const result = await sendTestIssue(c.req.valid("json"), c.get("session")!.user.email, database(c.env.DB), context);
    deliverSoon(c);
    return c.json(result, 202);
  });
