import { env } from "cloudflare:workers";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEntry, emailOutbox, languageSession, sessionRequest, siteSettings } from "../../schema/tables";
import { runScheduledTasks } from "../scheduled";
import { calendarContextOf } from "../sessions/request-calendar";
import { waitlistOf } from "../sessions/seats";
import { db } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";
import { spotPageUrl } from "./link";
import { offerFreedSeats } from "./offers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Monday 23 November 2026, midnight UTC (1:00 in Tunis). The fixture's session: Saturdays 10:00 in Tunis. */
const T = Date.UTC(2026, 10, 23);
/** Saturday 28 November 2026, 10:00 in Tunis. */
const SATURDAY = Date.UTC(2026, 10, 28, 9);

const context = () => calendarContextOf(env);
const run = (now: number, limits?: Parameters<typeof offerFreedSeats>[3]) =>
  offerFreedSeats(db(), context(), new Date(now), limits);

const offerEmails = () =>
  db().select().from(emailOutbox).where(eq(emailOutbox.kind, "seat_offer")).orderBy(asc(emailOutbox.id));

const requestOf = async (id: number) => (await db().select().from(sessionRequest).where(eq(sessionRequest.id, id)))[0]!;

const cancelByAdmin = (id: number) =>
  db().update(sessionRequest).set({ status: "cancelled", cancelledBy: "admin" }).where(eq(sessionRequest.id, id));

/** One seat, A approved, B and C waitlisted (B first). */
async function oneSeat(values: Parameters<typeof createSession>[0] = {}) {
  const session = await createSession({ maxParticipants: 1, ...values });
  const [a] = await createRequests(session.id, ["approved"]);
  const [b] = await createRequests(session.id, ["waitlisted"]);
  const [c] = await createRequests(session.id, ["waitlisted"]);
  return { session, a: a!, b: b!, c: c! };
}

describe("a freed seat is offered to the next in line by the cron", () => {
  it("offers B until the window ends, lapses it unclaimed, then offers C; B goes behind C", async () => {
    const { session, a, b, c } = await oneSeat();
    expect(await run(T)).toEqual({ lapsed: 0, offered: 0 });

    await cancelByAdmin(a.id);
    expect(await run(T)).toEqual({ lapsed: 0, offered: 1 });
    expect((await requestOf(b.id)).offerExpiresAt).toEqual(new Date(T + 12 * HOUR));
    expect((await requestOf(c.id)).offerExpiresAt).toBeNull();
    const [email] = await offerEmails();
    expect(email!.recipient).toBe(b.email);
    expect(email!.dedupeKey).toBe(`seat_offer:${b.id}:${T + 12 * HOUR}`);
    expect(email!.subject).toBe("A seat is free for you: English small talk");
    expect(email!.text).toContain(await spotPageUrl(env.PUBLIC_BASE_URL, env.SPOT_LINK_SECRET, b.linkKey!));
    expect(email!.text).toContain("Claim my seat");
    // 12:00 UTC is 13:00 in Tunis, the same day.
    expect(email!.text).toContain("held for you until today at 13:00 (Tunis time)");
    expect(email!.text).toContain("goes to the next person in line");

    // Nothing more while B's offer is open.
    expect(await run(T + 6 * HOUR)).toEqual({ lapsed: 0, offered: 0 });

    const later = T + 12 * HOUR + MINUTE;
    expect(await run(later)).toEqual({ lapsed: 1, offered: 1 });
    const lapsedB = await requestOf(b.id);
    expect(lapsedB.offerExpiresAt).toBeNull();
    expect(lapsedB.offerLapsedAt).toEqual(new Date(later));
    expect(lapsedB.status).toBe("waitlisted");
    expect((await requestOf(c.id)).offerExpiresAt).toEqual(new Date(later + 12 * HOUR));
    expect((await offerEmails()).map((row) => row.recipient)).toEqual([b.email, c.email]);
    expect((await waitlistOf(db(), session.id)).map((row) => row.id)).toEqual([c.id, b.id]);

    const audit = await db()
      .select({ action: auditEntry.action, targetId: auditEntry.targetId, actorId: auditEntry.actorId })
      .from(auditEntry)
      .where(inArray(auditEntry.action, ["seat_offer_sent", "seat_offer_lapsed"]))
      .orderBy(asc(auditEntry.id));
    expect(audit).toEqual([
      { action: "seat_offer_sent", targetId: String(b.id), actorId: null },
      { action: "seat_offer_lapsed", targetId: String(b.id), actorId: null },
      { action: "seat_offer_sent", targetId: String(c.id), actorId: null },
    ]);
  });

  it("makes no offer or email twice when a run is repeated at the same moment", async () => {
    const { a, b } = await oneSeat();
    await cancelByAdmin(a.id);
    await run(T);
    expect(await run(T)).toEqual({ lapsed: 0, offered: 0 });
    const later = T + 12 * HOUR + MINUTE;
    await run(later);
    expect(await run(later)).toEqual({ lapsed: 0, offered: 0 });
    expect((await offerEmails()).length).toBe(2);
    const sent = await db()
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.action, "seat_offer_sent"), eq(auditEntry.targetId, String(b.id))));
    expect(sent.length).toBe(1);
  });

  it("ends an offer two hours before the start when the window would run past it", async () => {
    const { a, b } = await oneSeat();
    await cancelByAdmin(a.id);
    // Friday 27 November, 20:00 UTC: 13 hours before the start.
    await run(SATURDAY - 13 * HOUR);
    expect((await requestOf(b.id)).offerExpiresAt).toEqual(new Date(SATURDAY - 2 * HOUR));
  });

  it("takes the window from the site settings", async () => {
    await db().insert(siteSettings).values({ id: 1, offerWindowHours: 3 });
    const { a, b } = await oneSeat();
    await cancelByAdmin(a.id);
    await run(T);
    expect((await requestOf(b.id)).offerExpiresAt).toEqual(new Date(T + 3 * HOUR));
  });

  it("offers a seat freed within two hours of the start to everyone waiting, until the start", async () => {
    const { a, b, c } = await oneSeat();
    const [d] = await createRequests((await requestOf(a.id)).sessionId, ["waitlisted"]);
    await cancelByAdmin(a.id);
    expect(await run(SATURDAY - 90 * MINUTE)).toEqual({ lapsed: 0, offered: 3 });
    for (const id of [b.id, c.id, d!.id]) {
      expect((await requestOf(id)).offerExpiresAt).toEqual(new Date(SATURDAY));
    }
    const [email] = await offerEmails();
    expect(email!.text).toContain("the first to claim it, until today at 10:00 (Tunis time), has it");
    // Someone who joins the waitlist then is offered it too.
    const [e] = await createRequests((await requestOf(a.id)).sessionId, ["waitlisted"]);
    expect(await run(SATURDAY - 60 * MINUTE)).toEqual({ lapsed: 0, offered: 1 });
    expect((await requestOf(e!.id)).offerExpiresAt).toEqual(new Date(SATURDAY));
  });

  it("lapses the offers made for an earlier occurrence once it starts, then offers the next one's seat", async () => {
    const { a, b, c } = await oneSeat();
    await cancelByAdmin(a.id);
    await run(SATURDAY - 90 * MINUTE);
    expect(await run(SATURDAY + MINUTE)).toEqual({ lapsed: 2, offered: 1 });
    // Both lapsed at the same moment: the line's order between them stands, B first.
    expect((await requestOf(b.id)).offerExpiresAt).toEqual(new Date(SATURDAY + MINUTE + 12 * HOUR));
    expect((await requestOf(c.id)).offerExpiresAt).toBeNull();
  });

  it("leaves a session that does not offer its seats itself to the admin", async () => {
    const { a, b } = await oneSeat({ autoOffer: false });
    await cancelByAdmin(a.id);
    expect(await run(T)).toEqual({ lapsed: 0, offered: 0 });
    expect((await requestOf(b.id)).offerExpiresAt).toBeNull();
  });

  it("offers nothing in a draft, or in a session with nothing ahead", async () => {
    const draft = await oneSeat({ isPublished: false });
    await cancelByAdmin(draft.a.id);
    const past = await oneSeat({ startsAt: "2026-11-01T10:00", repeat: "once", repeatDays: [] });
    await cancelByAdmin(past.a.id);
    const ended = await oneSeat({ repeatUntil: "2026-11-14" });
    await cancelByAdmin(ended.a.id);
    expect(await run(T)).toEqual({ lapsed: 0, offered: 0 });
  });

  it("offers the seats a raised capacity frees, as many as were added", async () => {
    const session = await createSession({ maxParticipants: 2 });
    await createRequests(session.id, ["approved", "approved"]);
    const waiting = await createRequests(session.id, ["waitlisted", "waitlisted", "waitlisted"]);
    expect(await run(T)).toEqual({ lapsed: 0, offered: 0 });
    await db().update(languageSession).set({ maxParticipants: 4 }).where(eq(languageSession.id, session.id));
    expect(await run(T)).toEqual({ lapsed: 0, offered: 2 });
    const offered = await Promise.all(waiting.map(async (row) => (await requestOf(row.id)).offerExpiresAt !== null));
    expect(offered).toEqual([true, true, false]);
  });

  it("is never held back by sessions that have nothing to offer after all", async () => {
    // Three weekly series that ended after their one session, each with a free seat and a waitlist:
    // the candidates' query cannot count sessions, the occurrences can.
    for (let i = 0; i < 3; i++) {
      const ended = await createSession({ startsAt: "2026-11-14T10:00", repeatCount: 1, maxParticipants: 1 });
      await createRequests(ended.id, ["waitlisted"]);
    }
    const { a, b } = await oneSeat();
    await cancelByAdmin(a.id);
    expect(await run(T, { lapses: 10, offers: 1 })).toEqual({ lapsed: 0, offered: 1 });
    expect((await requestOf(b.id)).offerExpiresAt).not.toBeNull();
  });

  it("does at most a batch's offers per run", async () => {
    const session = await createSession({ maxParticipants: 3 });
    await createRequests(session.id, ["waitlisted", "waitlisted", "waitlisted"]);
    expect(await run(T, { lapses: 10, offers: 2 })).toEqual({ lapsed: 0, offered: 2 });
    expect(await run(T, { lapses: 10, offers: 2 })).toEqual({ lapsed: 0, offered: 1 });
  });

  it("never fills more seats than the session has, whoever claims", async () => {
    const { session, a } = await oneSeat();
    await cancelByAdmin(a.id);
    await run(SATURDAY - 90 * MINUTE);
    // Everyone was offered the one seat; the approval, capacity-safe, lets one claim win.
    const { approve } = await import("../admin/session-requests");
    const line = await waitlistOf(db(), session.id);
    const results = await Promise.allSettled(
      line.map((request) =>
        approve(db(), request, {}, context(), {
          actor: { id: null, email: null },
          action: "seat_claimed",
          target: { type: "session_request", id: request.id },
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled").length).toBe(1);
    const approved = await db()
      .select()
      .from(sessionRequest)
      .where(and(eq(sessionRequest.sessionId, session.id), eq(sessionRequest.status, "approved")));
    expect(approved.length).toBe(1);
    expect(approved[0]!.offerExpiresAt).toBeNull();
    // The seat is taken: nothing more to offer.
    expect(await run(SATURDAY - 80 * MINUTE)).toEqual({ lapsed: 0, offered: 0 });
  });

  it("runs from the cron, before the drain that sends the offer", async () => {
    const { a } = await oneSeat();
    await cancelByAdmin(a.id);
    const report = await runScheduledTasks(env, new Date(T));
    expect(report.seatOffers).toEqual({ lapsed: 0, offered: 1 });
    const [email] = await offerEmails();
    expect(email!.status).not.toBe("pending");
  });
});
