import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { leadInput } from "../../schema/inputs";
import { database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import { ApiError } from "../http/errors";
import { validateJson } from "../http/validate";
import { submitLead } from "../leads/submit";
import { publicFormGuards } from "./form-guards";

/**
 * The hidden `website` field is left empty by people and filled by bots. Checked before
 * validation, so a bot learns nothing about the other fields, and nothing is stored.
 */
const refuseBots = createMiddleware<AppBindings>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  const website = body && typeof body === "object" && "website" in body ? body.website : undefined;
  if (website !== undefined && website !== null && website !== "") {
    throw new ApiError(400, "bot_detected", "Bot detected");
  }
  await next();
});

/** Mounted at /api/leads: the join forms (learner, teacher, café owner) and the contact form. */
export const publicLeads = new Hono<AppBindings>().post(
  "/",
  ...publicFormGuards("leads"),
  refuseBots,
  validateJson(leadInput),
  async (c) => {
    const created = await submitLead(database(c.env.DB), c.req.valid("json"), c.env.TEAM_EMAIL);
    deliverSoon(c);
    return c.json(created, 201);
  },
);
