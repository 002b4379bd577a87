import { asc } from "drizzle-orm";
import { faqEntryInput, faqEntryPatch } from "../../schema/inputs";
import { faqEntry } from "../../schema/tables";
import { invalidatePublicReads } from "../public/cached-reads";
import { adminCrud } from "./crud";

/** Every FAQ entry of every language, in sort order; create, edit, toggle and delete. */
export const adminFaqs = adminCrud({
  table: faqEntry,
  noun: "FAQ",
  auditTarget: "faq",
  create: faqEntryInput,
  patch: faqEntryPatch,
  orderBy: [asc(faqEntry.sortOrder), asc(faqEntry.id)],
  afterChange: (env) => invalidatePublicReads(env, "/api/faqs"),
});
