import { createMiddleware } from "hono/factory";
import { BOT_DETECTED, honeypotFilled } from "../../schema/inputs";
import type { AppBindings } from "../env";
import { visitorError } from "./errors";

/**
 * Refuses a public form whose hidden honeypot field is filled. It runs before validation, so a
 * bot learns nothing about the other fields, and nothing is stored or sent.
 */
export const refuseBots = createMiddleware<AppBindings>(async (c, next) => {
  if (honeypotFilled(await c.req.json().catch(() => null))) throw visitorError(400, BOT_DETECTED.code);
  await next();
});
