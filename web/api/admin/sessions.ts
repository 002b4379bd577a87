import type { LanguageSession } from "@schema/api";
import type { QueryKey } from "@tanstack/react-query";
import { publicSessionsKey } from "../public-reads";
import { adminResource } from "./resource";

/** Every session with its approved requests: a request's approval changes it too. */
export const adminSessionsKey: QueryKey = ["admin", "sessions"];

/** Every session, drafts too; a saved one changes the landing page's schedule. */
export const adminSessions = adminResource<LanguageSession>("/api/admin/sessions", adminSessionsKey, [
  publicSessionsKey,
]);
