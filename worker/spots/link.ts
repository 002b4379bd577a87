/**
 * Each spot request's own link, carried by every email about it (received, approved, waitlisted,
 * offer, reminder, change): `/spot/<key>.<mac>`, where the key is a random value stored on the
 * request (its lookup, `link_key`) and the mac an HMAC-SHA256 of it under SPOT_LINK_SECRET, a
 * secret D1 never holds. The server rebuilds the link for any email from the row, so nothing
 * that opens the page is stored: a copy of the database opens no one's page
 * (docs/decisions/0026-spot-links.md).
 */
import { encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { sessionRequest } from "../../schema/tables";
import type { Database } from "../db";
import { publicUrl } from "../email/layout";
import { hmac } from "../newsletter/tokens";

/** 160 random bits, hex, as the migration that gave earlier requests theirs writes them. */
export function newLinkKey(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeHexLowerCase(bytes);
}

/** The first 160 bits of the HMAC, base32: as strong as the key, and a shorter link to tap. */
const MAC_LENGTH = 32;
const TOKEN = /^([0-9a-f]{40})\.([a-z2-7]{32})$/;

async function macOf(secret: string, linkKey: string): Promise<string> {
  if (!secret) throw new Error("SPOT_LINK_SECRET is not set");
  return (await hmac(secret, `spot-link:${linkKey}`)).slice(0, MAC_LENGTH);
}

/** The token of the link of the request with this key. */
export async function spotLinkToken(secret: string, linkKey: string): Promise<string> {
  return `${linkKey}.${await macOf(secret, linkKey)}`;
}

/** The page's path for a token: everything a person does with their request starts here. */
export const spotPagePath = (token: string) => `/spot/${token}`;

/** The person's page, as a full URL for an email, in the site's base. */
export async function spotPageUrl(baseUrl: string, secret: string, linkKey: string): Promise<string> {
  return publicUrl(baseUrl, spotPagePath(await spotLinkToken(secret, linkKey)));
}

/** Two strings compared in a time that does not tell how much of them matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export type SpotRequest = typeof sessionRequest.$inferSelect;

/**
 * The request a token opens, or null for anything else: malformed, tampered with, or of a request
 * erased or gone. Whoever holds a token reaches that one request and nothing more.
 */
export async function requestOfToken(db: Database, secret: string, token: string): Promise<SpotRequest | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, linkKey, mac] = match as unknown as [string, string, string];
  if (!sameText(mac, await macOf(secret, linkKey))) return null;
  const [request] = await db.select().from(sessionRequest).where(eq(sessionRequest.linkKey, linkKey)).limit(1);
  return request ?? null;
}
