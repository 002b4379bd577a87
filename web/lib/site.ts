import type { PublicSite } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { publicSiteQuery } from "@web/api/public-reads";

/** The Site settings the page shows; undefined until they arrive (the landing page has them embedded). */
export function useSite(): PublicSite | undefined {
  return useQuery(publicSiteQuery()).data;
}

/** A stored E.164 number as a `tel:` link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
