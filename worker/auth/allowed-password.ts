import { validationText } from "../../schema/messages";
import { visitorError } from "../http/errors";
import { passwordRefusal } from "./password-policy";

/**
 * Refuses a password the policy forbids for `email`'s admin, under the form's `field`, as a
 * validation error would be: the back office shows it on that field.
 */
export function refuseForbiddenPassword(password: string, email: string, field: string) {
  const refusal = passwordRefusal(password, email);
  if (refusal) throw visitorError(400, "validation_failed", { [field]: validationText(refusal, "en") });
}
