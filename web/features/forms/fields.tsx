import { CITIES, CONTACT_METHODS, LEARNER_LEVELS, LEARNING_LANGUAGES } from "@schema/constants";
import { CITY_NAMES, CONTACT_METHOD_NAMES } from "@schema/form-choice-names";
import { LEARNING_LANGUAGE_NAMES, LEVEL_NAMES } from "@schema/labels";
import { SelectField, TextField, useFieldError } from "@web/components/form/fields";
import { format, useI18n, useMessages } from "@web/i18n";
import { type ReactNode, useId } from "react";
import { type FieldValues, useController, useFormContext, useWatch } from "react-hook-form";
import { formMessages } from "./messages";

export function useOptionalLabel() {
  const m = useMessages(formMessages);
  return (label: string) => format(m.optional, { label });
}

export function NameAndEmailFields() {
  const m = useMessages(formMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label={m.name} autoComplete="name" placeholder={m.namePlaceholder} />
      <TextField
        name="email"
        label={m.email}
        type="email"
        autoComplete="email"
        placeholder={m.emailPlaceholder}
        dir="ltr"
      />
    </div>
  );
}

/** The cities (CITIES), named in the visitor's language; the stored value stays the same. */
export function CityField() {
  const { locale } = useI18n();
  const m = useMessages(formMessages);
  const options = CITIES.map((city) => ({ value: city, label: CITY_NAMES[city][locale] }));
  return <SelectField name="city" label={m.city} placeholder={m.cityPlaceholder} options={options} />;
}

export function LevelField() {
  const { locale } = useI18n();
  const m = useMessages(formMessages);
  const options = LEARNER_LEVELS.map((level) => ({ value: level, label: LEVEL_NAMES[level][locale] }));
  return <SelectField name="level" label={m.level} placeholder={m.levelPlaceholder} options={options} />;
}

/** A group of checkboxes or radios with its legend and its one error message. */
function ChoiceGroup({
  legend,
  error,
  children,
  columns,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
  columns: string;
}) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>{children}</div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-stone-900 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700";

/** The nine languages as checkboxes; the value is the list of checked ones. */
export function LanguagesField({ legend }: { legend: string }) {
  const { locale } = useI18n();
  const { field } = useController<FieldValues>({ name: "languages" });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (language: string, checked: boolean) =>
    field.onChange(checked ? [...chosen, language] : chosen.filter((value) => value !== language));
  return (
    <ChoiceGroup legend={legend} error={useFieldError("languages")} columns="grid-cols-2 sm:grid-cols-3">
      {LEARNING_LANGUAGES.map((language) => (
        <label key={language} className={choiceClass}>
          <input
            type="checkbox"
            name={field.name}
            value={language}
            checked={chosen.includes(language)}
            onChange={(event) => toggle(language, event.target.checked)}
            onBlur={field.onBlur}
            className="size-4 accent-orange-700"
          />
          {LEARNING_LANGUAGE_NAMES[language][locale]}
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** WhatsApp or email (email by default); the WhatsApp number is asked only when WhatsApp is chosen. */
export function ContactMethodFields() {
  const { locale } = useI18n();
  const m = useMessages(formMessages);
  const { register } = useFormContext<FieldValues>();
  const method = useWatch<FieldValues>({ name: "contactMethod" });
  const order = [...CONTACT_METHODS].reverse(); // the spec lists WhatsApp first
  return (
    <>
      <ChoiceGroup legend={m.contactMethod} error={useFieldError("contactMethod")} columns="grid-cols-2">
        {order.map((value) => (
          <label key={value} className={choiceClass}>
            <input type="radio" value={value} className="size-4 accent-orange-700" {...register("contactMethod")} />
            {CONTACT_METHOD_NAMES[value][locale]}
          </label>
        ))}
      </ChoiceGroup>
      {method === "whatsapp" ? (
        <TextField
          name="whatsappNumber"
          label={m.whatsappNumber}
          type="tel"
          autoComplete="tel"
          placeholder={m.whatsappPlaceholder}
          dir="ltr"
        />
      ) : null}
    </>
  );
}

export function TrialSessionField() {
  const m = useMessages(formMessages);
  const { register } = useFormContext<FieldValues>();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg bg-orange-50 p-3 text-stone-900">
      <input type="checkbox" className="mt-1 size-4 accent-orange-700" {...register("trialSession")} />
      <span>{m.trialSession}</span>
    </label>
  );
}
