import type { FaqEntry, PricingPlan, PublicCafe, PublicSession, PublicSite } from "../../schema/api";
import { CURRENCY, type Locale } from "../../schema/constants";
import { SESSION_TIME_ZONE, tunisInstant, tunisLocal, type WeekdayCode } from "../../schema/occurrences";
import { cafePath, sessionPath, shareImagePath } from "../../schema/public-paths";
import { sessionCityName, sessionDescription, sessionTitle } from "../../schema/session-text";
import type { SeoSettings } from "../site/seo-settings";
import { languageUrl } from "./head";

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
export const isoInTunis = (instant: Date) => `${tunisLocal(instant)}:00+01:00`;

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

/** What a session's Event says besides the session: where its page and image are, its price, its café. */
export interface EventContext {
  locale: Locale;
  base: string;
  /** The price per session in TND; no Offer without one. */
  price: number | null;
  /** The content version its share image is named with (schema/public-paths.ts). */
  imageVersion: string;
  /** Since when a spot can be asked for (the session's creation), with its offset; the landing page has none. */
  validFrom?: string;
  /** The café, when active: its coordinates (geo). */
  cafe?: PublicCafe | null;
  /** The occurrence the Event is about when it is not the next one held: skipped (cancelled) or moved. */
  changed?: { status: "skipped" | "moved"; originalStart: string; start: string } | null;
}

const absolute = (base: string, path: string) => new URL(path, base).href;

/** The address of a session's page in a language (English is the plain path). */
const sessionPageUrl = (base: string, session: { id: number; title: string }, locale: Locale) =>
  languageUrl(base, sessionPath(session), locale);

/** A café as a schema.org Place's address and geo. */
function placeOf(
  name: string,
  streetAddress: string | null,
  city: string,
  locale: Locale,
  cafe: PublicCafe | null | undefined,
) {
  return {
    name,
    address: {
      "@type": "PostalAddress",
      streetAddress: streetAddress ?? undefined,
      addressLocality: sessionCityName(city, locale),
      addressCountry: "TN",
    },
    ...(cafe && cafe.latitude !== null && cafe.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: cafe.latitude, longitude: cafe.longitude } }
      : {}),
  };
}

/**
 * A session's next occurrence as a schema.org Event, with every property Google's Event rich
 * results require and recommend: the landing page lists one per session, a session's page has its
 * own (worker/pages/structured-data.test.ts names them). A next occurrence that was skipped makes it
 * EventCancelled, one moved EventRescheduled with where it was; null with no occurrence ahead.
 */
export function sessionEvent(session: PublicSession, context: EventContext) {
  const { locale, base, price, changed } = context;
  const heldNext = session.nextStarts[0] ? new Date(session.nextStarts[0]) : null;
  const next = changed ? tunisInstant(changed.start) : heldNext;
  if (!next) return null; // no occurrence ahead to give search engines
  const end = new Date(next.getTime() + session.durationMinutes * 60_000);
  const url = sessionPageUrl(base, session, locale);
  const status =
    changed?.status === "skipped"
      ? "https://schema.org/EventCancelled"
      : changed?.status === "moved"
        ? "https://schema.org/EventRescheduled"
        : "https://schema.org/EventScheduled";
  return {
    "@type": "Event",
    "@id": `${url}#event`,
    name: sessionTitle(session, locale),
    description: sessionDescription(session, locale) ?? undefined,
    url,
    image: [absolute(base, shareImagePath("session", session.id, locale, context.imageVersion))],
    startDate: isoInTunis(next),
    endDate: isoInTunis(end),
    ...(changed?.status === "moved" ? { previousStartDate: isoInTunis(tunisInstant(changed.originalStart)) } : {}),
    duration: `PT${session.durationMinutes}M`,
    ...(session.repeat === "weekly" ? { eventSchedule: eventSchedule(session) } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: status,
    inLanguage: session.language,
    maximumAttendeeCapacity: session.maxParticipants,
    location: {
      "@type": "Place",
      ...placeOf(
        session.cafeName ?? sessionCityName(session.city, locale),
        session.cafeAddress,
        session.city,
        locale,
        context.cafe,
      ),
    },
    organizer: { "@type": "Organization", "@id": `${base}#organization`, name: "Café Talk", url: base },
    ...(price !== null
      ? {
          offers: {
            "@type": "Offer",
            price,
            priceCurrency: CURRENCY,
            availability: session.spotsLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
            url,
            ...(context.validFrom ? { validFrom: context.validFrom } : {}),
          },
        }
      : {}),
  };
}

/** A café's own node, on its page: a CafeOrCoffeeShop with its address, geo when known, url and photo. */
export function cafeNode(cafe: PublicCafe, { locale, base }: { locale: Locale; base: string }) {
  const url = languageUrl(base, cafePath(cafe), locale);
  return {
    "@type": "CafeOrCoffeeShop",
    "@id": `${url}#cafe`,
    url,
    ...placeOf(cafe.name, cafe.address, cafe.city, locale, cafe),
    ...(cafe.photoUrl ? { image: cafe.photoUrl } : {}),
    ...(cafe.mapUrl ? { hasMap: cafe.mapUrl } : {}),
  };
}

/**
 * One JSON-LD graph: the organisation, the site, and — on the landing page — an Event per
 * published session for its next occurrence (with its Schedule when weekly), and the FAQ of the
 * page's language; on a session's or café's page, its own nodes (`nodes`).
 */
export function structuredData(options: {
  settings: SeoSettings | null;
  locale: Locale;
  base: string;
  landing: LandingData | null;
  /** The version the landing page's share images are named with. */
  imageVersion?: string;
  /** A public page's own nodes (its Event, its café). */
  nodes?: Record<string, unknown>[];
  site?: PublicSite;
}) {
  const { settings, locale, base, landing } = options;
  const organization = {
    "@type": "Organization",
    "@id": `${base}#organization`,
    name: "Café Talk",
    url: base,
    ...(settings?.organizationSchema ?? {}),
    ...organizationContact(landing?.site ?? options.site),
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
    ...(options.nodes ?? []),
  ];
  if (!landing) return { "@context": "https://schema.org", "@graph": graph };

  const [plan] = landing.plans;
  const faqs = landing.faqs.filter((faq) => faq.language === locale);
  const context = { locale, base, price: plan?.capitalPrice ?? null, imageVersion: options.imageVersion ?? "" };
  for (const session of landing.sessions) {
    const event = sessionEvent(session, context);
    if (event) graph.push(event);
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
