import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CampaignReport } from "../../schema/api";
import { emailOutbox, newsletterCampaign } from "../../schema/tables";
import { suppress } from "../email/suppression";
import { adminClient } from "../test/admins";
import { deliverAll, inbox, startCampaign } from "../test/campaign-desk";
import { db, json } from "../test/helpers";
import { addSubscribers, pressLinkButton } from "../test/newsletter";
import { expandCampaigns } from "./expand";

const zero = { queued: 0, sent: 0, failed: 0, bounced: 0, complained: 0, unsubscribed: 0 };

type Client = Awaited<ReturnType<typeof adminClient>>;

async function reportOf(client: Client, id: number) {
  const res = await client(`/api/admin/newsletter/campaigns/${id}/report`);
  expect(res.status).toBe(200);
  return json<CampaignReport>(res);
}

describe("a campaign's report", () => {
  it("counts what its emails became per reader's language, and its sends per hour on Tunis's clock", async () => {
    // reader0, reader3 read English; reader1, reader4 French; reader2, reader5 Arabic (sent in English).
    await addSubscribers(6);
    const client = await adminClient();
    const { campaign } = await startCampaign();
    await expandCampaigns(db());
    await db().update(emailOutbox).set({ status: "dead" }).where(eq(emailOutbox.recipient, "reader3@example.tn"));
    const { received, transport } = inbox();
    await deliverAll(transport);
    // 23:59 on 1 March in Tunis, and ten past midnight on the 2nd.
    await db()
      .update(emailOutbox)
      .set({ sentAt: new Date("2026-03-01T22:59:00Z") })
      .where(eq(emailOutbox.recipient, "reader0@example.tn"));
    await db()
      .update(emailOutbox)
      .set({ sentAt: new Date("2026-03-01T23:10:00Z") })
      .where(eq(emailOutbox.recipient, "reader1@example.tn"));
    const token = /\/unsubscribe-newsletter\/([^\s"<>?]+)/.exec(received.get("reader1@example.tn")![0]!.text)![1]!;
    await pressLinkButton("unsubscribe", token);
    await suppress(db(), [
      { email: "reader4@example.tn", reason: "bounced" },
      { email: "reader2@example.tn", reason: "complained" },
    ]);

    const report = await reportOf(client, campaign.id);
    expect(report.byLocale).toEqual({
      en: { ...zero, sent: 3, failed: 1, complained: 1 },
      fr: { ...zero, sent: 2, unsubscribed: 1, bounced: 1 },
      ar: zero,
    });
    expect(report.total).toEqual({ ...zero, sent: 5, failed: 1, bounced: 1, complained: 1, unsubscribed: 1 });
    const hours = report.timeline.map((slot) => slot.hour);
    expect(hours.slice(0, 2)).toEqual(["2026-03-01T23:00", "2026-03-02T00:00"]);
    expect(report.timeline.slice(0, 2).map((slot) => slot.sent)).toEqual([1, 1]);
    expect(report.timeline.reduce((sum, slot) => sum + slot.sent, 0)).toBe(5);
    expect(hours).toEqual([...hours].sort());
    expect(report.campaign).toMatchObject({
      id: campaign.id,
      subject: campaign.subjectEn,
      recipients: 6,
      queued: 0,
      sent: 5,
      failed: 1,
    });
  });

  it("counts recipients not queued yet as queued, in the language they will get, while it sends or is paused", async () => {
    await addSubscribers(9);
    const client = await adminClient();
    const { campaign } = await startCampaign({
      audience: { locales: ["fr", "ar"], leadTypes: [], cities: [], sessions: null },
    });
    const before = await reportOf(client, campaign.id);
    // Arabic readers will get the English issue: this campaign has no Arabic.
    expect(before.byLocale).toEqual({ en: { ...zero, queued: 3 }, fr: { ...zero, queued: 3 }, ar: zero });
    expect(before.total.queued).toBe(6);
    expect(before.campaign).toMatchObject({ recipients: 6, queued: 6 });

    await expandCampaigns(db(), { limit: 2 });
    await db().update(newsletterCampaign).set({ status: "paused" }).where(eq(newsletterCampaign.id, campaign.id));
    const paused = await reportOf(client, campaign.id);
    expect(paused.total.queued).toBe(6);
    expect(paused.byLocale.fr.queued + paused.byLocale.en.queued).toBe(6);

    await db().update(newsletterCampaign).set({ status: "cancelled" }).where(eq(newsletterCampaign.id, campaign.id));
    expect((await reportOf(client, campaign.id)).total.queued).toBe(2);
  });

  it("answers 404 for a campaign that does not exist", async () => {
    const res = await (await adminClient())("/api/admin/newsletter/campaigns/999/report");
    expect(res.status).toBe(404);
  });
});
