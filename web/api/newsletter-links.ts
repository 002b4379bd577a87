import type { NewsletterLinkAnswer } from "@schema/api";
import { apiSend } from "@web/lib/api";

export type NewsletterLinkAction = "confirm" | "unsubscribe";

/**
 * The button of an emailed confirm or unsubscribe link's page. Opening the page changes nothing
 * (mail gateways open every link they scan); only this POST confirms or unsubscribes.
 */
export const followNewsletterLink = (action: NewsletterLinkAction, token: string) =>
  apiSend<NewsletterLinkAnswer>("POST", `/api/newsletter/${action}/${encodeURIComponent(token)}`);
