import { Hono } from "hono";
import { z } from "zod";
import type { CampaignAudienceSize, NewsletterPreview } from "../../schema/api";
import { campaignAudience, newsletterPreviewInput } from "../../schema/inputs";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer, JsonAnswer } from "../http/answer";
import { ApiError } from "../http/errors";
import { parseId, validateJson } from "../http/validate";
import { audienceSize } from "../newsletter/audience";
import { issueContextOf } from "../newsletter/issue";
import { previewIssue } from "../newsletter/preview";
import { campaignReport } from "../newsletter/report";

const audienceInput = z.object({ audience: campaignAudience.nullable() });

/**
 * Mounted at /api/admin/newsletter beside adminNewsletter: what the campaign desk reads while a
 * campaign is written (its audience's size, its preview) and once it went out (its report).
 */
export const newsletterDesk = new Hono<AppBindings>()
  /** How many subscribers an audience holds now, in all and per language (null: every one). */
  .post("/audience", validateJson(audienceInput), async (c) => {
    const { audience } = c.req.valid("json");
    return c.json(await audienceSize(database(c.env.DB), audience)) satisfies JsonAnswer<CampaignAudienceSize>;
  })
  /** A draft as one language's reader gets it: nothing is stored or sent. */
  .post("/preview", validateJson(newsletterPreviewInput), async (c) => {
    const preview = await previewIssue(c.req.valid("json"), issueContextOf(c.env));
    return c.json(preview) satisfies JsonAnswer<NewsletterPreview>;
  })
  /** What a campaign's emails became, per reader's language, and its sends per hour. */
  .get("/campaigns/:id/report", async (c) => {
    const report = await campaignReport(database(c.env.DB), parseId(c.req.param("id")));
    if (!report) throw new ApiError(404, "not_found", "Campaign not found.");
    return c.json(report) satisfies GetAnswer<`/api/admin/newsletter/campaigns/${number}/report`>;
  });
