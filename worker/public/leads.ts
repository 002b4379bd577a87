import { Hono } from "hono";
import { leadInput } from "../../schema/inputs";
import { database } from "../db";
import { deliverSoon } from "../email/deliver";
import type { AppBindings } from "../env";
import { refuseBots } from "../http/honeypot";
import { validateJson } from "../http/validate";
import { submitLead } from "../leads/submit";
import { publicFormGuards } from "./form-guards";

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
