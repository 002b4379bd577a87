/**
 * Audience measurement only after consent (GDPR, ePrivacy, Tunisia's Organic Law 2004-63): the
 * tracking ids set in /admin/seo, the visitor's remembered choice, and the banner's words. The
 * Worker writes the banner into public pages only when an id is set (worker/pages/consent.ts); the
 * footer's link to reopen it shows under the same condition.
 */
import { type Locale, TRACKING_ID_FORMATS } from "./constants";

export interface TrackingIds {
  googleAnalytics: string | null;
  googleTagManager: string | null;
  /** Facebook and Meta pixel ids, each once. */
  pixels: string[];
}

interface TrackingSettings {
  googleAnalyticsId?: string | null;
  googleTagManagerId?: string | null;
  facebookPixelId?: string | null;
  metaPixelId?: string | null;
}

const valid = (id: string | null | undefined, format: RegExp) => {
  const trimmed = id?.trim();
  return trimmed && format.test(trimmed) ? trimmed : null;
};

/** The well-formed tracking ids of the settings; null when there is none (then nothing tracks, nothing asks). */
export function trackingIds(settings: TrackingSettings | null | undefined): TrackingIds | null {
  if (!settings) return null;
  const ids: TrackingIds = {
    googleAnalytics: valid(settings.googleAnalyticsId, TRACKING_ID_FORMATS.googleAnalytics),
    googleTagManager: valid(settings.googleTagManagerId, TRACKING_ID_FORMATS.googleTagManager),
    pixels: [
      ...new Set(
        [settings.facebookPixelId, settings.metaPixelId]
          .map((id) => valid(id, TRACKING_ID_FORMATS.pixel))
          .filter((id): id is string => id !== null),
      ),
    ],
  };
  return ids.googleAnalytics || ids.googleTagManager || ids.pixels.length > 0 ? ids : null;
}

/** The visitor's choice: `granted` or `denied`, for six months (the CNIL's guidance), then asked again. */
export const CONSENT_COOKIE = { name: "cafe_consent", maxAgeSeconds: 183 * 24 * 3600 } as const;

/** Dispatched on `window` to show the banner again (the footer's "Cookie settings"). */
export const CONSENT_SETTINGS_EVENT = "cafetalk:consent-settings";

/** The footer's link that shows the banner again (the banner's own words: ./consent-texts.ts). */
export const CONSENT_SETTINGS_LABEL: Record<Locale, string> = {
  en: "Cookie settings",
  fr: "Paramètres des cookies",
  ar: "إعدادات ملفات تعريف الارتباط",
};
