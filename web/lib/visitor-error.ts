import type { Locale } from "@schema/constants";
import { isVisitorErrorCode, type VisitorErrorCode, visitorErrorMessages } from "@schema/error-messages";
import { ApiRequestError } from "./api";

/** A failure the browser itself found, named by the same codes the API answers with. */
export class VisitorError extends Error {
  constructor(readonly code: VisitorErrorCode) {
    super(visitorErrorMessages[code].en);
    this.name = "VisitorError";
  }
}

/**
 * What to tell a visitor about a failure, in their language: a known code's text; for a code this
 * build does not know, the server's (English) message; a request that got no answer at all is a
 * network failure.
 */
export function visitorErrorText(error: unknown, locale: Locale): string {
  const code =
    error instanceof ApiRequestError ? error.body?.error?.code : error instanceof VisitorError ? error.code : undefined;
  if (isVisitorErrorCode(code)) return visitorErrorMessages[code][locale];
  if (error instanceof ApiRequestError) {
    const serverText = error.body?.error?.message;
    return serverText || visitorErrorMessages.internal_error[locale];
  }
  // fetch rejects with a TypeError when no answer came back.
  if (error instanceof TypeError) return visitorErrorMessages.network_error[locale];
  return visitorErrorMessages.internal_error[locale];
}
