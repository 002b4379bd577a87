import type { CampaignAudienceSize, CampaignSummary } from "@schema/api";
import { type CampaignStatus, LOCALES } from "@schema/constants";
import type { CampaignAudience } from "@schema/inputs";
import { Badge } from "@web/components/ui/badge";
import { EMAIL_LANGUAGE_NAMES } from "../labels";
import { LEAD_TYPE_LABELS } from "../leads/lead-fields";
import { shortWhen } from "../when";

const NUMBER = new Intl.NumberFormat("en-GB");
export const formatCount = (n: number) => NUMBER.format(n);

const STATUS_TONES: Record<CampaignStatus, "neutral" | "blue" | "orange" | "yellow" | "green" | "red"> = {
  draft: "neutral",
  scheduled: "blue",
  sending: "orange",
  paused: "yellow",
  sent: "green",
  cancelled: "red",
};

/** A campaign's state in words: "Draft", "Scheduled for Sat 5 Dec, 10:00", "Sending 3/5"… */
function campaignStateText(campaign: CampaignSummary, now = new Date()): string {
  switch (campaign.status) {
    case "draft":
      return "Draft";
    case "scheduled":
      return campaign.scheduledAt ? `Scheduled for ${shortWhen(campaign.scheduledAt, now)}` : "Scheduled";
    case "sending":
      return `Sending ${formatCount(campaign.sent)}/${formatCount(campaign.recipients)}`;
    case "paused":
      return "Paused";
    case "sent":
      return "Sent";
    case "cancelled":
      return "Cancelled";
  }
}

export function CampaignStateBadge({ campaign }: { campaign: CampaignSummary }) {
  return <Badge tone={STATUS_TONES[campaign.status]}>{campaignStateText(campaign)}</Badge>;
}

/** A campaign's subject, or what says there is none yet. */
export const subjectText = (subject: string) => subject.trim() || "(no subject)";

/** Whether its emails began to go out: it has a report. */
export const hasStarted = (campaign: CampaignSummary) =>
  campaign.startedAt !== null || ["sending", "paused", "sent"].includes(campaign.status);

/** "1,284 subscribers: 812 en, 301 fr, 171 ar". */
export function audienceSizeText(size: CampaignAudienceSize): string {
  const perLocale = LOCALES.map((locale) => `${formatCount(size.byLocale[locale] ?? 0)} ${locale}`).join(", ");
  return `${formatCount(size.total)} subscriber${size.total === 1 ? "" : "s"}: ${perLocale}`;
}

const ACTIVITY_WORDS = { requested: "asked for a spot", approved: "had a spot approved" } as const;

/** Who an audience is, in one sentence: "All confirmed subscribers" or its criteria. */
export function audienceText(audience: CampaignAudience | null): string {
  if (!audience) return "All confirmed subscribers";
  const parts: string[] = [];
  if (audience.locales.length > 0)
    parts.push(`reading ${audience.locales.map((locale) => EMAIL_LANGUAGE_NAMES[locale]).join(" or ")}`);
  if (audience.leadTypes.length > 0)
    parts.push(`leads of type ${audience.leadTypes.map((type) => LEAD_TYPE_LABELS[type]).join(" or ")}`);
  if (audience.cities.length > 0) parts.push(`in ${audience.cities.join(" or ")}`);
  const sessions = audience.sessions;
  if (sessions) {
    const period = [sessions.from ? `from ${sessions.from}` : "", sessions.to ? `to ${sessions.to}` : ""]
      .filter(Boolean)
      .join(" ");
    parts.push(
      [`who ${ACTIVITY_WORDS[sessions.activity]}`, sessions.language ? `in a ${sessions.language} session` : "", period]
        .filter(Boolean)
        .join(" "),
    );
  }
  return parts.length === 0 ? "All confirmed subscribers" : `Confirmed subscribers ${parts.join(", ")}`;
}
