import { z } from "@schema/zod";

/** docs/product-rules.md#validation: what is typed in a whole-number box; anything that is not a number becomes 0. */
function toWholeNumber(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** A number box's text, turned into the whole number the API expects. */
export const wholeNumberText = z.string().transform(toWholeNumber);

/** docs/product-rules.md#validation: one entry per line; blank lines are dropped. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * Checks a form's converted values with the API's own schema, so the dialog shows the same
 * messages the server would give, under the same fields.
 */
export function thenValidateWith<Out>(schema: z.ZodType<Out>) {
  return (value: unknown, ctx: z.RefinementCtx): Out => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  };
}
