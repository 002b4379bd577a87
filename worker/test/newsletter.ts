import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { Locale } from "../../schema/constants";
import { newsletterSubscriber } from "../../schema/tables";
import { issueContextOf, issueEmail } from "../newsletter/issue";
import { hmac } from "../newsletter/tokens";
import { tokenDigest } from "../secret-token";
import { sameOrigin } from "./admins";
import { call, db } from "./helpers";

/**
 * Presses the button of an emailed link's page: its form's POST from this site, as the browser
 * sends it. Done, it answers 303 back to the page; refused, the page saying why.
 */
export const pressLinkButton = (action: "confirm" | "unsubscribe", token: string) =>
  call(`/${action}-newsletter/${token}`, {
    method: "POST",
    headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
  });

/** The unsubscribe token in the footer of a newsletter rendered now for this address. */
export async function unsubscribeTokenOf(email: string): Promise<string> {
  const [reader] = await db().select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email));
  const issue = await issueEmail(sampleIssue, reader!, issueContextOf(env));
  return /\/unsubscribe-newsletter\/([^\s"<>?]+)/.exec(issue.text)![1]!;
}

/**
 * An active subscriber as signed up before the tokens named the subscriber: the token mailed to
 * them then was an HMAC of their address, and only its digest was kept. Answers that token.
 */
export async function addSubscriberOfBefore(email: string, consentAt = new Date(1_700_000_000_000)) {
  const token = await hmac(env.NEWSLETTER_TOKEN_SECRET, `unsubscribe:${email}:${consentAt.getTime()}`);
  await db()
    .insert(newsletterSubscriber)
    .values({ email, isActive: true, consentAt, unsubscribeTokenHash: tokenDigest(token) });
  return token;
}

const LOCALES: Locale[] = ["en", "fr", "ar"];

/** `reader{i}@example.tn`, in en, fr and ar in turn; inserted in batches under D1's parameter limit. */
export async function addSubscribers(count: number, { active = true, consentAt = new Date(1_700_000_000_000) } = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `reader${i}@example.tn`,
    locale: LOCALES[i % 3]!,
    isActive: active,
    consentAt,
    unsubscribeTokenHash: `hash-${i}`,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += 14)
    inserts.push(
      db()
        .insert(newsletterSubscriber)
        .values(rows.slice(i, i + 14)),
    );
  const [first, ...rest] = inserts;
  if (first) await db().batch([first, ...rest]);
}

/** A campaign in English and French, Arabic left empty (its readers get English). */
export const sampleIssue = {
  subjectEn: "Our first sessions",
  bodyEn: "Hello!\n\nSessions start **next week**.",
  subjectFr: "Nos premières séances",
  bodyFr: "Bonjour !\n\nLes séances commencent la semaine prochaine.",
  subjectAr: "",
  bodyAr: "",
};
