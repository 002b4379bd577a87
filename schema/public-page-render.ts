import type { PublicCafe, PublicSession, PublicSite } from "./api";
import type { Locale } from "./constants";

/**
 * A session's public page (issue 38), as the Worker reads it and its server renderer
 * (web/landing-server.tsx) writes it. `live`: published with an occurrence ahead; `closed`:
 * unpublished or over (the page says so, noindex); `gone`: deleted (410).
 */
export interface SessionPageData {
  kind: "session";
  state: "live" | "closed" | "gone";
  /** Null only when gone. `nextStarts` lists up to six occurrences ahead (none when closed). */
  session: PublicSession | null;
  /** Its café when that café is active (the map link, the café page). */
  cafe: PublicCafe | null;
  /** Its price per session in TND, from its pricing plan (else the first active plan); null with no plan. */
  price: number | null;
  /** The page's own address, absolute, in the page's language: what share buttons share. */
  url: string;
}

/** A café's public page: `active` false says it no longer hosts sessions (noindex). */
export interface CafePageData {
  kind: "cafe";
  active: boolean;
  cafe: PublicCafe;
  /** Its upcoming published sessions. */
  sessions: PublicSession[];
  url: string;
}

/**
 * The privacy page (`/privacy`, issue 37): its texts are its feature's (web/features/privacy), the
 * contact address the Site settings'.
 */
export interface PrivacyPageData {
  kind: "privacy";
}

/** The 404 page: any path nothing else answers (status 404, noindex). */
export interface NotFoundPageData {
  kind: "not-found";
}

/** A record's page: the ones with a record behind them, whose islands read this data in the browser. */
export type RecordPageData = SessionPageData | CafePageData;

export type PublicPageData = RecordPageData | PrivacyPageData | NotFoundPageData;

/** What the Worker gives the server renderer of a session's, café's, privacy or 404 page. */
export interface PublicPageRenderInput {
  locale: Locale;
  page: PublicPageData;
  /** The Site settings (header and footer). */
  site: PublicSite;
}

/** The id of the `<script type="application/json">` holding a public page's data, which its islands hydrate from. */
export const PUBLIC_PAGE_DATA_ELEMENT_ID = "public-page-data";

/** Resolves to the HTML of the page's root element. */
export type RenderPublicPage = (input: PublicPageRenderInput) => Promise<string>;
