import type { LanguageSession, PricingPlan } from "@schema/api";
import {
  type CITIES,
  SESSION_DURATION_MINUTES,
  SESSION_LANGUAGES,
  SESSION_LEVELS,
  SESSION_MAX_PARTICIPANTS,
  SESSION_REPEAT_COUNT_MAX,
} from "@schema/constants";
import { languageSessionInput } from "@schema/inputs";
import {
  isLocalDay,
  isLocalStart,
  nextOccurrences,
  type Repeat,
  type SessionDates,
  type WeekdayCode,
  weekdayOf,
} from "@schema/occurrences";
import { z } from "@schema/zod";
import { useQuery } from "@tanstack/react-query";
import { adminPricing } from "@web/api/admin/pricing";
import { SelectField, TextAreaField, TextField, useFieldError } from "@web/components/form/fields";
import { SwitchField } from "@web/components/form/switch-field";
import { asChoices } from "@web/components/ui/input";
import { useEffect, useId, useRef } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { PLAN_TYPE_LABELS } from "../labels";
import { shortWhen } from "../when";
import { CafeFields } from "./CafeFields";

/** How a weekly series ends, as the form asks it: the API takes an end date or a count, never both. */
type Ends = "never" | "until" | "count";

/** What the dialog's fields hold: the API's input, with the plan as a select's text and the end as a choice. */
export interface SessionFormValues {
  title: string;
  description: string;
  titleFr: string;
  titleAr: string;
  descriptionFr: string;
  descriptionAr: string;
  language: (typeof SESSION_LANGUAGES)[number];
  level: (typeof SESSION_LEVELS)[number];
  maxParticipants: number;
  /** The plan's id as text, "" for none. */
  pricingPlanId: string;
  /** The café's id as text, "" for none yet. */
  cafeId: string;
  /** The session's own city, used while it has no café (a café's city wins). */
  city: (typeof CITIES)[number];
  /** The first session, as `<input type="datetime-local">` writes it on Tunis's clock; "" until chosen. */
  startsAt: string;
  durationMinutes: number;
  repeat: Repeat;
  repeatDays: WeekdayCode[];
  ends: Ends;
  /** "" unless it ends on a date. */
  repeatUntil: string;
  /** NaN unless it ends after a number of sessions. */
  repeatCount: number;
  isPublished: boolean;
  autoOffer: boolean;
}

/** What the API is sent: a once session repeats on no day, and only the chosen end is kept. */
function toInput({ ends, ...values }: SessionFormValues) {
  const weekly = values.repeat === "weekly";
  return {
    ...values,
    pricingPlanId: values.pricingPlanId === "" ? null : Number(values.pricingPlanId),
    cafeId: values.cafeId === "" ? null : Number(values.cafeId),
    repeatDays: weekly ? values.repeatDays : [],
    repeatUntil: weekly && ends === "until" ? values.repeatUntil : null,
    repeatCount: weekly && ends === "count" ? values.repeatCount : null,
  };
}

/**
 * The dialog's values read with the API's own schema, languageSessionInput, after `toInput`: its
 * codes land under the fields of the same names (docs/product-rules.md#validation).
 */
export const languageSessionForm = z
  .custom<SessionFormValues>()
  .transform((values): z.input<typeof languageSessionInput> => toInput(values))
  .pipe(languageSessionInput);

/** The session dialog's starting values: the session to edit, or a new one's defaults. */
export function initialValues(session?: LanguageSession): SessionFormValues {
  return {
    title: session?.title ?? "",
    description: session?.description ?? "",
    titleFr: session?.titleFr ?? "",
    titleAr: session?.titleAr ?? "",
    descriptionFr: session?.descriptionFr ?? "",
    descriptionAr: session?.descriptionAr ?? "",
    language: (session?.language ?? "English") as SessionFormValues["language"],
    level: (session?.level ?? "Beginner") as SessionFormValues["level"],
    maxParticipants: session?.maxParticipants ?? SESSION_MAX_PARTICIPANTS.default,
    pricingPlanId: session?.pricingPlanId ? String(session.pricingPlanId) : "",
    cafeId: session?.cafeId ? String(session.cafeId) : "",
    city: (session?.city ?? "Tunis") as SessionFormValues["city"],
    startsAt: session?.startsAt ?? "",
    durationMinutes: session?.durationMinutes ?? SESSION_DURATION_MINUTES.default,
    repeat: session?.repeat ?? "once",
    repeatDays: session?.repeatDays ?? [],
    ends: session?.repeatUntil ? "until" : session?.repeatCount ? "count" : "never",
    repeatUntil: session?.repeatUntil ?? "",
    repeatCount: session?.repeatCount ?? Number.NaN,
    isPublished: session?.isPublished ?? false,
    autoOffer: session?.autoOffer ?? true,
  };
}

// Names only: an <option> holds text, and a flag as text (emoji) draws differently on each system.
const LANGUAGE_OPTIONS = asChoices(SESSION_LANGUAGES);

/** A plan as the select names it: "Subscription · 21 / 19 TND", and whether it is off the site. */
function planChoiceLabel(plan: PricingPlan): string {
  const prices = `${plan.capitalPrice} / ${plan.outsideCapitalPrice} TND`;
  return `${PLAN_TYPE_LABELS[plan.planType]} · ${prices}${plan.isActive ? "" : " (inactive)"}`;
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

/** The week as a calendar shows it, Monday first. */
const WEEK: { code: WeekdayCode; short: string; long: string }[] = [
  { code: "MO", short: "Mon", long: "Monday" },
  { code: "TU", short: "Tue", long: "Tuesday" },
  { code: "WE", short: "Wed", long: "Wednesday" },
  { code: "TH", short: "Thu", long: "Thursday" },
  { code: "FR", short: "Fri", long: "Friday" },
  { code: "SA", short: "Sat", long: "Saturday" },
  { code: "SU", short: "Sun", long: "Sunday" },
];

/** An error the API or the schema gave a field that draws none itself. */
function FieldMessage({ name }: { name: string }) {
  const error = useFieldError(name);
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error}
    </p>
  );
}

/** The days a weekly session happens on. */
function RepeatDays() {
  const { field } = useController<SessionFormValues, "repeatDays">({ name: "repeatDays" });
  const days = field.value ?? [];
  const toggle = (code: WeekdayCode, on: boolean) =>
    field.onChange(on ? [...days, code] : days.filter((day) => day !== code));
  const errorId = useId();
  const error = useFieldError("repeatDays");
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-800">On</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WEEK.map(({ code, short, long }) => (
          <label
            key={code}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-checked:border-orange-700 has-checked:bg-orange-50"
          >
            <input
              type="checkbox"
              aria-label={long}
              className="size-5 accent-orange-700"
              checked={days.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden>{short}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How a weekly series ends: never, on a date, or after a number of sessions. */
function RepeatEnd() {
  const { register, setValue } = useFormContext<SessionFormValues>();
  // Typing an end date or a count chooses that end.
  const choose = (ends: Ends) => () => setValue("ends", ends);
  const untilError = useFieldError("repeatUntil");
  const countError = useFieldError("repeatCount");
  const ids = { until: useId(), count: useId(), untilError: useId(), countError: useId() };
  const radio = "size-5 shrink-0 accent-orange-700";
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-semibold text-stone-800">Ends</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" value="never" className={radio} {...register("ends")} />
        Never
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" value="until" className={radio} {...register("ends")} />
          On a date
        </label>
        <label htmlFor={ids.until} className="sr-only">
          Last day
        </label>
        <input
          id={ids.until}
          type="date"
          onFocus={choose("until")}
          aria-invalid={untilError ? true : undefined}
          aria-describedby={untilError ? ids.untilError : undefined}
          className="h-11 rounded-lg border border-stone-300 px-3"
          {...register("repeatUntil")}
        />
      </div>
      {untilError ? (
        <p id={ids.untilError} role="alert" className="text-sm text-red-700">
          {untilError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" value="count" className={radio} {...register("ends")} />
          After
        </label>
        <input
          id={ids.count}
          type="number"
          inputMode="numeric"
          min={1}
          max={SESSION_REPEAT_COUNT_MAX}
          aria-label="Number of sessions"
          onFocus={choose("count")}
          aria-invalid={countError ? true : undefined}
          aria-describedby={countError ? ids.countError : undefined}
          className="h-11 w-24 rounded-lg border border-stone-300 px-3"
          {...register("repeatCount", { valueAsNumber: true })}
        />
        <span aria-hidden>sessions</span>
      </div>
      {countError ? (
        <p id={ids.countError} role="alert" className="text-sm text-red-700">
          {countError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How many dates the preview shows. */
const PREVIEW_DATES = 4;

/** The dates the fields give, from now on, or why there are none; null while they can't be read. */
function previewDates(values: Partial<SessionFormValues>, now: Date): Date[] | null {
  const { startsAt = "", repeat = "once", repeatDays = [], ends = "never", repeatUntil = "", repeatCount } = values;
  if (!isLocalStart(startsAt)) return null;
  const weekly = repeat === "weekly";
  if (weekly && !repeatDays.includes(weekdayOf(startsAt))) return null;
  const count = weekly && ends === "count" && Number.isInteger(repeatCount) && repeatCount! > 0 ? repeatCount! : null;
  const until = weekly && ends === "until" && isLocalDay(repeatUntil) ? repeatUntil : null;
  const dates: SessionDates = {
    startsAt,
    durationMinutes: Number(values.durationMinutes) || SESSION_DURATION_MINUTES.default,
    repeat,
    repeatDays: weekly ? repeatDays : [],
    repeatUntil: until,
    repeatCount: count,
  };
  return nextOccurrences(dates, [], now, PREVIEW_DATES).map((occurrence) => occurrence.startsAt);
}

/** The next dates the fields give, as the admin types: what the public site will show. */
function DatesPreview() {
  const values = useWatch<SessionFormValues>() as Partial<SessionFormValues>;
  const now = new Date();
  const dates = previewDates(values, now);
  let text: string;
  if (dates === null) text = "Next dates: choose the first session (and, weekly, its days) to see them.";
  else if (dates.length === 0) text = "Next dates: none ahead, this session is over.";
  else {
    const more = values.repeat === "weekly" && dates.length === PREVIEW_DATES ? " …" : "";
    text = `Next dates: ${dates.map((date) => shortWhen(date, now)).join(" · ")}${more}`;
  }
  return (
    <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800 sm:col-span-2" data-testid="dates-preview">
      {text}
    </p>
  );
}

const REPEAT_OPTIONS = [
  { value: "once", label: "Once" },
  { value: "weekly", label: "Every week" },
];

/** When the session happens: its first start on Tunis's clock, its length, and how it repeats. */
function DateFields() {
  const { getValues, setValue } = useFormContext<SessionFormValues>();
  const repeat = useWatch<SessionFormValues, "repeat">({ name: "repeat" });
  // Switching to weekly checks the first session's day, as a calendar app does.
  const wasWeekly = useRef(repeat === "weekly");
  useEffect(() => {
    const weekly = repeat === "weekly";
    const [startsAt, days] = getValues(["startsAt", "repeatDays"]);
    if (weekly && !wasWeekly.current && days.length === 0 && isLocalStart(startsAt)) {
      setValue("repeatDays", [weekdayOf(startsAt)]);
    }
    wasWeekly.current = weekly;
  }, [repeat, getValues, setValue]);
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-stone-800">When</legend>
      <TextField name="startsAt" label="First session" type="datetime-local" hint="On Tunis's clock." />
      <TextField
        name="durationMinutes"
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={SESSION_DURATION_MINUTES.min}
        max={SESSION_DURATION_MINUTES.max}
        step={15}
      />
      <SelectField name="repeat" label="Repeats" options={REPEAT_OPTIONS} />
      {repeat === "weekly" ? (
        <>
          <RepeatDays />
          <RepeatEnd />
        </>
      ) : null}
      <DatesPreview />
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
      <DateFields />
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
      <CafeFields />
      <div className="space-y-1 sm:col-span-2">
        <SwitchField name="isPublished" label="Published" hint="(shown on the public site)" />
        <FieldMessage name="isPublished" />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <SwitchField
          name="autoOffer"
          label="Offer freed seats to the waitlist automatically"
          hint="(off: a freed seat waits for “Offer free seat” on the Requests page)"
        />
      </div>
    </div>
  );
}

/** Said on a session converted without a date: its old free text, to set a date from. */
export function ScheduleToReview({ session }: { session?: LanguageSession }) {
  if (!session?.scheduleToReview) return null;
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-900">
      Set a date: this session's old schedule “{session.scheduleToReview}” could not be read.
    </p>
  );
}
