import { SEO_CACHE_SECONDS } from "@schema/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";

// The public reads the landing page shows, which the Worker also embeds in its HTML
// (web/lib/initial-data.ts). One module, since every landing view loads all five.

export const publicPricingKey = ["public", "pricing"] as const;
export const publicFaqsKey = ["public", "faqs"] as const;
export const publicSessionsKey = ["public", "sessions"] as const;
const seoSettingsKey = ["public", "seo"] as const;
export const publicSiteKey = ["public", "site"] as const;

/** The active pricing plans (`GET /api/pricing`). */
export const publicPricingQuery = () =>
  queryOptions({ queryKey: publicPricingKey, queryFn: () => apiGet("/api/pricing") });

/** The FAQ entries of every language (`GET /api/faqs`); the page picks its language's active ones. */
export const publicFaqsQuery = () => queryOptions({ queryKey: publicFaqsKey, queryFn: () => apiGet("/api/faqs") });

/** The published sessions with their spots left (`GET /api/sessions`). */
export const publicSessionsQuery = () =>
  queryOptions({ queryKey: publicSessionsKey, queryFn: () => apiGet("/api/sessions") });

/**
 * The SEO and geo settings (`GET /api/seo`): the page's head and geo section, and the back
 * office's SEO form. Kept one hour like the Worker's cache (docs/product-rules.md#api-calls).
 */
export const seoSettingsQuery = () =>
  queryOptions({
    queryKey: seoSettingsKey,
    queryFn: () => apiGet("/api/seo"),
    staleTime: SEO_CACHE_SECONDS * 1000,
  });

/** The business's contact details, links and stats band (`GET /api/site`), as set in the Site settings. */
export const publicSiteQuery = () => queryOptions({ queryKey: publicSiteKey, queryFn: () => apiGet("/api/site") });
