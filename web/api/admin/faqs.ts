import type { FaqEntry } from "@schema/api";
import type { FaqEntryInput } from "@schema/inputs";
import { publicFaqsKey } from "../public-reads";
import { adminFaqsKey } from "./keys";
import { adminResource } from "./resource";

/** Every FAQ entry of every language, active or not; a saved one changes the landing page's FAQ. */
export const adminFaqs = adminResource<FaqEntry, FaqEntryInput>("/api/admin/faqs", adminFaqsKey, [publicFaqsKey]);
