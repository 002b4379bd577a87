import type { SiteSettingsAnswer } from "@schema/api";
import type { LeadReplyTemplates, SiteSettingsInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { publicSiteKey } from "../public-reads";
import { siteSettingsKey } from "./keys";

/** The Site settings as stored (`GET /api/admin/site`). */
export const siteSettingsQuery = () =>
  queryOptions({ queryKey: siteSettingsKey, queryFn: () => apiGet("/api/admin/site") });

/** Saves every field at once (`PUT /api/admin/site`) and answers with the saved settings. */
export const saveSiteSettings = (settings: SiteSettingsInput) =>
  apiSend<SiteSettingsAnswer>("PUT", "/api/admin/site", settings);

/** What a save changes: the stored settings and what the public pages show. */
export const SITE_SETTINGS_CHANGES = [siteSettingsKey, publicSiteKey] as const;

/** The reply templates of leads, per type and language (`GET /api/admin/site/reply-templates`). */
export const replyTemplatesQuery = () =>
  queryOptions({
    queryKey: [...siteSettingsKey, "reply-templates"],
    queryFn: () => apiGet("/api/admin/site/reply-templates"),
  });

/** Saves every template at once; the next lead page opened replies with them. */
export const saveReplyTemplates = (templates: LeadReplyTemplates) =>
  apiSend<LeadReplyTemplates>("PUT", "/api/admin/site/reply-templates", templates);
