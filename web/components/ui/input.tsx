import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

/** focus-within, not focus: a date input's calendar button takes focus inside it, where :focus no longer matches. */
const control =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus-within:border-orange-700 focus-within:outline-2 focus-within:outline-orange-700/40 aria-[invalid=true]:border-red-700 disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24", className)} {...props} />;
}

/** A choice of a select: the value stored, the label shown. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
}

/** Choices shown as they are stored (cities, levels in the back office). */
export const asChoices = <V extends string>(values: readonly V[]): ChoiceOption<V>[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The platform's own select: the best picker on phones, accessible by default. With `options`,
 * it lists them, after an empty first choice (`placeholder`: nothing chosen yet, or "any").
 */
export function Select({
  className,
  options,
  placeholder,
  children,
  ...props
}: ComponentProps<"select"> & { options?: readonly ChoiceOption[]; placeholder?: string }) {
  return (
    <select className={cn(control, "h-11 pe-8", className)} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
