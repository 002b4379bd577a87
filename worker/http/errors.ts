import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ApiErrorBody } from "../../schema/api";
import { type VisitorErrorCode, visitorErrorMessages } from "../../schema/error-messages";
import { validationText } from "../../schema/messages";

/** An expected failure with a stable code, answered in the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A refusal a visitor may meet: its message is the English text the SPA translates from the code. */
export const visitorError = (status: ContentfulStatusCode, code: VisitorErrorCode, fields?: Record<string, string>) =>
  new ApiError(status, code, visitorErrorMessages[code].en, fields);

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns zod issues into `{ field path: English message }`, first issue per field wins. */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[path] ??= validationText(issue.message, "en");
  }
  return fields;
}

export function validationError(error: z.core.$ZodError): ApiError {
  return visitorError(400, "validation_failed", fieldMessages(error));
}

/** Last-resort handler: known errors keep their status, anything else is a bare 500. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    return c.json(errorBody(httpCode(status), err.message || "Request failed."), status);
  }
  if (isUniqueViolation(err)) {
    return c.json(errorBody("conflict", "This conflicts with a record that already exists."), 409);
  }
  // Log for the operator; the client never sees internals such as SQL or stack traces.
  console.error("unhandled error", err);
  if (isDatabaseFailure(err)) {
    c.header("Retry-After", "30");
    return c.json(errorBody("service_unavailable", visitorErrorMessages.service_unavailable.en), 503);
  }
  return c.json(errorBody("internal_error", visitorErrorMessages.internal_error.en), 500);
}

function causeChainMatches(err: unknown, pattern: RegExp): boolean {
  for (let current = err, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (pattern.test(current.message)) return true;
  }
  return false;
}

/** A write refused by a unique index: the data is fine, the request conflicts with it. */
export const isUniqueViolation = (err: unknown) => causeChainMatches(err, /UNIQUE constraint failed/);

/** D1 errors (anywhere in the cause chain, as Drizzle wraps them) mean the database failed us. */
const isDatabaseFailure = (err: unknown) => causeChainMatches(err, /\bD1_|D1 DB|SQLITE_BUSY/);

function httpCode(status: number): string {
  if (status === 400) return "bad_request";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  return "http_error";
}
