import type { FaqEntry } from "@schema/api";
import { faqEntryInput, localeSchema } from "@schema/inputs";
import { z } from "@schema/zod";
import { thenValidateWith, wholeNumberText } from "../form-values";

/** The FAQ dialog's fields as typed; the sort order box becomes a whole number (0 by default). */
export const faqEntryForm = z
  .object({
    question: z.string(),
    answer: z.string(),
    language: localeSchema,
    category: z.string(),
    sortOrder: wholeNumberText,
    isActive: z.boolean(),
  })
  .transform(thenValidateWith(faqEntryInput));

export type FaqEntryFormValues = z.input<typeof faqEntryForm>;

export function faqFormValues(entry?: FaqEntry): FaqEntryFormValues {
  return {
    question: entry?.question ?? "",
    answer: entry?.answer ?? "",
    language: entry?.language ?? "en",
    category: entry?.category ?? "",
    sortOrder: String(entry?.sortOrder ?? 0),
    isActive: entry?.isActive ?? true,
  };
}
