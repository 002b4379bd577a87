/**
 * The waitlist running by itself, end to end, as the people in it live it: each acts only from
 * the links in the emails they were sent, the team only approves the first, and the cron does the
 * rest. The clock is faked (Date) so the offer's twelve hours pass in a test.
 */
import { env } from "cloudflare:workers";
import { and, count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, sessionRequest } from "../../schema/tables";
import { runScheduledTasks } from "../scheduled";
import { adminClient, postJson, sameOrigin } from "../test/admins";
import { call, db } from "../test/helpers";
import { createSession } from "../test/sessions";
import { doneOf } from "../test/spots";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Monday 23 November 2026, 09:00 in Tunis; the session is on Saturdays at 10:00. */
const MONDAY = Date.UTC(2026, 10, 23, 8);

afterEach(() => {
  vi.useRealTimers();
});

const at = (ms: number) => {
  vi.setSystemTime(ms);
  return new Date(ms);
};

/** The newest email of `kind` to this address. */
async function emailTo(email: string, kind: string) {
  const emails = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, kind)));
  const newest = emails.at(-1);
  if (!newest) throw new Error(`no ${kind} email to ${email}`);
  return newest;
}

/** The person's own link in an email, as a path: the one a person taps. */
function spotLinkIn(text: string): string {
  const link = /http:\/\/localhost:8787(\/spot\/[0-9a-f]{40}\.[a-z2-7]{32})/.exec(text);
  if (!link) throw new Error(`no spot link in:\n${text}`);
  return link[1]!;
}

const statusOf = async (email: string) =>
  (await db().select().from(sessionRequest).where(eq(sessionRequest.email, email)))[0]!;

async function seatsTaken(sessionId: number): Promise<number> {
  const [row] = await db()
    .select({ taken: count() })
    .from(sessionRequest)
    .where(and(eq(sessionRequest.sessionId, sessionId), eq(sessionRequest.status, "approved")));
  return row!.taken;
}

const press = async (link: string, action: "cancel" | "claim") =>
  doneOf(await call(`${link}/${action}`, { method: "POST", headers: sameOrigin }));

describe("the waitlist runs by itself", () => {
  it("A cancels from A's email; B lets the offer lapse; C claims from C's and is approved", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(MONDAY);
    const session = await createSession({ maxParticipants: 1 });
    const seats: number[] = [];
    const check = async () => seats.push(await seatsTaken(session.id));
    const [a, b, c] = ["a@example.tn", "b@example.tn", "c@example.tn"];
    const ask = (email: string) =>
      postJson("/api/session-requests", { sessionId: session.id, name: email, email, level: "beginner", locale: "en" });

    // A asks first and is approved; the session is then full, so B and C are waitlisted.
    expect((await ask(a!)).status).toBe(201);
    const admin = await adminClient();
    await admin(`/api/admin/session-requests/${(await statusOf(a!)).id}`, "PATCH", { status: "approved" });
    for (const person of [b!, c!]) expect((await ask(person)).status).toBe(201);
    expect([(await statusOf(b!)).status, (await statusOf(c!)).status]).toEqual(["waitlisted", "waitlisted"]);
    await check();

    // A can't come: from the link in the approval email, A cancels.
    const aLink = spotLinkIn((await emailTo(a!, "session_request_approved")).text);
    expect(await (await call(aLink)).text()).toContain("Your spot is confirmed.");
    expect(await press(aLink, "cancel")).toBe("cancelled");
    expect((await statusOf(a!)).cancelledBy).toBe("person");
    await check();

    // The next minute the cron offers the seat to B, first in line, for twelve hours.
    await runScheduledTasks(env, at(MONDAY + MINUTE));
    expect((await statusOf(b!)).offerExpiresAt).toEqual(new Date(MONDAY + MINUTE + 12 * HOUR));
    expect((await statusOf(c!)).offerExpiresAt).toBeNull();
    const bLink = spotLinkIn((await emailTo(b!, "seat_offer")).text);
    expect(await (await call(bLink)).text()).toContain("Claim this seat");
    await check();

    // B lets it lapse: the cron after the deadline passes the offer to C.
    await runScheduledTasks(env, at(MONDAY + 12 * HOUR + 2 * MINUTE));
    expect(await statusOf(b!)).toMatchObject({ status: "waitlisted", offerExpiresAt: null });
    expect((await statusOf(b!)).offerLapsedAt).not.toBeNull();
    expect((await statusOf(c!)).offerExpiresAt).not.toBeNull();
    // Too late for B: the claim changes nothing.
    expect(await press(bLink, "claim")).toBe("lapsed");
    expect((await statusOf(b!)).status).toBe("waitlisted");
    await check();

    // C claims from the link in C's offer and is approved, with the approval email.
    const cLink = spotLinkIn((await emailTo(c!, "seat_offer")).text);
    at(MONDAY + 13 * HOUR);
    expect(await press(cLink, "claim")).toBe("claimed");
    expect((await statusOf(c!)).status).toBe("approved");
    expect(spotLinkIn((await emailTo(c!, "session_request_approved")).text)).toBe(cLink);
    await check();

    // B, still waiting, is now first in line, and told so on their page.
    await runScheduledTasks(env, at(MONDAY + 14 * HOUR));
    expect(await (await call(bLink)).text()).toContain("number 1 in line");
    await check();

    // The one seat was never held by more than one person.
    expect(seats).toEqual([1, 0, 0, 0, 1, 1]);
  });
});
