/**
 * The desk's preview of a draft: the email a reader of one language would get, rendered by the
 * same `issueEmail` the drain sends with (layout, footer, direction, English where that language
 * is empty), its unsubscribe link carrying the test send's token, since no subscriber stands
 * behind it.
 */
import type { z } from "zod";
import type { NewsletterPreview } from "../../schema/api";
import type { newsletterPreviewInput } from "../../schema/inputs";
import { type IssueContext, issueEmail } from "./issue";

/** Nobody's address: the preview is shown, never sent. */
const PREVIEW_READER = "preview@invalid";

export async function previewIssue(
  input: z.infer<typeof newsletterPreviewInput>,
  context: IssueContext,
): Promise<NewsletterPreview> {
  const email = await issueEmail(input, { email: PREVIEW_READER, locale: input.locale, testSend: true }, context);
  return { locale: input.locale, subject: email.subject, html: email.html, text: email.text };
}
