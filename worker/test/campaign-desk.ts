/** Campaigns started and delivered as the cron does it, for the desk's tests (segments, events, reports). */
import { env } from "cloudflare:workers";
import { max } from "drizzle-orm";
import type { CampaignAudience } from "../../schema/inputs";
import { newsletterCampaign, newsletterSubscriber } from "../../schema/tables";
import { drainOutbox } from "../email/drain";
import type { OutgoingEmail, Transport } from "../email/transports/types";
import { audienceSize } from "../newsletter/audience";
import { expandCampaigns } from "../newsletter/expand";
import { db } from "./helpers";
import { sampleIssue } from "./newsletter";

type CampaignRow = typeof newsletterCampaign.$inferInsert;

/**
 * A campaign started now, written as the lifecycle writes it: `sending`, to every subscriber of its
 * audience up to the newest, its count from `audienceSize`. The cron queues it from there.
 */
export async function startCampaign(values: Partial<CampaignRow> & { audience?: CampaignAudience | null } = {}) {
  const audience = values.audience ?? null;
  const [newest] = await db()
    .select({ id: max(newsletterSubscriber.id) })
    .from(newsletterSubscriber);
  const size = await audienceSize(db(), audience);
  const [campaign] = await db()
    .insert(newsletterCampaign)
    .values({
      ...sampleIssue,
      status: "sending",
      startedAt: new Date(),
      lastSubscriberId: newest?.id ?? 0,
      recipientCount: size.total,
      ...values,
      audience,
    })
    .returning();
  return { campaign: campaign!, size };
}

/** A capture transport that remembers what each address received. */
export function inbox() {
  const received = new Map<string, OutgoingEmail[]>();
  const transport: Transport = async (email) => {
    received.set(email.to, [...(received.get(email.to) ?? []), email]);
    return { ok: true, providerMessageId: `p-${crypto.randomUUID()}` };
  };
  return { received, transport };
}

/** Cron runs (queue the next recipients, then send) until nothing is left to do. */
export async function deliverAll(transport: Transport) {
  for (let run = 0; run < 100; run++) {
    const { queued } = await expandCampaigns(db());
    const report = await drainOutbox(env, { transport });
    if (queued === 0 && report.sent + report.retried + report.dead === 0) return;
  }
  throw new Error("the campaigns never finished");
}
