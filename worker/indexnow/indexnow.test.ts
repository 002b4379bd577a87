import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cafe, indexNowPing, languageSession, sessionOccurrenceChange } from "../../schema/tables";
import { app } from "../app";
import { runScheduledTasks } from "../scheduled";
import { executionContext } from "../test/edge";
import { BASE, db } from "../test/helpers";
import { createSession } from "../test/sessions";

/** A session in no café: each test names the cafés it queues. */
const sessionInNoCafe = (values: Parameters<typeof createSession>[0] = {}) =>
  createSession({ cafeName: null, ...values });

import { pingIndexNow } from "./ping";

const KEY = "3f9c2b7a-indexnow-test-key";
const withKey = { ...env, INDEXNOW_KEY: KEY };
const HOST = new URL(env.PUBLIC_BASE_URL).host;

interface Submission {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/**
 * IndexNow as its documentation describes it: 202 for URLs of the host the key was checked for
 * (`host`, by default the one the submission names); 422 for a URL of another host; 429 while
 * `throttled`.
 */
function stubIndexNow(options: { throttled?: boolean; host?: string } = {}) {
  const received: Submission[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(env.INDEXNOW_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = JSON.parse(String(init?.body)) as Submission;
    received.push(body);
    if (options.throttled) return new Response(null, { status: 429 });
    const host = options.host ?? body.host;
    if (body.urlList.some((url) => new URL(url).host !== host)) return new Response(null, { status: 422 });
    return new Response(null, { status: 202 });
  });
  return { received, send: send as unknown as typeof fetch };
}

const inThreeLanguages = (path: string) => [`${BASE}${path}`, `${BASE}${path}?lang=fr`, `${BASE}${path}?lang=ar`];

const queued = () => db().select().from(indexNowPing);

afterEach(() => vi.unstubAllGlobals());

describe("IndexNow is told of changed public pages by the cron", () => {
  it("sends a published session's page in its three languages, with the host, key and key file", async () => {
    const session = await sessionInNoCafe({ title: "English small talk" });
    const stub = stubIndexNow();
    vi.stubGlobal("fetch", stub.send);

    const report = await runScheduledTasks(withKey);

    expect(report.indexNow).toMatchObject({ status: "accepted", records: 1, urls: 3, httpStatus: 202 });
    expect(stub.received).toEqual([
      {
        host: HOST,
        key: KEY,
        keyLocation: `${BASE}/${KEY}.txt`,
        urlList: inThreeLanguages(`/sessions/${session.id}-english-small-talk`),
      },
    ]);
    expect(await queued()).toEqual([]);
    // Nothing left: the next run sends nothing.
    expect((await runScheduledTasks(withKey)).indexNow).toEqual({ status: "idle" });
    expect(stub.received).toHaveLength(1);
  });

  it("sends a published session's change, its unpublishing and its deletion, and nothing of a draft's edits", async () => {
    const published = await sessionInNoCafe({ title: "English small talk" });
    const draft = await sessionInNoCafe({ title: "German draft", isPublished: false });
    await pingIndexNow(withKey, db(), new Date(), stubIndexNow().send);

    await db().update(languageSession).set({ title: "German draft, again" }).where(eq(languageSession.id, draft.id));
    const nothing = stubIndexNow();
    expect(await pingIndexNow(withKey, db(), new Date(), nothing.send)).toEqual({ status: "idle" });
    expect(nothing.received).toEqual([]);

    await db()
      .update(languageSession)
      .set({ title: "English small talk, Saturdays" })
      .where(eq(languageSession.id, published.id));
    const changed = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), changed.send);
    expect(changed.received[0]?.urlList).toEqual(
      inThreeLanguages(`/sessions/${published.id}-english-small-talk-saturdays`),
    );

    await db().update(languageSession).set({ isPublished: false }).where(eq(languageSession.id, published.id));
    const unpublished = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), unpublished.send);
    expect(unpublished.received[0]?.urlList).toEqual(
      inThreeLanguages(`/sessions/${published.id}-english-small-talk-saturdays`),
    );

    // Published again, then deleted: its bare path, which answers 410.
    await db().update(languageSession).set({ isPublished: true }).where(eq(languageSession.id, published.id));
    await db().delete(languageSession).where(eq(languageSession.id, published.id));
    const deleted = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), deleted.send);
    expect(deleted.received[0]?.urlList).toEqual(inThreeLanguages(`/sessions/${published.id}`));
  });

  it("sends a published session whose occurrence is skipped, moved or restored, its next dates being others", async () => {
    const session = await sessionInNoCafe({ title: "English small talk" });
    await pingIndexNow(withKey, db(), new Date(), stubIndexNow().send);

    await db()
      .insert(sessionOccurrenceChange)
      .values({ sessionId: session.id, originalStart: "2026-01-10T10:00", movedTo: null });
    // Then moved, as the back office writes it (an upsert), while the session is still queued.
    await db()
      .insert(sessionOccurrenceChange)
      .values({ sessionId: session.id, originalStart: "2026-01-10T10:00", movedTo: "2026-01-11T18:00" })
      .onConflictDoUpdate({
        target: [sessionOccurrenceChange.sessionId, sessionOccurrenceChange.originalStart],
        set: { movedTo: "2026-01-11T18:00" },
      });
    const skipped = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), skipped.send);
    expect(skipped.received[0]?.urlList).toEqual(inThreeLanguages(`/sessions/${session.id}-english-small-talk`));

    await db().delete(sessionOccurrenceChange).where(eq(sessionOccurrenceChange.sessionId, session.id));
    const restored = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), restored.send);
    expect(restored.received).toHaveLength(1);
  });

  it("sends an active café's change and its deactivation, and the pages of its sessions it renames", async () => {
    const [place] = await db()
      .insert(cafe)
      .values({ name: "Café Lino", address: "12 Rue de Marseille", city: "Tunis" })
      .returning();
    const session = await createSession({ title: "English small talk", cafeId: place!.id });
    await pingIndexNow(withKey, db(), new Date(), stubIndexNow().send);

    await db().update(cafe).set({ name: "Café Lino Marsa" }).where(eq(cafe.id, place!.id));
    const renamed = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), renamed.send);
    expect(new Set(renamed.received[0]?.urlList)).toEqual(
      new Set([
        ...inThreeLanguages(`/cafes/${place!.id}-cafe-lino-marsa`),
        ...inThreeLanguages(`/sessions/${session.id}-english-small-talk`),
      ]),
    );

    await db().update(cafe).set({ isActive: false }).where(eq(cafe.id, place!.id));
    const deactivated = stubIndexNow();
    await pingIndexNow(withKey, db(), new Date(), deactivated.send);
    expect(deactivated.received[0]?.urlList).toEqual(inThreeLanguages(`/cafes/${place!.id}-cafe-lino-marsa`));

    // An inactive café's edits are nobody's business.
    await db().update(cafe).set({ openingNote: "Closed on Mondays" }).where(eq(cafe.id, place!.id));
    expect(await pingIndexNow(withKey, db(), new Date(), stubIndexNow().send)).toEqual({ status: "idle" });
  });

  it("sends at most 33 pages (99 URLs) a run, the rest in the next runs", async () => {
    for (let i = 0; i < 40; i += 1) await sessionInNoCafe({ title: `Session ${i}` });
    const first = stubIndexNow();
    expect(await pingIndexNow(withKey, db(), new Date(), first.send)).toMatchObject({ records: 33, urls: 99 });
    const second = stubIndexNow();
    expect(await pingIndexNow(withKey, db(), new Date(), second.send)).toMatchObject({ records: 7, urls: 21 });
    expect(new Set([...first.received[0]!.urlList, ...second.received[0]!.urlList]).size).toBe(120);
  });

  it("keeps the pages when IndexNow says too many requests, and sends them again after the wait", async () => {
    await sessionInNoCafe();
    const now = new Date();
    const throttled = stubIndexNow({ throttled: true });
    expect(await pingIndexNow(withKey, db(), now, throttled.send)).toMatchObject({ status: "retry", httpStatus: 429 });
    expect(await queued()).toMatchObject([{ attempts: 1 }]);

    // Two minutes after the first refusal, not before.
    const early = stubIndexNow();
    expect(await pingIndexNow(withKey, db(), new Date(now.getTime() + 60_000), early.send)).toEqual({ status: "idle" });
    expect(early.received).toEqual([]);
    const later = stubIndexNow();
    expect(await pingIndexNow(withKey, db(), new Date(now.getTime() + 120_000), later.send)).toMatchObject({
      status: "accepted",
    });
    expect(await queued()).toEqual([]);
  });

  it("keeps the pages when IndexNow does not answer", async () => {
    await sessionInNoCafe();
    const unreachable = (async () => {
      throw new TypeError("Network connection lost.");
    }) as typeof fetch;
    expect(await pingIndexNow(withKey, db(), new Date(), unreachable)).toMatchObject({
      status: "retry",
      httpStatus: null,
    });
    expect(await queued()).toMatchObject([{ attempts: 1 }]);
  });

  it("drops pages IndexNow refuses for good (422: not on the key's host), with a log line", async () => {
    await sessionInNoCafe();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The key was checked for the production host; this site's URLs are not on it.
    const refusing = stubIndexNow({ host: "cafetalk.tn" });
    const report = await pingIndexNow(withKey, db(), new Date(), refusing.send);
    expect(report).toMatchObject({ status: "refused", httpStatus: 422 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("HTTP 422"));
    expect(await queued()).toEqual([]);
    log.mockRestore();
  });

  it("is off without a key: nothing is sent, nothing kept, and no key file", async () => {
    await sessionInNoCafe();
    const stub = stubIndexNow();
    vi.stubGlobal("fetch", stub.send);
    expect((await runScheduledTasks(env)).indexNow).toEqual({ status: "off", dropped: 1 });
    expect(stub.received).toEqual([]);
    expect(await queued()).toEqual([]);
    expect((await app.fetch(new Request(`${BASE}/${KEY}.txt`), env, executionContext)).status).toBe(404);
  });
});

describe("the key file", () => {
  it("is served at /<key>.txt with the key, and no other name is", async () => {
    const res = await app.fetch(new Request(`${BASE}/${KEY}.txt`), withKey, executionContext);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(KEY);
    expect((await app.fetch(new Request(`${BASE}/not-the-key-0000.txt`), withKey, executionContext)).status).toBe(404);
    expect((await app.fetch(new Request(`${BASE}/robots.txt`), withKey, executionContext)).status).toBe(200);
  });
});
