import type { NewsletterLinkAnswer } from "@schema/api";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";

export type NewsletterLinkAction = "confirm" | "unsubscribe";

/**
 * An emailed confirm or unsubscribe link, acted on once when its page opens. Kept for the whole
 * visit: asking again would spend the token a second time (a confirmation works once).
 */
export const newsletterLinkQuery = (action: NewsletterLinkAction, token: string | undefined) =>
  queryOptions({
    queryKey: ["public", "newsletter", action, token ?? ""],
    queryFn: () => apiGet<NewsletterLinkAnswer>(`/api/newsletter/${action}/${encodeURIComponent(token ?? "")}`),
    enabled: Boolean(token),
    gcTime: Number.POSITIVE_INFINITY,
  });
