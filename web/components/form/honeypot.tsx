import { HONEYPOT_FIELD } from "@schema/inputs";
import { type FieldValues, useFormContext } from "react-hook-form";

/**
 * The hidden field every public form carries (docs/product-rules.md#validation): people never see or reach it, bots fill
 * it in, and then postPublicForm refuses to send. Moved off-screen rather than `display: none`,
 * which some bots skip; hidden from assistive technology and out of the tab order.
 */
export function HoneypotField() {
  const { register } = useFormContext<FieldValues>();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </label>
    </div>
  );
}
