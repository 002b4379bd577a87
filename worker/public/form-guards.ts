import { humanCheck } from "../http/human-check";
import { formRateLimit, jsonBodiesOnly, publicBodyLimit } from "../http/limits";
import { sameOriginWrites } from "../http/origin";

/**
 * What a submission of a public form goes through before its handler, in this order: it comes
 * from this site, its body is JSON of at most 32 KB, its client is under the form's rate limit,
 * and (when Turnstile is on) it passes the human check: last, so a flood is refused before any
 * call to Turnstile.
 */
export const publicFormGuards = (form: "newsletter" | "session_requests" | "leads") =>
  [sameOriginWrites, publicBodyLimit, jsonBodiesOnly, formRateLimit(form), humanCheck] as const;
