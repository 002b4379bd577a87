import { PUBLIC_PAGE_DATA_ELEMENT_ID, type RecordPageData } from "@schema/public-page-render";
import { createContext, useContext } from "react";

/** A record's page's data in the Worker's render; in the browser the islands read it from the page. */
const PageData = createContext<RecordPageData | null>(null);
export const PageDataProvider = PageData.Provider;

let embedded: RecordPageData | null = null;

/** The data the Worker wrote the page from (schema/public-page-render.ts): the islands hydrate from the same. */
export function usePageData(): RecordPageData {
  const provided = useContext(PageData);
  if (provided) return provided;
  embedded ??= JSON.parse(
    document.getElementById(PUBLIC_PAGE_DATA_ELEMENT_ID)?.textContent ?? "null",
  ) as RecordPageData | null;
  if (!embedded) throw new Error(`#${PUBLIC_PAGE_DATA_ELEMENT_ID} is missing from the page`);
  return embedded;
}
