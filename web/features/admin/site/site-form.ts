import type { SiteSettingsAnswer } from "@schema/api";
import { siteSettingsInput, socialUrlField } from "@schema/inputs";
import { SOCIAL_NETWORKS } from "@schema/site";
import { z } from "@schema/zod";
import { thenValidateWith } from "../form-values";

/** The stats an admin may set, as the form names them. */
export const STAT_FIELDS = [
  { name: "statLanguages", label: "Languages", hint: "Empty: the languages of the published sessions." },
  { name: "statTeachers", label: "Teachers", hint: "Empty: the teachers who signed up (join form)." },
  { name: "statLearners", label: "Learners", hint: "Empty: learners who signed up or had a spot approved." },
  { name: "statSuccessRate", label: "Success rate (%)", hint: "Empty: not shown (no data measures it)." },
  {
    name: "statMinimumCount",
    label: "Smallest count shown",
    hint: "Teachers or learners below this number are not shown (a small figure undercuts trust). Empty: any count.",
  },
] as const;

/** How long a freed seat's offer stays open (worker/spots/offers.ts): a number of hours, empty for the default. */
export const OFFER_WINDOW_FIELD = {
  name: "offerWindowHours",
  label: "Offer window (hours)",
  hint: "A freed seat is offered to the next person on the waitlist for this long (never later than 2 hours before the session).",
} as const;

const NUMBER_FIELDS = [...STAT_FIELDS.map((field) => field.name), OFFER_WINDOW_FIELD.name] as const;

const SOCIAL_FIELDS = SOCIAL_NETWORKS.map((network) => socialUrlField(network.id));
const TEXT_FIELDS = ["contactPhone", "contactEmail", "whatsappNumber", "memberAppUrl", ...SOCIAL_FIELDS] as const;

/** A stat's or the offer window's box: empty is "not set" (null), anything else must be the number the API checks. */
const statText = z.string().transform((text) => (text.trim() === "" ? null : Number(text.trim())));

/** The form's text boxes, turned into the API's input and checked with its own schema. */
export const siteSettingsForm = z
  .object({
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, z.string()])),
    ...Object.fromEntries(NUMBER_FIELDS.map((name) => [name, statText])),
  })
  .transform(thenValidateWith(siteSettingsInput));

type SiteFormValues = Record<(typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number], string>;

/** The stored settings as the form's text: empty where not set. */
export function siteFormValues(settings: SiteSettingsAnswer): SiteFormValues {
  return Object.fromEntries(
    [...TEXT_FIELDS, ...NUMBER_FIELDS].map((name) => [name, String(settings[name] ?? "")]),
  ) as SiteFormValues;
}
