import {
  loadSession,
  noStore,
  requireAdmin,
  requireOwnPassword,
  requireSecondFactorWhereMandatory,
} from "../auth/middleware";
import { adminBodyLimit, jsonBodiesOnly } from "../http/limits";
import { sameOriginWrites } from "../http/origin";

/**
 * What every back-office route goes through (/api/admin/*, and the SEO save at /api/seo), in this
 * order: its answers, refusals included, are never stored by a cache; a write comes from this
 * site; a body is JSON of at most 512 KB (a newsletter in three languages, the SEO settings'
 * scripts; 10 MB for a subscribers' CSV import); the session is an admin's (401 signed out, 403 another role) and, where a second
 * factor is required, one who has set one up (403 until then, but for their account page); one
 * whose password another admin chose first chooses their own (403 until then, but for that).
 */
export const adminGuards = [
  noStore,
  sameOriginWrites,
  adminBodyLimit,
  jsonBodiesOnly,
  loadSession,
  requireAdmin,
  requireOwnPassword,
  requireSecondFactorWhereMandatory,
] as const;
