import { PUBLIC_PAGE_DATA_ELEMENT_ID, type PublicPageData } from "@schema/public-page-render";
import { createContext, useContext } from "react";

/** The page's data in the Worker's render; in the browser the islands read it from the page. */
const PageData = createContext<PublicPageData | null>(null);
export const PageDataProvider = PageData.Provider;

let embedded: PublicPageData | null = null;

/** The data the Worker wrote the page from (schema/public-page-render.ts): the islands hydrate from the same. */
export function usePageData(): PublicPageData {
  const provided = useContext(PageData);
  if (provided) return provided;
  embedded ??= JSON.parse(
    document.getElementById(PUBLIC_PAGE_DATA_ELEMENT_ID)?.textContent ?? "null",
  ) as PublicPageData | null;
  if (!embedded) throw new Error(`#${PUBLIC_PAGE_DATA_ELEMENT_ID} is missing from the page`);
  return embedded;
}
