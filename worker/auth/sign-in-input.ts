import type { Context } from "hono";
import { z } from "../../schema/zod";

const DEFAULT_AFTER_LOGIN = "/admin";

/** Longer `next` values are no page of this site; they go to the default. */
const NEXT_MAX_LENGTH = 2048;

/** The back office's own pages: the only ones a sign-in returns to. */
const isBackOfficePage = (url: URL) =>
  url.pathname === DEFAULT_AFTER_LOGIN || url.pathname.startsWith(`${DEFAULT_AFTER_LOGIN}/`);

/**
 * Where to go after sign-in: only a back-office page (/admin…) of this origin, else /admin; the
 * rest of the site needs no sign-in, and an API path is no page to land on. `next` is resolved the way a
 * browser resolves a Location header (the WHATWG URL parser drops tabs and newlines, reads `\` as
 * `/`, `https:evil` as a URL, `/.//evil` as the path `//evil`), so `/<TAB>/evil.example` is seen as
 * the other site it is. The answer is the resolved path, query and fragment, percent-encoded by the
 * parser: printable ASCII, safe in a header and in HTML, and checked to resolve back to the same URL.
 */
export function safeNext(next: unknown, origin: string): string {
  if (typeof next !== "string" || !next.trim() || next.length > NEXT_MAX_LENGTH) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== origin || !isBackOfficePage(url)) return DEFAULT_AFTER_LOGIN;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // A path such as `//evil.example` (from `/.//evil.example`) would leave the site once sent alone.
  if (target.length > NEXT_MAX_LENGTH || new URL(target, origin).href !== url.href) return DEFAULT_AFTER_LOGIN;
  return target;
}

export const requestOrigin = (c: Context) => new URL(c.req.url).origin;

/** A sign-in form's `next`: anything but a string (a number, an array) is ignored, not a failure. */
export const nextField = z.string().optional().catch(undefined);

/**
 * A sign-in step's fields, posted as a browser form or as JSON. Anything unreadable (a malformed
 * multipart body, an array, a number, nonsense) reads as `empty`, and so fails as a wrong answer.
 */
export async function readSignInForm<T extends z.ZodType<object>>(c: Context, schema: T, empty: z.output<T>) {
  const type = c.req.header("Content-Type") ?? "";
  const raw = type.includes("application/json")
    ? await c.req.json().catch(() => ({}))
    : type.includes("form")
      ? // A malformed form (a multipart body without its boundary, say) reads as an empty one.
        Object.fromEntries(
          Object.entries(await c.req.parseBody().catch(() => ({}))).map(([k, v]) => [
            k,
            typeof v === "string" ? v : "",
          ]),
        )
      : {};
  const parsed = schema.safeParse(raw);
  const fields: z.output<T> = parsed.success ? parsed.data : empty;
  return { ...fields, wantsJson: type.includes("application/json") };
}
