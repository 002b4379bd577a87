import type { AccountAnswer, PasswordChanged } from "@schema/api";
import type { PasswordChangeInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { accountKey } from "./keys";

/** Who is signed in, and every browser signed in as them (`GET /api/admin/account`). */
export const accountQuery = () =>
  queryOptions({ queryKey: accountKey, queryFn: () => apiGet<AccountAnswer>("/api/admin/account") });

/** Sets a new password; every other browser is signed out. */
export const changePassword = (input: PasswordChangeInput) =>
  apiSend<PasswordChanged>("POST", "/api/admin/account/password", input);

/** Signs one browser out. */
export const endSession = (id: string) => apiSend<null>("DELETE", `/api/admin/account/sessions/${id}`);
