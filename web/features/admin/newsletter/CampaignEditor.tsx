import type { Campaign, CampaignAudienceSize } from "@schema/api";
import { hasHtmlTag } from "@schema/inputs";
import { validationText } from "@schema/messages";
import { tunisLocal } from "@schema/occurrences";
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  audienceSize,
  CAMPAIGN_CHANGES,
  type CampaignMove,
  campaignQuery,
  campaignsKey,
  moveCampaign,
  saveCampaign,
  scheduleCampaign,
} from "@web/api/admin/newsletter";
import { refreshAfterChange } from "@web/api/refresh";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Field } from "@web/components/ui/field";
import { Input, Textarea } from "@web/components/ui/input";
import { toastError } from "@web/components/ui/toaster";
import { ApiRequestError } from "@web/lib/api";
import { type ReactNode, useState } from "react";
import { BackToList, RecordNotFound } from "../detail-page";
import { shortWhen } from "../when";
import { AudienceFields } from "./AudienceFields";
import { CampaignPreview, TestSend } from "./CampaignPreview";
import { CampaignReport } from "./CampaignReport";
import { type CampaignDraft, contentOf, draftOf, fieldErrorsOf, type SaveState, useAutosave } from "./campaign-draft";
import { audienceSizeText, audienceText, CampaignStateBadge, hasStarted, subjectText } from "./campaign-words";
import { useSettled } from "./settled";

const LANGUAGES = [
  { key: "En", label: "English", lang: "en", dir: "ltr", note: "Required to send." },
  { key: "Fr", label: "French", lang: "fr", dir: "ltr", note: "Optional: French readers get English when empty." },
  { key: "Ar", label: "Arabic", lang: "ar", dir: "rtl", note: "Optional: Arabic readers get English when empty." },
] as const;

const MARKDOWN_HINT =
  "Markdown: **bold**, *italic*, # Heading, - list, [link](https://…), ![image](https://…). An empty line between paragraphs.";

/** /admin/newsletter/campaigns/{id}: a campaign written, aimed, tested, sent and reported on. */
export function CampaignEditor({ campaignId }: { campaignId: number }) {
  const valid = Number.isSafeInteger(campaignId) && campaignId > 0;
  const campaign = useQuery({ ...campaignQuery(campaignId), enabled: valid });
  if (!valid) return <RecordNotFound what="campaign" to="/admin/newsletter" label="Newsletter" />;
  if (campaign.isPending) return <p role="status">Loading...</p>;
  if (campaign.isError) {
    if (campaign.error instanceof ApiRequestError && campaign.error.status === 404)
      return <RecordNotFound what="campaign" to="/admin/newsletter" label="Newsletter" />;
    return (
      <p role="alert" className="text-red-800">
        Could not load the campaign: {campaign.error.message}
      </p>
    );
  }
  return <CampaignView key={campaign.data.id} campaign={campaign.data} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CampaignDraft>(() => draftOf(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = campaign.status === "draft" || campaign.status === "scheduled";
  const { queryKey } = campaignQuery(campaign.id);

  const { state, flush } = useAutosave(draft, {
    enabled: editable,
    save: async (snapshot) => {
      try {
        const saved = await saveCampaign(campaign.id, snapshot);
        queryClient.setQueryData(queryKey, saved);
        setErrors({});
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        throw error;
      }
    },
    onSaved: () => void queryClient.invalidateQueries({ queryKey: campaignsKey, exact: true }),
  });

  const settledAudience = useSettled(draft.audience, 400);
  const size = useQuery({
    queryKey: ["admin", "newsletter", "audience", settledAudience],
    queryFn: () => audienceSize(settledAudience),
    placeholderData: (previous) => previous,
    enabled: editable,
  });

  const content = contentOf(draft);
  const englishMissing = !draft.subjectEn.trim() || !draft.bodyEn.trim();

  return (
    <div className="space-y-6">
      <BackToList to="/admin/newsletter" label="Newsletter" />
      <header className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-2xl font-bold break-words text-stone-900" dir="auto">
          {subjectText(draft.subjectEn)}
        </p>
        <CampaignStateBadge campaign={campaign} />
        {editable ? <SaveStatus state={state} /> : null}
      </header>

      {!editable ? (
        <p className="rounded-lg bg-stone-100 p-3 text-stone-800">
          This campaign has started: its content and audience can no longer change.
        </p>
      ) : null}

      <Section id="content" title="Content">
        <fieldset disabled={!editable} className="space-y-6">
          <legend className="sr-only">Subject and body in each language</legend>
          {LANGUAGES.map((language) => (
            <fieldset key={language.key} className="space-y-3">
              <legend className="font-semibold text-stone-900">
                {language.label} <span className="text-sm font-normal text-stone-600">{language.note}</span>
              </legend>
              <Field label={`Subject (${language.label})`} error={errors[`subject${language.key}`]}>
                <Input
                  lang={language.lang}
                  dir={language.dir}
                  value={draft[`subject${language.key}`]}
                  onChange={(e) => setDraft({ ...draft, [`subject${language.key}`]: e.target.value })}
                />
              </Field>
              <Field
                label={`Body (${language.label})`}
                hint={MARKDOWN_HINT}
                error={
                  errors[`body${language.key}`] ??
                  (hasHtmlTag(draft[`body${language.key}`]) ? validationText("newsletter_body_html", "en") : undefined)
                }
              >
                <Textarea
                  lang={language.lang}
                  dir={language.dir}
                  rows={8}
                  value={draft[`body${language.key}`]}
                  onChange={(e) => setDraft({ ...draft, [`body${language.key}`]: e.target.value })}
                />
              </Field>
            </fieldset>
          ))}
        </fieldset>
      </Section>

      <Section id="audience" title="Audience">
        {editable ? (
          <AudienceFields
            audience={draft.audience}
            onChange={(audience) => setDraft({ ...draft, audience })}
            errors={errors}
            size={size}
          />
        ) : (
          <p>{audienceText(campaign.audience)}</p>
        )}
      </Section>

      <Section id="preview" title="Preview">
        <CampaignPreview content={content} />
      </Section>

      <Section id="test" title="Test send">
        <TestSend content={content} englishMissing={englishMissing} />
      </Section>

      <Section id="sending" title="Sending">
        <SendControls
          campaign={campaign}
          audience={draft.audience}
          size={size}
          englishMissing={englishMissing}
          flush={flush}
        />
      </Section>

      {hasStarted(campaign) ? (
        <Section id="report" title="Report">
          <CampaignReport campaignId={campaign.id} />
        </Section>
      ) : null}
    </div>
  );
}

const SAVE_WORDS = { saving: "Saving…", unsaved: "Unsaved changes", saved: "Saved" } as const;

function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === "failed"
      ? `Not saved: ${state.error instanceof Error ? state.error.message : "the save failed"}`
      : SAVE_WORDS[state.kind];
  return (
    <p
      role="status"
      className={state.kind === "failed" ? "text-sm font-semibold text-red-700" : "text-sm text-stone-600"}
    >
      {text}
    </p>
  );
}

interface SendControlsProps {
  campaign: Campaign;
  audience: CampaignDraft["audience"];
  size: UseQueryResult<CampaignAudienceSize>;
  englishMissing: boolean;
  flush: () => Promise<unknown>;
}

/** Start now, schedule, and once under way pause, resume or cancel, as the campaign's state allows. */
function SendControls({ campaign, audience, size, englishMissing, flush }: SendControlsProps) {
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState<"start" | "cancel" | null>(null);
  const [at, setAt] = useState(() => (campaign.scheduledAt ? tunisLocal(new Date(campaign.scheduledAt)) : ""));
  const [problem, setProblem] = useState<string>();
  const [atError, setAtError] = useState<string>();

  const done = async (answer: Campaign) => {
    queryClient.setQueryData(campaignQuery(campaign.id).queryKey, answer);
    await refreshAfterChange(queryClient, CAMPAIGN_CHANGES);
  };
  const move = useMutation({
    mutationFn: async (what: CampaignMove) => {
      if (what === "start") await flush();
      return moveCampaign(campaign.id, what);
    },
    onSuccess: done,
    onError: (error) => toastError("Error", error, "The campaign did not change"),
  });
  const schedule = useMutation({
    mutationFn: async () => {
      await flush();
      return scheduleCampaign(campaign.id, at);
    },
    onSuccess: async (answer) => {
      setAtError(undefined);
      await done(answer);
    },
    onError: (error) => {
      setAtError(fieldErrorsOf(error).at);
      toastError("Error", error, "Could not schedule the campaign");
    },
  });
  const busy = move.isPending || schedule.isPending;

  /** The checks the server makes before a start, told here first. */
  const ready = () => {
    if (englishMissing) {
      setProblem(validationText("newsletter_english_required", "en"));
      return false;
    }
    setProblem(undefined);
    return true;
  };

  const { status } = campaign;
  const sizeText = size.data ? audienceSizeText(size.data) : null;

  return (
    <div className="space-y-4">
      {status === "draft" ? (
        <>
          <p className="text-stone-700">
            {audienceText(audience)}
            {sizeText ? `: ${sizeText}.` : "."}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <Button disabled={busy} onClick={() => ready() && setConfirm("start")}>
              Send now
            </Button>
          </div>
          <div className="flex flex-wrap items-start gap-3">
            <Field label="Send at (Tunis time)" error={atError} className="w-full sm:w-64">
              <Input
                type="datetime-local"
                value={at}
                min={tunisLocal(new Date())}
                onChange={(e) => setAt(e.target.value)}
              />
            </Field>
            <Button
              variant="outline"
              className="sm:mt-6"
              disabled={busy || !at}
              onClick={() => ready() && schedule.mutate()}
            >
              Schedule
            </Button>
          </div>
        </>
      ) : null}
      {status === "scheduled" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-stone-800">
            {campaign.scheduledAt ? `Scheduled for ${shortWhen(campaign.scheduledAt)} (Tunis time).` : "Scheduled."}
          </p>
          <Button variant="outline" disabled={busy} onClick={() => move.mutate("unschedule")}>
            Unschedule
          </Button>
        </div>
      ) : null}
      {status === "sending" || status === "paused" ? (
        <div className="flex flex-wrap items-center gap-3">
          {status === "sending" ? (
            <Button variant="outline" disabled={busy} onClick={() => move.mutate("pause")}>
              Pause
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => move.mutate("resume")}>
              Resume
            </Button>
          )}
          <Button variant="destructiveGhost" disabled={busy} onClick={() => setConfirm("cancel")}>
            Cancel sending
          </Button>
        </div>
      ) : null}
      {status === "sent" ? <p className="text-stone-800">Every email of this campaign has gone out.</p> : null}
      {status === "cancelled" ? <p className="text-stone-800">This campaign was cancelled.</p> : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}

      <ConfirmDialog
        open={confirm === "start"}
        onOpenChange={(open) => setConfirm(open ? "start" : null)}
        title={sizeText ? `Send to ${sizeText}?` : "Send to the audience?"}
        description={`${audienceText(audience)}. Emails start going out at once; you can pause or cancel while they do.`}
        confirmLabel="Send now"
        cancelLabel="Cancel"
        tone="primary"
        canConfirm={size.data !== undefined}
        busy={busy}
        onConfirm={() => {
          setConfirm(null);
          move.mutate("start");
        }}
      />
      <ConfirmDialog
        open={confirm === "cancel"}
        onOpenChange={(open) => setConfirm(open ? "cancel" : null)}
        title="Cancel this campaign?"
        description="The emails not sent yet will not go out. This cannot be undone."
        confirmLabel="Cancel campaign"
        cancelLabel="Keep sending"
        busy={busy}
        onConfirm={() => {
          setConfirm(null);
          move.mutate("cancel");
        }}
      />
    </div>
  );
}
