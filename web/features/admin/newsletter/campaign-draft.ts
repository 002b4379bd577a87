import type { Campaign } from "@schema/api";
import type { CampaignAudience } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { ApiRequestError } from "@web/lib/api";
import { useCallback, useEffect, useRef, useState } from "react";

/** A campaign's content as the editor holds it: every field a string, "" when empty. */
export interface CampaignContent {
  subjectEn: string;
  bodyEn: string;
  subjectFr: string;
  bodyFr: string;
  subjectAr: string;
  bodyAr: string;
}

export interface CampaignDraft extends CampaignContent {
  audience: CampaignAudience | null;
}

export const draftOf = (campaign: Campaign): CampaignDraft => ({
  subjectEn: campaign.subjectEn,
  bodyEn: campaign.bodyEn,
  subjectFr: campaign.subjectFr ?? "",
  bodyFr: campaign.bodyFr ?? "",
  subjectAr: campaign.subjectAr ?? "",
  bodyAr: campaign.bodyAr ?? "",
  audience: campaign.audience,
});

export const contentOf = ({ audience: _, ...content }: CampaignDraft): CampaignContent => content;

/** The server's messages for a refused save, by field path, in words. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = error instanceof ApiRequestError ? error.body?.error.fields : undefined;
  return Object.fromEntries(Object.entries(fields ?? {}).map(([path, code]) => [path, validationText(code, "en")]));
}

export type SaveState = { kind: "saved" | "unsaved" | "saving" } | { kind: "failed"; error: unknown };

const AUTOSAVE_MS = 1000;

/**
 * Saves the draft a second after the admin stops typing, one save at a time and in order; what was
 * typed stays on screen whatever the answer. `flush` saves what is not saved yet at once (before a
 * start or a schedule), and rejects when that save fails.
 */
export function useAutosave(
  draft: CampaignDraft,
  {
    enabled,
    save,
    onSaved,
  }: { enabled: boolean; save: (draft: CampaignDraft) => Promise<unknown>; onSaved: () => void },
) {
  const [state, setState] = useState<SaveState>({ kind: "saved" });
  const latest = useRef(draft);
  latest.current = draft;
  const savedJson = useRef(JSON.stringify(draft));
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const saveRef = useRef(save);
  saveRef.current = save;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const flush = useCallback(() => {
    const run = queue.current.then(async () => {
      const snapshot = latest.current;
      const json = JSON.stringify(snapshot);
      if (json === savedJson.current) return;
      setState({ kind: "saving" });
      try {
        await saveRef.current(snapshot);
      } catch (error) {
        setState({ kind: "failed", error });
        throw error;
      }
      savedJson.current = json;
      onSavedRef.current();
      setState({ kind: JSON.stringify(latest.current) === json ? "saved" : "unsaved" });
    });
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const json = JSON.stringify(draft);
  useEffect(() => {
    if (!enabled || json === savedJson.current) return;
    setState((now) => (now.kind === "failed" ? now : { kind: "unsaved" }));
    const timer = setTimeout(() => flush().catch(() => undefined), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [json, enabled, flush]);

  // Leaving the page within the second still saves what was typed.
  useEffect(
    () => () => {
      if (enabled && JSON.stringify(latest.current) !== savedJson.current) flush().catch(() => undefined);
    },
    [enabled, flush],
  );

  return { state, flush };
}
