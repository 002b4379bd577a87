import type { PublicPageData } from "@schema/public-page-render";
import { FooterIsland, HeaderIsland } from "@web/features/landing";
import { NotFoundPage } from "@web/features/NotFoundPage";
import { PrivacyPage } from "@web/features/privacy";
import { Island } from "@web/islands/Island";
import { CafePage } from "./CafePage";
import { SessionPage } from "./SessionPage";

/**
 * A public page as the Worker renders it (web/landing-server.tsx): a session's, a café's, the
 * privacy page or the 404 page, between the landing page's header and footer islands. Only the
 * islands hydrate in the browser.
 */
export function PublicPage({ page }: { page: PublicPageData }) {
  return (
    <>
      <Island name="header">
        <HeaderIsland />
      </Island>
      <main id="main" className="min-h-[60vh] bg-stone-50">
        <PageContent page={page} />
      </main>
      <Island name="footer">
        <FooterIsland />
      </Island>
    </>
  );
}

function PageContent({ page }: { page: PublicPageData }) {
  switch (page.kind) {
    case "session":
      return <SessionPage page={page} />;
    case "cafe":
      return <CafePage page={page} />;
    case "privacy":
      return <PrivacyPage />;
    case "not-found":
      return <NotFoundPage />;
  }
}
