import { Hono } from "hono";
import type { AppBindings } from "../env";
import { indexNowKey } from "./key";

/**
 * `/<key>.txt` at the site's root, holding the key: how a search engine checks that the pings
 * come from the site's owner (the pings name it as their keyLocation). Any other name goes on to
 * the pages, like every unknown path.
 */
export const indexNowKeyFile = new Hono<AppBindings>().get("/:file{[a-zA-Z0-9-]{8,128}\\.txt}", async (c, next) => {
  const key = indexNowKey(c.env);
  if (!key || c.req.param("file") !== `${key}.txt`) return next();
  return c.text(key, 200, { "Cache-Control": "public, max-age=3600" });
});
