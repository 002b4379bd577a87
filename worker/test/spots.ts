/** Opening and posting to a person's spot page in tests, as their browser would. */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { auditEntry, emailOutbox, sessionRequest } from "../../schema/tables";
import { spotLinkToken, spotPagePath } from "../spots/link";
import { sameOrigin } from "./admins";
import { call, db } from "./helpers";

type Row = typeof sessionRequest.$inferSelect;

export const tokenOf = (row: Pick<Row, "linkKey">) => spotLinkToken(env.SPOT_LINK_SECRET, row.linkKey!);

/** The page of a token, with `query` (e.g. "?lang=ar"). */
export const openPage = (token: string, query = "", headers: HeadersInit = {}) =>
  call(`${spotPagePath(token)}${query}`, { headers });

/** A form of the page posted from the page itself. */
export const postForm = (token: string, action: "cancel" | "claim", headers: HeadersInit = sameOrigin) =>
  call(`${spotPagePath(token)}/${action}`, { method: "POST", headers });

/** The `?done=` a form's answer sends the browser back with. */
export const doneOf = (res: Response) => new URL(res.headers.get("Location")!, "http://x").searchParams.get("done");

export const requestRow = async (id: number) =>
  (await db().select().from(sessionRequest).where(eq(sessionRequest.id, id)))[0]!;

export const emailsOf = (kind: string) => db().select().from(emailOutbox).where(eq(emailOutbox.kind, kind));

export const auditOf = (action: "cancelled_by_person" | "seat_claimed") =>
  db().select().from(auditEntry).where(eq(auditEntry.action, action));

/** Gives the request a freed seat to claim until `until`. */
export const offer = (id: number, until: Date) =>
  db().update(sessionRequest).set({ offerExpiresAt: until }).where(eq(sessionRequest.id, id));

/** The same token with its last character changed: a link typed or copied wrong, or forged. */
export const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;

/** A page's HTML with the escapes `html` writes for quotes and ampersands read back. */
export const textOf = async (res: Response) =>
  (await res.text())
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
