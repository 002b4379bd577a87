import { Hono } from "hono";
import { seoSettingsInput } from "../../schema/inputs";
import { adminGuards } from "../admin/guards";
import { currentActor } from "../audit/record";
import { assertRecentSignIn } from "../auth/middleware";
import { database } from "../db";
import type { AppBindings } from "../env";
import type { GetAnswer } from "../http/answer";
import { validateJson } from "../http/validate";
import { changesSnippets, readSeoSettings, saveSeoSettings } from "../site/seo-settings";

/** Mounted at /api/seo: public read (the landing page's geo section, the head), admin save. */
export const seoRoutes = new Hono<AppBindings>()
  .get("/", async (c) => c.json((await readSeoSettings(c.env)) ?? {}) satisfies GetAnswer<"/api/seo">)
  .put("/", ...adminGuards, validateJson(seoSettingsInput), async (c) => {
    const db = database(c.env.DB);
    const input = c.req.valid("json");
    // The snippets put script on every public page: a browser left signed in must not change them.
    if (await changesSnippets(db, input)) assertRecentSignIn(c, "change the head and body scripts");
    return c.json(await saveSeoSettings(db, c.env, input, currentActor(c))) satisfies GetAnswer<"/api/seo">;
  });
