import type { Context } from "hono";
import { cafePath, parsePublicPath, sessionPath } from "../../schema/public-paths";
import type { AppBindings } from "../env";
import { prefersGzip } from "../http/accept-encoding";
import { publicReadJson } from "../public/cached-reads";
import { pageLocale } from "./head";
import { digest, pageContent } from "./page-content";
import { pageResponse } from "./page-response";
import { readCafeRecord, readSessionRecord } from "./public-records";
import { type RecordPageInput, writeRecordPage } from "./record-page";
import { keptPage } from "./written-pages";

/**
 * A session's or café's page (`/sessions/<id>-<slug>`, `/cafes/<id>-<slug>`, schema/public-paths.ts),
 * or null when the path names none (an unknown id: the written 404 page answers). A path whose slug
 * is not the record's current one is sent to the current one (301), its `?lang=` kept. A deleted
 * session (an id SQLite handed out, with no row now) is 410 Gone.
 */
export async function serveRecordPage(c: Context<AppBindings>, url: URL): Promise<Response | null> {
  const target = parsePublicPath(url.pathname);
  if (!target) return null;
  const record: RecordPageInput["record"] | null =
    target.kind === "session"
      ? wrap("session", await readSessionRecord(c.env, target.id, new Date()))
      : wrap("cafe", await readCafeRecord(c.env, target.id));
  if (!record) return null;

  if (record.value !== "gone") {
    const current = record.kind === "session" ? sessionPath(record.value.session) : cafePath(record.value.cafe);
    if (url.pathname !== current) return redirectTo(url, current);
  }
  const locale = pageLocale(c.req.raw, url);
  const [content, siteJson] = await Promise.all([pageContent(c.env, false), publicReadJson(c.env, "/api/site")]);
  const version = await recordVersion(content.version, siteJson, record.value);
  const path = url.pathname;
  const page = await keptPage(c.env, { path, locale, content: version }, () =>
    writeRecordPage(c.env, { origin: url.origin, path, locale, settings: content.settings, siteJson, version, record }),
  );
  if (!page) return new Response("The page's shell is missing from the build.", { status: 500 });
  return pageResponse(page, { withBody: c.req.method !== "HEAD", gzip: prefersGzip(c.req.raw) });
}

function wrap<K extends RecordPageInput["record"]["kind"]>(
  kind: K,
  value: Extract<RecordPageInput["record"], { kind: K }>["value"] | null,
) {
  return value === null ? null : ({ kind, value } as RecordPageInput["record"]);
}

/** The current path, with the request's `?lang=` (and nothing else: the slug is all that changed). */
function redirectTo(url: URL, path: string): Response {
  const location = new URL(path, url.origin);
  const lang = url.searchParams.get("lang");
  if (lang) location.searchParams.set("lang", lang);
  return new Response(null, {
    status: 301,
    headers: { Location: location.href, "Cache-Control": "public, max-age=3600" },
  });
}

/**
 * The content version a record's page is kept under: the settings' and vars' (page-content.ts),
 * the Site settings and the record. The records and reads stay the same objects and texts in
 * memory for seconds, so the digest is worked out once per change, not per view.
 */
const lastVersions = new WeakMap<object, { inputs: string; version: Promise<string> }>();

function recordVersion(contentVersion: string, siteJson: string, record: object | "gone"): Promise<string> {
  if (typeof record !== "object") return digest([contentVersion, siteJson, record]);
  const inputs = `${contentVersion}\u0000${siteJson}`;
  const last = lastVersions.get(record);
  if (last && last.inputs === inputs) return last.version;
  const version = digest([inputs, JSON.stringify(record)]);
  lastVersions.set(record, { inputs, version });
  return version;
}
