import type { FaqEntry, PricingPlan, PublicSession, PublicSite } from "../../schema/api";
import { CURRENCY, type Locale } from "../../schema/constants";
import { type LocalDateTime, parseSchedule } from "../../schema/schedule";
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

/** Tunisia keeps UTC+1 all year. */
const isoInTunis = (t: LocalDateTime) =>
  `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}T${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}:00+01:00`;

/**
 * One JSON-LD graph: the organisation, the site, and — on the landing page — an Event per
 * published session whose schedule names a day and time, and the FAQ of the page's language.
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
    const time = parseSchedule(session.schedule);
    if (!time) continue; // no date and time to give search engines
    const start = time.kind === "weekly" ? time.first : time.start;
    const minutes = session.durationMinutes;
    graph.push({
      "@type": "Event",
      name: sessionTitle(session, locale),
      description: sessionDescription(session, locale) ?? undefined,
      startDate: isoInTunis(start),
      ...(minutes ? { duration: `PT${minutes}M` } : {}),
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
