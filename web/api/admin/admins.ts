import type { AdminCreateInput, AdminPasswordResetInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { activityKey, adminsKey } from "./keys";

/** Every admin, with their last sign-in and open sessions (`GET /api/admin/admins`). */
export const adminsQuery = () => queryOptions({ queryKey: adminsKey, queryFn: () => apiGet("/api/admin/admins") });

export const createAdmin = (input: AdminCreateInput) => apiSend<{ id: number }>("POST", "/api/admin/admins", input);

/** A new password for another admin: every session of theirs ends. */
export const resetAdminPassword = (id: number, input: AdminPasswordResetInput) =>
  apiSend<{ sessionsEnded: number }>("POST", `/api/admin/admins/${id}/password`, input);

/** Removes another admin's passkeys, authenticator app and recovery codes: every session of theirs ends. */
export const resetSecondFactors = (id: number) =>
  apiSend<{ factorsRemoved: number; sessionsEnded: number }>("POST", `/api/admin/admins/${id}/second-factors/reset`);

export const removeAdmin = (id: number) => apiSend<null>("DELETE", `/api/admin/admins/${id}`);

/** What a change to the admins changes: the list, and the audit log it is written to. */
export const ADMINS_CHANGES = [adminsKey, activityKey] as const;
