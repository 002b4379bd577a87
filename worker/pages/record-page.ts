import type { PublicSite } from "../../schema/api";
import type { Locale } from "../../schema/constants";
import { choiceName, LEARNING_LANGUAGE_NAMES } from "../../schema/labels";
import { PUBLIC_PAGE_DATA_ELEMENT_ID, type PublicPageData } from "../../schema/public-page-render";
import { fillIn, PUBLIC_PAGE_HEAD_TEXTS } from "../../schema/public-page-texts";
import { shareImagePath } from "../../schema/public-paths";
import { sessionCityName, sessionTitle } from "../../schema/session-text";
import { dateTimeText } from "../../schema/session-when";
import type { Env } from "../env";
import { type SeoSettings, siteBase } from "../site/seo-settings";
import { headTags, languageUrl, type RecordHead } from "./head";
import type { CafeRecord, SessionRecord } from "./public-records";
import { renderPublicPageHtml } from "./server-render";
import { cafeNode, isoInTunis, scriptJson, scriptSafe, sessionEvent, structuredData } from "./structured-data";
import { type WrittenPage, writeShell } from "./write-page";

/** What a session's or café's page is written from, besides the build. */
export interface RecordPageInput {
  origin: string;
  path: string;
  locale: Locale;
  settings: SeoSettings | null;
  /** The Site settings as the public read's JSON text (header, footer, the Organization's contacts). */
  siteJson: string;
  /** The version the page is kept under. */
  version: string;
  record: { kind: "session"; value: SessionRecord | "gone" } | { kind: "cafe"; value: CafeRecord };
}

type WriteEnv = Pick<Env, "ASSETS" | "PUBLIC_BASE_URL" | "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY">;

/**
 * A session's or café's page (issue 38), written like the landing page: its head, its JSON-LD and
 * its root rendered by React in the Worker, in landing.html's shell, whose script hydrates only its
 * islands. A live session or active café is indexable; a closed session, an inactive café and a
 * removed session (410) are not.
 */
export async function writeRecordPage(env: WriteEnv, input: RecordPageInput): Promise<WrittenPage | null> {
  const { locale, settings, path, record } = input;
  const base = siteBase(settings, env.PUBLIC_BASE_URL);
  const url = languageUrl(base, path, locale);
  const site = JSON.parse(input.siteJson) as PublicSite;
  // Named by the image's own version, so a preview can keep it for good; none where the image
  // route has none (a closed session, an inactive café).
  const image = (kind: "session" | "cafe", id: number, version: string, alt: string) => ({
    url: new URL(shareImagePath(kind, id, locale, version), base).href,
    alt,
  });
  const texts = PUBLIC_PAGE_HEAD_TEXTS[locale];

  let page: PublicPageData;
  let head: RecordHead;
  let indexable: boolean;
  let nodes: Record<string, unknown>[] = [];
  if (record.kind === "cafe") {
    const { cafe, active, sessions } = record.value;
    const city = sessionCityName(cafe.city, locale);
    const title = fillIn(texts.cafeTitle, { name: cafe.name, city });
    page = { kind: "cafe", active, cafe, sessions, url };
    indexable = active;
    head = {
      title: `${title} · Café Talk`,
      ogTitle: title,
      description: active
        ? fillIn(texts.cafeDescription, { name: cafe.name, city, count: sessions.length })
        : texts.cafeInactive,
      ogType: "place",
      image: active ? image("cafe", cafe.id, record.value.imageVersion, title) : null,
    };
    nodes = active ? [cafeNode(cafe, { locale, base })] : [];
  } else if (record.value === "gone") {
    page = { kind: "session", state: "gone", session: null, cafe: null, price: null, url };
    indexable = false;
    head = {
      title: `${texts.notFoundTitle} · Café Talk`,
      ogTitle: texts.notFoundTitle,
      description: texts.gone,
      ogType: "website",
      image: null,
    };
  } else {
    const { session, cafe, price, state, nextOccurrence, createdAt, imageVersion } = record.value;
    const title = sessionTitle(session, locale);
    const first = session.nextStarts[0];
    const details = [
      first ? dateTimeText(new Date(first), locale, new Date(first)) : texts.closed,
      [session.cafeName, sessionCityName(session.city, locale)].filter(Boolean).join(", "),
      state === "live" ? (session.spotsLeft > 0 ? fillIn(texts.spotsLeft, { n: session.spotsLeft }) : texts.full) : "",
    ].filter(Boolean);
    page = { kind: "session", state, session, cafe, price, url };
    indexable = state === "live";
    head = {
      title: `${title} · ${choiceName(LEARNING_LANGUAGE_NAMES, session.language, locale)} · Café Talk`,
      ogTitle: title,
      description: details.join(" · "),
      ogType: "website",
      image:
        state === "live"
          ? image("session", session.id, imageVersion, `${title} — ${details.slice(0, 2).join(" · ")}`)
          : null,
    };
    const changed = nextOccurrence && nextOccurrence.status !== "scheduled" ? nextOccurrence : null;
    const event =
      state === "live"
        ? sessionEvent(session, {
            locale,
            base,
            price,
            imageVersion,
            cafe,
            changed: changed as Parameters<typeof sessionEvent>[1]["changed"],
            validFrom: isoInTunis(new Date(createdAt)),
          })
        : null;
    nodes = event ? [event] : [];
  }

  const rootHtml = await renderPublicPageHtml({ locale, page, site });
  return writeShell(env, input.origin, {
    shell: "/landing.html",
    settings,
    tags: headTags({ settings, locale, path, base, indexable, record: head }),
    publicPage: true,
    graph: structuredData({ settings, locale, base, landing: null, site, nodes }),
    dataJson: scriptSafe(`{"/api/site":${input.siteJson}}`),
    headData: `<script type="application/json" id="${PUBLIC_PAGE_DATA_ELEMENT_ID}">${scriptJson(page)}</script>`,
    rootHtml,
    status: page.kind === "session" && page.state === "gone" ? 410 : 200,
    reusable: rootHtml !== null,
  });
}
