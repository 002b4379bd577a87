import type { LeadType } from "../../../schema/constants";
import type { LeadInput } from "../../../schema/inputs";
import { renderEmail } from "../layout";
import type { RenderedEmail } from "../message";
import { RELAY_CAP, type RelayVerdict } from "../relay-cap";
import { leadDetails } from "./lead-details";

const TYPE_NAMES: Record<LeadType, string> = {
  learner: "learner",
  teacher: "teacher",
  cafe_owner: "café owner",
  contact: "contact message",
};

const SITE_LANGUAGES = { en: "English", fr: "French", ar: "Arabic" } as const;

/** Why the person got no copy, when they got none (relay-cap.ts). */
const NO_COPY: Record<Exclude<RelayVerdict, "send">, string> = {
  address_cap: `No copy of the submission was sent to this address: it already received ${RELAY_CAP.perAddress} emails from the website's forms in the last 24 hours, the most we send to an address someone typed.`,
  hourly_ceiling: `No copy of the submission was sent to this address: the website's forms already sent ${RELAY_CAP.perHour} emails to typed addresses in the last hour, the most they may send.`,
};

/** Tells the team (in English) that a form came in; replying answers the person directly. */
export function leadNotificationEmail(lead: LeadInput, copy: RelayVerdict = "send"): RenderedEmail {
  // One line: a name typed with line breaks must not reshape the subject.
  const name = lead.name.replace(/\s+/g, " ");
  return renderEmail({
    locale: "en",
    subject: `New ${TYPE_NAMES[lead.userType]}: ${name}`,
    preheader: `Submitted in ${SITE_LANGUAGES[lead.locale]}: reply to answer them directly.`,
    paragraphs: [
      `A new ${TYPE_NAMES[lead.userType]} form was submitted on the website in ${SITE_LANGUAGES[lead.locale]}.`,
      "Reply to this email to answer them directly.",
      ...(copy === "send" ? [] : [NO_COPY[copy]]),
    ],
    details: leadDetails(lead, "en"),
  });
}
