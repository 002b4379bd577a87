import type { PersonCorrected, PersonErased } from "@schema/api";
import type { PersonCorrectionInput } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "@web/lib/api";
import { adminSessionsKey, leadsKey, outboxKey, peopleKey, sessionRequestsKey, subscribersKey } from "./keys";

/** Everything stored about one address (`GET /api/admin/people`). */
export const personQuery = (email: string) =>
  queryOptions({
    queryKey: [...peopleKey, email],
    queryFn: () => apiGet("/api/admin/people", { email }),
  });

/** The people whose name, family name, address or phone number starts with `q` (`GET /api/admin/people/search`). */
export const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...peopleKey, "search", q],
    queryFn: () => apiGet("/api/admin/people/search", { q }),
  });

/** Deletes or anonymises every row that identifies the address, in one transaction. */
export const erasePerson = (email: string) => apiSend<PersonErased>("POST", "/api/admin/people/erase", { email });

/** Sets the name and address in every table that keeps them. */
export const correctPerson = (input: PersonCorrectionInput) =>
  apiSend<PersonCorrected>("POST", "/api/admin/people/correct", input);

/** An erase or a correction changes every list that shows people, and their seats and emails. */
export const PERSON_CHANGES = [
  peopleKey,
  leadsKey,
  sessionRequestsKey,
  adminSessionsKey,
  subscribersKey,
  outboxKey,
] as const;
