import type { LanguageSession } from "@schema/api";
import type { LanguageSessionInput } from "@schema/inputs";
import { publicSessionsKey } from "../public-reads";
import { adminSessionsKey } from "./keys";
import { adminResource } from "./resource";

/** Every session, drafts too; a saved one changes the landing page's schedule. */
export const adminSessions = adminResource<LanguageSession, LanguageSessionInput>(
  "/api/admin/sessions",
  adminSessionsKey,
  [publicSessionsKey],
);
