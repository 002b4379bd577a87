import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError, validationError } from "./errors";

/**
 * `zValidator` that answers bad input in the one error shape: 400 with a message per field,
 * and malformed JSON as its own 400 rather than an empty object.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

export const validateJson = <T extends z.ZodType>(schema: T) => validate("json", schema);

export function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, "not_found", "Not found.");
  return id;
}
