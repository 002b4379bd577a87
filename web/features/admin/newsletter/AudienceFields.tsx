import type { CampaignAudienceSize } from "@schema/api";
import { AUDIENCE_ACTIVITIES, CITIES, LEAD_TYPES, LOCALES, SESSION_LANGUAGES } from "@schema/constants";
import type { CampaignAudience } from "@schema/inputs";
import type { UseQueryResult } from "@tanstack/react-query";
import { Field } from "@web/components/ui/field";
import { Input, Select } from "@web/components/ui/input";
import { EMAIL_LANGUAGE_NAMES } from "../labels";
import { LEAD_TYPE_LABELS } from "../leads/lead-fields";
import { audienceSizeText } from "./campaign-words";

const EMPTY_SEGMENT: CampaignAudience = { locales: [], leadTypes: [], cities: [], sessions: null };

const ACTIVITY_LABELS: Record<(typeof AUDIENCE_ACTIVITIES)[number], string> = {
  requested: "Asked for a spot",
  approved: "Had a spot approved",
};

interface AudienceFieldsProps {
  audience: CampaignAudience | null;
  onChange: (audience: CampaignAudience | null) => void;
  /** The server's messages, by field path ("audience.sessions.to"). */
  errors: Record<string, string>;
  size: UseQueryResult<CampaignAudienceSize>;
}

/** Who the campaign goes to: every confirmed subscriber, or a segment of them, with its size now. */
export function AudienceFields({ audience, onChange, errors, size }: AudienceFieldsProps) {
  const segment = audience ?? EMPTY_SEGMENT;
  const set = (change: Partial<CampaignAudience>) => onChange({ ...segment, ...change });
  const sessions = segment.sessions;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">Send to</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="audience-kind"
            className="size-4 accent-orange-700"
            checked={audience === null}
            onChange={() => onChange(null)}
          />
          All confirmed subscribers
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="audience-kind"
            className="size-4 accent-orange-700"
            checked={audience !== null}
            onChange={() => onChange(EMPTY_SEGMENT)}
          />
          A segment of them
        </label>
      </fieldset>

      {audience ? (
        <div className="space-y-4 rounded-lg border border-stone-200 p-3">
          <p className="text-sm text-stone-600">Each criterion narrows the audience; one left empty narrows nothing.</p>
          <Checkboxes
            legend="Languages"
            options={LOCALES.map((value) => ({ value, label: EMAIL_LANGUAGE_NAMES[value] }))}
            value={segment.locales}
            onChange={(locales) => set({ locales })}
          />
          <Checkboxes
            legend="Lead types"
            options={LEAD_TYPES.map((value) => ({ value, label: LEAD_TYPE_LABELS[value] }))}
            value={segment.leadTypes}
            onChange={(leadTypes) => set({ leadTypes })}
          />
          <Checkboxes
            legend="Cities"
            options={CITIES.map((value) => ({ value, label: value }))}
            value={segment.cities}
            onChange={(cities) => set({ cities })}
            scroll
          />
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-stone-800">Sessions</legend>
            <Field label="Took part in sessions" error={errors["audience.sessions.activity"]}>
              <Select
                value={sessions?.activity ?? ""}
                onChange={(e) => {
                  const activity = e.target.value as (typeof AUDIENCE_ACTIVITIES)[number] | "";
                  set({
                    sessions: activity
                      ? {
                          activity,
                          language: sessions?.language ?? null,
                          from: sessions?.from ?? null,
                          to: sessions?.to ?? null,
                        }
                      : null,
                  });
                }}
                placeholder="Whether or not they did"
                options={AUDIENCE_ACTIVITIES.map((value) => ({ value, label: ACTIVITY_LABELS[value] }))}
              />
            </Field>
            {sessions ? (
              <>
                <Field label="Session language" error={errors["audience.sessions.language"]}>
                  <Select
                    value={sessions.language ?? ""}
                    onChange={(e) =>
                      set({
                        sessions: {
                          ...sessions,
                          language: (e.target.value || null) as (typeof SESSION_LANGUAGES)[number] | null,
                        },
                      })
                    }
                    placeholder="Any language"
                    options={SESSION_LANGUAGES.map((value) => ({ value, label: value }))}
                  />
                </Field>
                <Field label="From (day, Tunis time)" error={errors["audience.sessions.from"]}>
                  <Input
                    type="date"
                    value={sessions.from ?? ""}
                    onChange={(e) => set({ sessions: { ...sessions, from: e.target.value || null } })}
                  />
                </Field>
                <Field label="To (day, Tunis time)" error={errors["audience.sessions.to"]}>
                  <Input
                    type="date"
                    value={sessions.to ?? ""}
                    onChange={(e) => set({ sessions: { ...sessions, to: e.target.value || null } })}
                  />
                </Field>
              </>
            ) : null}
          </fieldset>
        </div>
      ) : null}

      <p role="status" className="font-semibold text-stone-900">
        {size.data
          ? audienceSizeText(size.data)
          : size.isError
            ? `Could not count the audience: ${size.error.message}`
            : "Counting the audience..."}
      </p>
    </div>
  );
}

function Checkboxes<V extends string>({
  legend,
  options,
  value,
  onChange,
  scroll = false,
}: {
  legend: string;
  options: { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  scroll?: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div
        className={
          scroll
            ? "grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded border border-stone-200 p-2 sm:grid-cols-3"
            : "flex flex-wrap gap-x-4 gap-y-1"
        }
      >
        {options.map((option) => (
          <label key={option.value} className="flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-orange-700"
              checked={value.includes(option.value)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? options.map((o) => o.value).filter((v) => v === option.value || value.includes(v))
                    : value.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
