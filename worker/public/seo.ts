import { Hono } from "hono";
import { seoSettingsInput } from "../../schema/inputs";
import { adminGuards } from "../admin/guards";
import { currentActor } from "../audit/record";
import { database } from "../db";
import type { AppBindings } from "../env";
import { validateJson } from "../http/validate";
import { readSeoSettings, saveSeoSettings } from "../seo/settings";

/** Mounted at /api/seo: public read (the landing page's geo section, the head), admin save. */
export const seoRoutes = new Hono<AppBindings>()
  .get("/", async (c) => c.json((await readSeoSettings(c.env)) ?? {}))
  .put("/", ...adminGuards, validateJson(seoSettingsInput), async (c) =>
    c.json(await saveSeoSettings(database(c.env.DB), c.env.CACHE, c.req.valid("json"), currentActor(c))),
  );
