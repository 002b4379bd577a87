import type { NewsletterDraftInput } from "../../schema/inputs";
import type { Actor } from "../audit/record";
import { createDraft, startCampaign } from "../newsletter/lifecycle";
import { db } from "./helpers";
import { sampleIssue } from "./newsletter";

/** A campaign written as a draft and started by `admin`, to every confirmed subscriber: its row. */
export async function startedCampaign(admin: Actor, content: Omit<NewsletterDraftInput, "audience"> = sampleIssue) {
  const draft = await createDraft(db(), { ...content, audience: null }, admin);
  return startCampaign(db(), draft.id, admin);
}
