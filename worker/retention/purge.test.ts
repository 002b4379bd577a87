import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminUser,
  auditEntry,
  authSession,
  emailAttachment,
  emailOutbox,
  loginThrottle,
  newsletterSubscriber,
  trustedDevice,
  webauthnChallenge,
  webhookReceipt,
} from "../../schema/tables";
import { drainOutbox } from "../email/drain";
import { queueEmailWithAttachments } from "../email/outbox";
import { postJson } from "../test/admins";
import { db } from "../test/helpers";
import { PURGE_BATCH, purgeExpiredData } from "./purge";

const DAY = 24 * 3_600_000;
const inDays = (days: number) => Date.now() + days * DAY;

async function queue(key: string, to = `${key}@example.tn`) {
  const [email, ...attachments] = queueEmailWithAttachments(db(), {
    kind: "lead_copy",
    to,
    locale: "en",
    subject: `Copy ${key}`,
    html: `<a href="https://cafetalk.tn/confirm-newsletter/secret-${key}">link</a>`,
    text: `secret-${key}`,
    headers: { "List-Unsubscribe": `<https://cafetalk.tn/u/secret-${key}>` },
    attachments: [{ filename: "spot.ics", contentType: "text/calendar", content: btoa(`secret-${key}`) }],
    dedupeKey: key,
  });
  await db().batch([email!, ...attachments]);
}
const row = async (key: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)))[0];

describe("the retention purge", () => {
  it("clears a sent email's body, headers and attachments after 30 days, and keeps who, what kind, when and its status", async () => {
    await queue("sent");
    await drainOutbox(env);
    await queue("pending");
    const sent = (await row("sent"))!;

    await purgeExpiredData(db(), inDays(29));
    expect((await row("sent"))!.html).toContain("secret-sent");

    const report = await purgeExpiredData(db(), inDays(31));
    expect(report.sentEmailContents).toBe(1);
    expect(await row("sent")).toMatchObject({
      recipient: "sent@example.tn",
      kind: "lead_copy",
      status: "sent",
      createdAt: sent.createdAt,
      sentAt: sent.sentAt,
      html: "",
      text: "",
      headers: {},
    });
    expect(report.sentEmailAttachments).toBe(1);
    const kept = await db().select().from(emailAttachment);
    // Not sent yet: nothing is taken from it.
    expect((await row("pending"))!.text).toBe("secret-pending");
    expect(kept.map((file) => file.emailId)).toEqual([(await row("pending"))!.id]);
  });

  it("forgets who a sent email went to and what it was about after 90 days; its kind, dates and status stay", async () => {
    await queue("plain", "plain@example.tn");
    await queue("newsletter_confirmation:named@example.tn:new", "named@example.tn");
    await drainOutbox(env);
    const sent = await db().select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(sent.map((r) => r.status)).toEqual(["sent", "sent"]);

    expect((await purgeExpiredData(db(), inDays(89))).sentEmailRecipients).toBe(0);
    expect((await db().select().from(emailOutbox)).map((r) => r.recipient).sort()).toEqual([
      "named@example.tn",
      "plain@example.tn",
    ]);

    expect((await purgeExpiredData(db(), inDays(91))).sentEmailRecipients).toBe(2);
    const kept = await db().select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(kept).toMatchObject(
      sent.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: "sent",
        createdAt: r.createdAt,
        sentAt: r.sentAt,
        recipient: "",
        subject: "",
      })),
    );
    // A key that names the address goes too; any other still guards against sending twice.
    expect(kept.map((r) => r.dedupeKey)).toEqual(["plain", `forgotten:${sent[1]!.id}`]);
    expect(JSON.stringify(kept)).not.toMatch(/example\.tn|Copy/);
    expect((await purgeExpiredData(db(), inDays(92))).sentEmailRecipients).toBe(0);
  });

  it("deletes failed and withheld emails after 90 days", async () => {
    await queue("dead");
    await queue("suppressed");
    await queue("sent");
    await db().update(emailOutbox).set({ status: "dead" }).where(eq(emailOutbox.dedupeKey, "dead"));
    await db().update(emailOutbox).set({ status: "suppressed" }).where(eq(emailOutbox.dedupeKey, "suppressed"));
    await db().update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.dedupeKey, "sent"));

    expect((await purgeExpiredData(db(), inDays(89))).unsentEmails).toBe(0);
    expect((await purgeExpiredData(db(), inDays(91))).unsentEmails).toBe(2);
    expect((await db().select().from(emailOutbox)).map((r) => r.dedupeKey)).toEqual(["sent"]);
  });

  it("forgets sign-ups never confirmed after 30 days, clears expired links, and keeps subscribers", async () => {
    await postJson("/api/newsletter", { email: "never@example.tn" });
    await postJson("/api/newsletter", { email: "reader@example.tn" });
    await db()
      .update(newsletterSubscriber)
      .set({ isActive: true })
      .where(eq(newsletterSubscriber.email, "reader@example.tn"));

    // After a week the link has expired: its digest goes, the sign-up stays a while.
    const week = await purgeExpiredData(db(), inDays(8));
    expect(week.expiredConfirmationTokens).toBe(1);
    const [never] = await db()
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, "never@example.tn"));
    expect(never!.confirmationTokenHash).toBeNull();

    expect((await purgeExpiredData(db(), inDays(31))).unconfirmedSubscribers).toBe(1);
    expect((await db().select().from(newsletterSubscriber)).map((s) => s.email)).toEqual(["reader@example.tn"]);
  });

  it("keeps an unconfirmed sign-up whose new link is still valid", async () => {
    await postJson("/api/newsletter", { email: "late@example.tn" });
    await db()
      .update(newsletterSubscriber)
      .set({ confirmationExpiresAt: new Date(inDays(35)) });
    expect((await purgeExpiredData(db(), inDays(31))).unconfirmedSubscribers).toBe(0);
  });

  it("sends a new link to a sign-up whose expired link was purged, each time", async () => {
    await postJson("/api/newsletter", { email: "again@example.tn" });
    for (let round = 1; round <= 2; round++) {
      await db()
        .update(newsletterSubscriber)
        .set({ confirmationExpiresAt: new Date(Date.now() - round * 1000) });
      await purgeExpiredData(db());
      expect((await postJson("/api/newsletter", { email: "again@example.tn" })).status).toBe(200);
    }
    const confirmations = await db().select().from(emailOutbox).where(eq(emailOutbox.recipient, "again@example.tn"));
    expect(confirmations).toHaveLength(3);
  });

  it("deletes sign-in counters once they no longer count, expired sessions and trusted browsers, stale webhook receipts", async () => {
    const [admin] = await db().insert(adminUser).values({ email: "a@cafetalk.tn", passwordHash: "x" }).returning();
    await db()
      .insert(loginThrottle)
      .values([
        { key: "pair:old", failures: 3, updatedAt: new Date(inDays(-2)) },
        { key: "pair:recent", failures: 3, updatedAt: new Date() },
        { key: "account:locked", failures: 500, updatedAt: new Date(inDays(-2)), lockedUntil: new Date(inDays(1)) },
      ]);
    await db()
      .insert(authSession)
      .values([
        {
          id: "expired",
          adminUserId: admin!.id,
          expiresAt: new Date(inDays(-1)),
          absoluteExpiresAt: new Date(inDays(5)),
        },
        { id: "live", adminUserId: admin!.id, expiresAt: new Date(inDays(1)), absoluteExpiresAt: new Date(inDays(5)) },
      ]);
    await db()
      .insert(trustedDevice)
      .values([
        { id: "old", adminUserId: admin!.id, expiresAt: new Date(inDays(-1)) },
        { id: "new", adminUserId: admin!.id, expiresAt: new Date(inDays(80)) },
      ]);
    await db()
      .insert(webhookReceipt)
      .values([
        { signatureDigest: "stale", receivedAt: new Date(Date.now() - 11 * 60_000) },
        { signatureDigest: "fresh", receivedAt: new Date() },
      ]);

    await db()
      .insert(webauthnChallenge)
      .values([
        { digest: "unanswered", expiresAt: new Date(Date.now() - 1000) },
        { digest: "pending", expiresAt: new Date(Date.now() + 60_000) },
      ]);

    expect(await purgeExpiredData(db())).toMatchObject({
      throttleCounters: 1,
      expiredSessions: 1,
      expiredTrustedDevices: 1,
      webhookReceipts: 1,
      passkeyChallenges: 1,
    });
    expect((await db().select().from(webauthnChallenge)).map((r) => r.digest)).toEqual(["pending"]);
    expect((await db().select().from(loginThrottle)).map((r) => r.key).sort()).toEqual([
      "account:locked",
      "pair:recent",
    ]);
    expect((await db().select().from(authSession)).map((r) => r.id)).toEqual(["live"]);
    expect((await db().select().from(trustedDevice)).map((r) => r.id)).toEqual(["new"]);
    expect((await db().select().from(webhookReceipt)).map((r) => r.signatureDigest)).toEqual(["fresh"]);
  });

  it("keeps the audit log a year, then deletes its entries", async () => {
    await db()
      .insert(auditEntry)
      .values([
        { action: "sign_in", actorEmail: "old@cafetalk.tn", at: new Date(inDays(-366)) },
        { action: "sign_in", actorEmail: "recent@cafetalk.tn", at: new Date(inDays(-364)) },
      ]);
    expect((await purgeExpiredData(db())).auditEntries).toBe(1);
    expect((await db().select().from(auditEntry)).map((r) => r.actorEmail)).toEqual(["recent@cafetalk.tn"]);
  });

  it("works in bounded batches: a backlog goes over several runs", async () => {
    const rows = Array.from({ length: PURGE_BATCH * 2 + 100 }, (_, i) => ({
      key: `pair:${i}`,
      failures: 1,
      updatedAt: new Date(inDays(-2)),
    }));
    for (let i = 0; i < rows.length; i += 25)
      await db()
        .insert(loginThrottle)
        .values(rows.slice(i, i + 25));
    const counts = [];
    for (let run = 0; run < 4; run++) counts.push((await purgeExpiredData(db())).throttleCounters);
    expect(counts).toEqual([PURGE_BATCH, PURGE_BATCH, 100, 0]);
  });
});
