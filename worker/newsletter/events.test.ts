import { describe, expect, it } from "vitest";
import { emailOutbox, newsletterCampaignEvent } from "../../schema/tables";
import { queueEmail } from "../email/outbox";
import { suppress } from "../email/suppression";
import { deliverAll, inbox, startCampaign } from "../test/campaign-desk";
import { db } from "../test/helpers";
import { addSubscribers, pressLinkButton, unsubscribeTokenOf } from "../test/newsletter";
import { expandCampaigns } from "./expand";

const events = () =>
  db()
    .select({
      campaignId: newsletterCampaignEvent.campaignId,
      event: newsletterCampaignEvent.event,
      locale: newsletterCampaignEvent.locale,
    })
    .from(newsletterCampaignEvent)
    .orderBy(newsletterCampaignEvent.id);

/** The unsubscribe token in the footer of the last issue an address received. */
const footerToken = (received: ReturnType<typeof inbox>["received"], email: string) =>
  /\/unsubscribe-newsletter\/([^\s"<>?]+)/.exec(received.get(email)!.at(-1)!.text)![1]!;

describe("what readers did after a campaign", () => {
  it("credits an unsubscribe to the last campaign sent to the reader, in its language, once", async () => {
    await addSubscribers(3);
    const { received, transport } = inbox();
    await startCampaign({ subjectEn: "First" });
    await deliverAll(transport);
    const { campaign: last } = await startCampaign({ subjectEn: "Second" });
    await deliverAll(transport);
    // A third is queued for them but not sent yet: it is not what they are leaving after.
    await startCampaign({ subjectEn: "Third" });

    const token = footerToken(received, "reader1@example.tn");
    expect((await pressLinkButton("unsubscribe", token)).status).toBe(303);
    expect(await events()).toEqual([{ campaignId: last.id, event: "unsubscribed", locale: "fr" }]);
    // A second click finds nobody to unsubscribe, and counts nothing more.
    expect((await pressLinkButton("unsubscribe", token)).status).toBe(404);
    expect(await events()).toHaveLength(1);
  });

  it("counts nothing for an address never sent a campaign: a test send or an issue still queued is none", async () => {
    await addSubscribers(2);
    await queueEmail(db(), {
      kind: "newsletter_test",
      to: "reader0@example.tn",
      locale: "en",
      subject: "[Test] News",
      html: "<p>News</p>",
      text: "News",
      dedupeKey: "newsletter_test:1",
    });
    await deliverAll(inbox().transport);
    await startCampaign();
    await expandCampaigns(db());

    expect((await pressLinkButton("unsubscribe", await unsubscribeTokenOf("reader0@example.tn"))).status).toBe(303);
    await suppress(db(), [{ email: "reader1@example.tn", reason: "bounced" }]);
    expect(await events()).toEqual([]);
    const rows = await db().select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ["newsletter_test", "sent"],
      ["newsletter_issue", "suppressed"],
      ["newsletter_issue", "suppressed"],
    ]);
  });

  it("credits a bounce and a complaint to the last campaign sent to the address, each address once per reason", async () => {
    await addSubscribers(3);
    const { transport } = inbox();
    const { campaign } = await startCampaign();
    await deliverAll(transport);

    await suppress(db(), [
      { email: "Reader0@example.tn", reason: "bounced" },
      { email: "reader2@example.tn", reason: "complained" },
      { email: "stranger@example.tn", reason: "complained" },
    ]);
    // Reported again: already counted. A bounce after a complaint changes nothing either.
    await suppress(db(), [
      { email: "reader0@example.tn", reason: "bounced" },
      { email: "reader2@example.tn", reason: "bounced" },
    ]);
    // A complaint after a bounce is news.
    await suppress(db(), [{ email: "reader0@example.tn", reason: "complained" }]);
    expect(await events()).toEqual([
      { campaignId: campaign.id, event: "bounced", locale: "en" },
      // reader2 reads Arabic; the campaign has no Arabic, so English is what they were sent.
      { campaignId: campaign.id, event: "complained", locale: "en" },
      { campaignId: campaign.id, event: "complained", locale: "en" },
    ]);
  });
});
