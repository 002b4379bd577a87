import type { FaqEntry, PricingPlan, PublicSession, PublicSite } from "../../schema/api";
import { CURRENCY, type Locale } from "../../schema/constants";
import { SESSION_TIME_ZONE, tunisLocal, type WeekdayCode } from "../../schema/occurrences";
import { sessionCityName, sessionDescription, sessionTitle } from "../../schema/session-text";
import type { SeoSettings } from "../site/seo-settings";

/** The public reads the landing page's graph is made from (the same answers the page embeds). */
export interface LandingData {
  sessions: PublicSession[];
  faqs: FaqEntry[];
  plans: PricingPlan[];
  site: PublicSite;
}

/**
 * The Organization's contact details: the same Site settings the footer shows, only those set.
 * They win over the same keys in the admin's organization JSON, so the two never disagree.
 */
function organizationContact(site: PublicSite | undefined) {
  if (!site) return {};
  const sameAs = site.socialLinks.map((link) => link.url);
  return {
    ...(site.contactPhone ? { telephone: site.contactPhone } : {}),
    ...(site.contactEmail ? { email: site.contactEmail } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** An instant as Tunis's clock says it, with its offset: Tunisia keeps UTC+1 all year. */
const isoInTunis = (instant: Date) => `${tunisLocal(instant)}:00+01:00`;

/** schema.org's days of the week, as URLs. */
const SCHEMA_DAYS: Record<WeekdayCode, string> = {
  MO: "https://schema.org/Monday",
  TU: "https://schema.org/Tuesday",
  WE: "https://schema.org/Wednesday",
  TH: "https://schema.org/Thursday",
  FR: "https://schema.org/Friday",
  SA: "https://schema.org/Saturday",
  SU: "https://schema.org/Sunday",
};

/**
 * A weekly session's repetition as a schema.org Schedule: every week on its days, at its time,
 * for its duration, until its last day when it has one.
 */
function eventSchedule(session: PublicSession) {
  return {
    "@type": "Schedule",
    repeatFrequency: "P1W",
    byDay: session.repeatDays.map((day) => SCHEMA_DAYS[day]),
    // "2026-11-26T09:30" on Tunis's clock: the series' time of day.
    startTime: session.startsAt.slice(11, 16),
    duration: `PT${session.durationMinutes}M`,
    scheduleTimezone: SESSION_TIME_ZONE,
    ...(session.repeatUntil ? { endDate: session.repeatUntil } : {}),
  };
}

/**
 * One JSON-LD graph: the organisation, the site, and — on the landing page — an Event per
 * published session for its next occurrence (with its Schedule when weekly), and the FAQ of the
 * page's language.
 */
export function structuredData(options: {
  settings: SeoSettings | null;
  locale: Locale;
  base: string;
  landing: LandingData | null;
}) {
  const { settings, locale, base, landing } = options;
  const organization = {
    "@type": "Organization",
    "@id": `${base}#organization`,
    name: "Café Talk",
    url: base,
    ...(settings?.organizationSchema ?? {}),
    ...organizationContact(landing?.site),
  };
  const graph: Record<string, unknown>[] = [
    organization,
    {
      "@type": "WebSite",
      "@id": `${base}#website`,
      url: base,
      name: "Café Talk",
      inLanguage: locale,
      publisher: { "@id": `${base}#organization` },
    },
  ];
  if (!landing) return { "@context": "https://schema.org", "@graph": graph };

  const [plan] = landing.plans;
  const faqs = landing.faqs.filter((faq) => faq.language === locale);
  for (const session of landing.sessions) {
    const next = session.nextStarts[0] ? new Date(session.nextStarts[0]) : null;
    if (!next) continue; // no occurrence ahead to give search engines
    const end = new Date(next.getTime() + session.durationMinutes * 60_000);
    graph.push({
      "@type": "Event",
      name: sessionTitle(session, locale),
      description: sessionDescription(session, locale) ?? undefined,
      startDate: isoInTunis(next),
      endDate: isoInTunis(end),
      duration: `PT${session.durationMinutes}M`,
      ...(session.repeat === "weekly" ? { eventSchedule: eventSchedule(session) } : {}),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      inLanguage: session.language,
      maximumAttendeeCapacity: session.maxParticipants,
      location: {
        "@type": "Place",
        name: session.cafeName ?? sessionCityName(session.city, locale),
        address: {
          "@type": "PostalAddress",
          streetAddress: session.cafeAddress ?? undefined,
          addressLocality: sessionCityName(session.city, locale),
          addressCountry: "TN",
        },
      },
      organizer: { "@id": `${base}#organization` },
      ...(plan
        ? {
            offers: {
              "@type": "Offer",
              price: plan.capitalPrice,
              priceCurrency: CURRENCY,
              url: `${base}#upcoming-lessons`,
            },
          }
        : {}),
    });
  }
  if (faqs.length > 0) {
    graph.push({
      "@type": "FAQPage",
      inLanguage: locale,
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    });
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** JSON text inside a <script> element: `<` escaped so no content can close the element. */
export const scriptSafe = (json: string) => json.replace(/</g, "\\u003c");
export const scriptJson = (value: unknown) => scriptSafe(JSON.stringify(value));
