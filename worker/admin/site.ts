import { Hono } from "hono";
import { siteSettingsInput } from "../../schema/inputs";
import { currentActor } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { validateJson } from "../http/validate";
import { invalidatePublicReads } from "../public/cached-reads";
import { readSiteSettings, saveSiteSettings } from "../site/settings";

/**
 * Mounted at /api/admin/site: the Site settings, read and saved whole. A save drops the cached
 * `/api/site` and the written pages that embed it, so the next page view shows the change.
 */
export const adminSite = new Hono<AppBindings>()
  .get("/", async (c) => c.json(await readSiteSettings(database(c.env.DB))) satisfies GetAnswer<"/api/admin/site">)
  .put("/", validateJson(siteSettingsInput), async (c) => {
    const saved = await saveSiteSettings(database(c.env.DB), c.req.valid("json"), currentActor(c));
    await invalidatePublicReads(c.env, "/api/site");
    return c.json(saved) satisfies GetAnswer<"/api/admin/site">;
  });
