import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../env";
import { clientAddress } from "./client-address";
import { clientKey } from "./client-key";
import { ApiError, visitorError } from "./errors";

const KB = 1024;
/**
 * Public forms carry a few fields; admin payloads may carry a newsletter in three languages; a
 * subscribers' import, a CSV of up to some 50,000 rows (schema/inputs.ts, NEWSLETTER_IMPORT_MAX_CHARS).
 */
const BODY_LIMITS = { public: 32 * KB, admin: 512 * KB, import: 10 * 1024 * KB } as const;
const IMPORT_PATH = "/api/admin/newsletter/subscribers/import";

const tooLarge = () => {
  throw visitorError(413, "payload_too_large");
};
export const publicBodyLimit = bodyLimit({ maxSize: BODY_LIMITS.public, onError: tooLarge });
const adminLimit = bodyLimit({ maxSize: BODY_LIMITS.admin, onError: tooLarge });
const importLimit = bodyLimit({ maxSize: BODY_LIMITS.import, onError: tooLarge });
export const adminBodyLimit = createMiddleware<AppBindings>((c, next) =>
  (c.req.path === IMPORT_PATH ? importLimit : adminLimit)(c, next),
);

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

/**
 * The API speaks JSON: anything else in a request body is refused with 415. Not on the routes
 * that take a browser or mail client's form (sign-in, one-click unsubscribe).
 */
export const jsonBodiesOnly = createMiddleware<AppBindings>(async (c, next) => {
  if (BODYLESS_METHODS.has(c.req.method)) return next();
  const hasBody =
    c.req.header("Content-Length") !== "0" &&
    (c.req.header("Content-Length") !== undefined || c.req.header("Transfer-Encoding") !== undefined);
  const type = c.req.header("Content-Type") ?? "";
  if (hasBody && !/^application\/json\b/i.test(type)) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  await next();
});

/**
 * Per-client limit on the submissions of one public form, on the route that takes them (Workers
 * Rate Limiting binding; wrangler simulates it locally). The key joins the form and the client
 * (its IPv4 address or IPv6 /64) so one form's spam does not block the others.
 */
export const formRateLimit = (form: string) =>
  createMiddleware<AppBindings>(async (c, next) => {
    const { success } = await c.env.FORM_RATE_LIMITER.limit({ key: `${form}:${clientKey(clientAddress(c))}` });
    if (!success) {
      c.header("Retry-After", "60");
      throw visitorError(429, "rate_limited");
    }
    await next();
  });
