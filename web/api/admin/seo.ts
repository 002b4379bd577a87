import type { SeoSettingsAnswer } from "@schema/api";
import type { SeoSettingsInput } from "@schema/inputs";
import { apiSend } from "@web/lib/api";

/** Saves every setting at once (`PUT /api/seo`) and answers with the saved row (seoSettingsQuery's data). */
export const saveSeoSettings = (settings: SeoSettingsInput) => apiSend<SeoSettingsAnswer>("PUT", "/api/seo", settings);
