import type { PublicPageData } from "@schema/public-page-render";
import { FooterIsland, HeaderIsland } from "@web/features/landing";
import { Island } from "@web/islands/Island";
import { CafePage } from "./CafePage";
import { SessionPage } from "./SessionPage";

/**
 * A session's or café's page as the Worker renders it (web/landing-server.tsx): the landing page's
 * header and footer islands around the record. Only the islands hydrate in the browser.
 */
export function PublicPage({ page }: { page: PublicPageData }) {
  return (
    <>
      <Island name="header">
        <HeaderIsland />
      </Island>
      <main id="main" className="min-h-[60vh] bg-stone-50">
        {page.kind === "session" ? <SessionPage page={page} /> : <CafePage page={page} />}
      </main>
      <Island name="footer">
        <FooterIsland />
      </Island>
    </>
  );
}
