import type { LanguageSession, Page } from "@schema/api";
import type { LanguageSessionInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { publicSessionsKey } from "../public-reads";
import { adminCountsKey, adminSessionsKey } from "./keys";
import { pagedList } from "./list";
import { adminMutations } from "./resource";

/** Sessions, drafts too, with their seats; a saved one changes the landing page's schedule. */
export const adminSessions = {
  ...pagedList<Page<LanguageSession>>("/api/admin/sessions", adminSessionsKey),
  ...adminMutations<LanguageSession, LanguageSessionInput>("/api/admin/sessions", adminSessionsKey, [
    publicSessionsKey,
    adminCountsKey,
  ]),
};

export interface SessionName {
  id: number;
  title: string;
  schedule: string | null;
}

/** Every session's id, title and schedule, for choosing one (`GET /api/admin/sessions/names`). */
export const sessionNamesQuery = () =>
  queryOptions({
    queryKey: [...adminSessionsKey, "names"],
    queryFn: () => apiGet<SessionName[]>("/api/admin/sessions/names"),
  });
