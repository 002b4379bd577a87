import { personQuery } from "@schema/inputs";
import type { SearchSchemaInput } from "@tanstack/react-router";

/** What /admin/people holds in its URL: what was searched, and the person opened. */
export interface PeopleUrl {
  /** The text searched: part of a name, an address or a phone number. */
  q?: string;
  /** The person opened: everything stored under this address. */
  email?: string;
}

/**
 * The People page's URL, read as the route's `validateSearch`: an address the API would refuse
 * is dropped, so a hand-edited link shows the search rather than an error. Kept apart from the
 * page so the route does not pull the page's code into the first bundle.
 */
export function peopleUrl(search: Partial<PeopleUrl> & SearchSchemaInput): PeopleUrl {
  const q = typeof search.q === "string" && search.q.trim() ? search.q : undefined;
  const email = personQuery.safeParse({ email: search.email });
  return { ...(q ? { q } : {}), ...(email.success ? { email: email.data.email } : {}) };
}
