import type { LanguageSession } from "@schema/api";
import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { publicSessionsKey } from "../public-reads";
import type { AdminResource } from "./resource";

const PATH = "/api/admin/sessions";
/** Every session with its approved requests: a request's approval changes it too. */
export const adminSessionsKey: QueryKey = ["admin", "sessions"];

/** Every session, drafts too. */
export const adminSessionsQuery = () =>
  queryOptions({ queryKey: adminSessionsKey, queryFn: () => apiGet<LanguageSession[]>(PATH) });

/** A saved session changes the back office's list and the landing page's schedule. */
export const adminSessions: AdminResource<LanguageSession> = {
  path: PATH,
  list: adminSessionsQuery,
  changes: [adminSessionsKey, publicSessionsKey],
};
