import type { Cafe, Page } from "@schema/api";
import { type CafeInput, LIST_PAGE_SIZE } from "@schema/inputs";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import { publicSessionsKey } from "../public-reads";
import { adminCafesKey, adminSessionsKey } from "./keys";
import { pagedList } from "./list";
import { adminMutations } from "./resource";

/** The cafés, inactive ones too; a saved one changes its sessions' copy of it, here and on the public site. */
export const adminCafes = {
  ...pagedList<Page<Cafe>>("/api/admin/cafes", adminCafesKey),
  ...adminMutations<Cafe, CafeInput>("/api/admin/cafes", adminCafesKey, [adminSessionsKey, publicSessionsKey]),
};

/**
 * The active cafés a session can be put in, by name: the first page of the largest size, as a
 * business of a few dozen cafés has them all on it.
 */
export const activeCafesQuery = () =>
  queryOptions({
    queryKey: [...adminCafesKey, "active"],
    queryFn: () =>
      apiGet("/api/admin/cafes", { status: "active", sort: "name", pageSize: LIST_PAGE_SIZE.max }).then(
        (page) => page.items,
      ),
    // The session form's "New café" opens the Cafés page in another tab: back in the form's tab,
    // the café made there is offered without a reload.
    refetchOnWindowFocus: "always",
  });

/** One café, inactive ones too: the one a session is in when the active ones do not list it. */
export const cafeQuery = (id: number) =>
  queryOptions({ queryKey: [...adminCafesKey, id], queryFn: () => apiGet(`/api/admin/cafes/${id}`) });
