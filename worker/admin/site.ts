import { Hono } from "hono";
import { leadReplyTemplatesInput, siteSettingsInput } from "../../schema/inputs";
import { currentActor } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { validateJson } from "../http/validate";
import { readReplyTemplates, saveReplyTemplates } from "../leads/reply-templates";
import { invalidatePublicReads } from "../public/cached-reads";
import { readSiteSettings, saveSiteSettings } from "../site/settings";

/**
 * Mounted at /api/admin/site: the Site settings, read and saved whole. A save drops the cached
 * `/api/site` and the written pages that embed it, so the next page view shows the change. The
 * replies to leads' templates are saved apart: the public pages show none of them.
 */
export const adminSite = new Hono<AppBindings>()
  .get("/", async (c) => c.json(await readSiteSettings(database(c.env.DB))) satisfies GetAnswer<"/api/admin/site">)
  .put("/", validateJson(siteSettingsInput), async (c) => {
    const saved = await saveSiteSettings(database(c.env.DB), c.req.valid("json"), currentActor(c));
    await invalidatePublicReads(c.env, "/api/site");
    return c.json(saved) satisfies GetAnswer<"/api/admin/site">;
  })
  .get(
    "/reply-templates",
    async (c) =>
      c.json(await readReplyTemplates(database(c.env.DB))) satisfies GetAnswer<"/api/admin/site/reply-templates">,
  )
  .put("/reply-templates", validateJson(leadReplyTemplatesInput), async (c) => {
    const saved = await saveReplyTemplates(database(c.env.DB), c.req.valid("json"), currentActor(c));
    return c.json(saved) satisfies GetAnswer<"/api/admin/site/reply-templates">;
  });
