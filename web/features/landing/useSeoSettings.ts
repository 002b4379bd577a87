import type { SeoSettingsAnswer } from "@schema/api";
import { SEO_CACHE_SECONDS } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";

export const SEO_PATH = "/api/seo";

/** The public SEO and geo settings (`GET /api/seo`), kept one hour like the Worker's cache (SPEC.md §7). */
export const useSeoSettings = () =>
  useQuery<SeoSettingsAnswer | null>({ queryKey: [SEO_PATH], staleTime: SEO_CACHE_SECONDS * 1000 });
