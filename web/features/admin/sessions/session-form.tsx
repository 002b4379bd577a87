import type { LanguageSession, PricingPlan } from "@schema/api";
import { CITIES, SESSION_LANGUAGES, SESSION_LEVELS, SESSION_MAX_PARTICIPANTS } from "@schema/constants";
import { languageSessionInput } from "@schema/inputs";
import { parseSchedule } from "@schema/schedule";
import { z } from "@schema/zod";
import { useQuery } from "@tanstack/react-query";
import { adminPricing } from "@web/api/admin/pricing";
import { SelectField, TextAreaField, TextField } from "@web/components/form/fields";
import { SwitchField } from "@web/components/form/switch-field";
import { asChoices } from "@web/components/ui/input";
import { useWatch } from "react-hook-form";
import { PLAN_TYPE_LABELS } from "../labels";

/** The API's schema, with the pricing plan chosen in a select: its id as text, "" for none. */
export const languageSessionForm = languageSessionInput.extend({
  pricingPlanId: z.string().transform((id) => (id === "" ? null : Number(id))),
});

type FormInput = z.input<typeof languageSessionForm>;

/**
 * The session dialog's starting values: the session to edit, or a new one's defaults. What is
 * typed is checked with the API's own schema, languageSessionInput (docs/product-rules.md#validation).
 */
export function initialValues(session?: LanguageSession): FormInput {
  return {
    title: session?.title ?? "",
    description: session?.description ?? "",
    titleFr: session?.titleFr ?? "",
    titleAr: session?.titleAr ?? "",
    descriptionFr: session?.descriptionFr ?? "",
    descriptionAr: session?.descriptionAr ?? "",
    language: (session?.language ?? "English") as FormInput["language"],
    level: (session?.level ?? "Beginner") as FormInput["level"],
    maxParticipants: session?.maxParticipants ?? SESSION_MAX_PARTICIPANTS.default,
    pricingPlanId: session?.pricingPlanId ? String(session.pricingPlanId) : "",
    city: (session?.city ?? "Tunis") as FormInput["city"],
    cafeName: session?.cafeName ?? "",
    cafeAddress: session?.cafeAddress ?? "",
    schedule: session?.schedule ?? "",
    duration: session?.duration ?? "",
    isPublished: session?.isPublished ?? false,
  };
}

// Names only: an <option> holds text, and a flag as text (emoji) draws differently on each system.
const LANGUAGE_OPTIONS = asChoices(SESSION_LANGUAGES);

/** A plan as the select names it: "Subscription · 21 / 19 TND", and whether it is off the site. */
function planChoiceLabel(plan: PricingPlan): string {
  const prices = `${plan.capitalPrice} / ${plan.outsideCapitalPrice} TND`;
  return `${PLAN_TYPE_LABELS[plan.planType]} · ${prices}${plan.isActive ? "" : " (inactive)"}`;
}

/** Said under the schedule while it cannot be read as a day and a time (and again once saved). */
export const NO_REMINDERS =
  "No reminders: this schedule can't be read as a day and a time, so approved learners get no reminder the day before and no calendar file.";

/** Whether reminders can be sent for this schedule: it names a day (or a date) and a time. */
export const hasReminders = (schedule: string | null | undefined) => parseSchedule(schedule) !== null;

function ScheduleWarning() {
  const schedule = useWatch<FormInput, "schedule">({ name: "schedule" });
  if (hasReminders(schedule)) return null;
  return (
    <p className="text-xs font-medium text-amber-800" data-testid="schedule-warning">
      {NO_REMINDERS}
    </p>
  );
}

/**
 * The title and description in French and Arabic, both optional: the public pages and the emails
 * show the English where one is empty (docs/product-rules.md#validation).
 */
function TranslationFields() {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-stone-800">Translations (optional)</legend>
      <TextField name="titleFr" label="Title (Français)" lang="fr" hint="Empty: the French page shows the English." />
      <TextField
        name="titleAr"
        label="Title (العربية)"
        lang="ar"
        dir="rtl"
        hint="Empty: the Arabic page shows the English."
      />
      <TextAreaField name="descriptionFr" label="Description (Français)" rows={3} lang="fr" />
      <TextAreaField name="descriptionAr" label="Description (العربية)" rows={3} lang="ar" dir="rtl" />
    </fieldset>
  );
}

/** The fields of a language session. */
export function SessionFields() {
  const plans = useQuery(adminPricing.list());
  const planOptions = [
    { value: "", label: "No plan" },
    ...(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: planChoiceLabel(plan) })),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="title" label="Title" className="sm:col-span-2" />
      <TextAreaField name="description" label="Description" rows={3} className="sm:col-span-2" />
      <TranslationFields />
      <SelectField name="language" label="Language" options={LANGUAGE_OPTIONS} />
      <SelectField name="level" label="Level" options={asChoices(SESSION_LEVELS)} />
      <TextField
        name="maxParticipants"
        label="Max participants"
        hint={`Between ${SESSION_MAX_PARTICIPANTS.min} and ${SESSION_MAX_PARTICIPANTS.max}.`}
        type="number"
        inputMode="numeric"
        min={SESSION_MAX_PARTICIPANTS.min}
        max={SESSION_MAX_PARTICIPANTS.max}
      />
      <SelectField name="city" label="City" options={asChoices(CITIES)} />
      {/* Mounted once the plans are here, so the select shows the session's plan, not the first option. */}
      {plans.data ? (
        <SelectField
          name="pricingPlanId"
          label="Pricing plan"
          hint="Optional: the plan this session is sold under."
          options={planOptions}
        />
      ) : (
        <p className="self-end text-sm text-stone-600">
          {plans.isError ? "The pricing plans could not be loaded; the session keeps its plan." : "Loading plans..."}
        </p>
      )}
      <TextField name="cafeName" label="Café name" />
      <TextField name="cafeAddress" label="Café address" />
      <div className="space-y-1">
        <TextField
          name="schedule"
          label="Schedule"
          hint="For example “Saturdays 10:00” or “2026-04-02 18:30”: a day and a time let approved learners add it to their calendar and get a reminder the day before."
        />
        <ScheduleWarning />
      </div>
      <TextField name="duration" label="Duration" hint="In minutes, for example 90." />
      <SwitchField name="isPublished" label="Published" hint="(shown on the public site)" className="sm:col-span-2" />
    </div>
  );
}
