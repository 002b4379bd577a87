import { describe, expect, it } from "vitest";
import { tunisLocal } from "../../schema/occurrences";
import { SPOT_CANCELLED } from "../email/templates/spot-cancelled";
import { waitlistOf } from "../sessions/seats";
import { calendarEvent, decodedAttachment, filesOf } from "../test/calendar";
import { db } from "../test/helpers";
import { aDayAhead, createRequests, createSession } from "../test/sessions";
import {
  auditOf,
  doneOf,
  emailsOf,
  offer,
  openPage,
  postForm,
  requestRow,
  tampered,
  textOf,
  tokenOf,
} from "../test/spots";

const HOUR_MS = 3_600_000;
const inAnHour = () => new Date(Date.now() + HOUR_MS);

describe("cancelling one's spot", () => {
  it("frees an approved seat, logs it, and sends one confirmation with the calendar's cancellation", async () => {
    const session = await createSession(aDayAhead());
    const [request] = await createRequests(session.id, ["approved"]);
    const token = await tokenOf(request!);
    const res = await postForm(token, "cancel");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/spot/${token}?done=cancelled`);
    const row = await requestRow(request!.id);
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "person", calendarSequence: 1 });
    const [entry, ...more] = await auditOf("cancelled_by_person");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: null, targetType: "session_request", targetId: String(request!.id) });
    expect(entry!.changes).toEqual({ status: { before: "approved", after: "cancelled" } });
    const [email, ...others] = await emailsOf(SPOT_CANCELLED);
    expect(others).toEqual([]);
    expect(email!.subject).toBe("Your spot is cancelled: English small talk");
    expect(email!.text).toContain(`http://localhost:8787/spot/${token}`);
    const [file] = await filesOf(email!);
    expect(calendarEvent(decodedAttachment(file!)).method).toBe("CANCEL");
    const page = await textOf(await openPage(token, "?done=cancelled"));
    expect(page).toContain("Your spot is cancelled. We've sent you a confirmation by email.");
    expect(page).toContain("You cancelled this spot.");
  });

  it("changes once however often the form is sent", async () => {
    const session = await createSession(aDayAhead());
    const [request] = await createRequests(session.id, ["waitlisted"]);
    const token = await tokenOf(request!);
    const answers = await Promise.all([postForm(token, "cancel"), postForm(token, "cancel")]);
    const again = await postForm(token, "cancel");
    expect([...answers, again].map(doneOf)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(await auditOf("cancelled_by_person")).toHaveLength(1);
    const [email, ...others] = await emailsOf(SPOT_CANCELLED);
    expect(others).toEqual([]);
    // Not approved: no calendar event to call off.
    expect(await filesOf(email!)).toEqual([]);
    expect((await requestRow(request!.id)).calendarSequence).toBe(0);
  });

  it("is refused once the session has started, and nothing changes", async () => {
    const session = await createSession({
      repeat: "once",
      repeatDays: [],
      startsAt: tunisLocal(new Date(Date.now() - HOUR_MS / 2)),
      durationMinutes: 90,
    });
    const [request] = await createRequests(session.id, ["approved"]);
    const token = await tokenOf(request!);
    const res = await postForm(token, "cancel");
    expect(doneOf(res)).toBe("too-late");
    expect(await requestRow(request!.id)).toEqual(request);
    expect(await emailsOf(SPOT_CANCELLED)).toEqual([]);
    expect(await textOf(await openPage(token, "?done=too-late"))).toContain(
      "The session has already started, so this spot can no longer be cancelled here.",
    );
  });
});

describe("claiming an offered seat", () => {
  it("approves the person within the deadline, with the approval email", async () => {
    const session = await createSession({ maxParticipants: 2, ...aDayAhead() });
    const [, request] = await createRequests(session.id, ["approved", "waitlisted"]);
    await offer(request!.id, inAnHour());
    const token = await tokenOf(request!);
    const res = await postForm(token, "claim");
    expect(doneOf(res)).toBe("claimed");
    expect(await requestRow(request!.id)).toMatchObject({ status: "approved", offerExpiresAt: null });
    expect(await emailsOf("session_request_approved")).toHaveLength(1);
    expect(await auditOf("seat_claimed")).toHaveLength(1);
    // Sent twice, it is still one approval.
    expect(doneOf(await postForm(token, "claim"))).toBe("claimed");
    expect(await auditOf("seat_claimed")).toHaveLength(1);
    expect(await textOf(await openPage(token, "?done=claimed"))).toContain("Your spot is confirmed.");
  });

  it("after the deadline says the offer lapsed, and changes nothing", async () => {
    const session = await createSession(aDayAhead());
    const [request] = await createRequests(session.id, ["waitlisted"]);
    await offer(request!.id, new Date(Date.now() - 60_000));
    const before = await requestRow(request!.id);
    const res = await postForm(await tokenOf(request!), "claim");
    expect(doneOf(res)).toBe("lapsed");
    expect(await requestRow(request!.id)).toEqual(before);
    expect(await emailsOf("session_request_approved")).toEqual([]);
  });

  it("gives the last seat to exactly one of 20 claiming at once; the others keep their place", async () => {
    const session = await createSession({ maxParticipants: 1, ...aDayAhead() });
    const waiting = await createRequests(session.id, Array(20).fill("waitlisted"));
    for (const request of waiting) await offer(request.id, inAnHour());
    const tokens = await Promise.all(waiting.map(tokenOf));
    const answers = await Promise.all(tokens.map((token) => postForm(token, "claim")));
    const outcomes = answers.map(doneOf);
    expect(outcomes.filter((done) => done === "claimed")).toHaveLength(1);
    expect(outcomes.filter((done) => done === "taken")).toHaveLength(19);
    const winner = waiting[outcomes.indexOf("claimed")]!;
    expect((await requestRow(winner.id)).status).toBe("approved");
    const line = await waitlistOf(db(), session.id);
    expect(line.map((row) => row.id)).toEqual(waiting.filter((row) => row !== winner).map((row) => row.id));
    expect(line.every((row) => row.offerExpiresAt === null && row.offerLapsedAt === null)).toBe(true);
    const loser = tokens[outcomes.indexOf("taken")]!;
    expect(await textOf(await openPage(loser, "?done=taken"))).toContain(
      "Sorry, this seat was taken just before you. You stay on the waitlist, in your place.",
    );
  });
});

describe("a link acts on its own request only", () => {
  it("changes nothing with a tampered token, and only its own request with a real one", async () => {
    const session = await createSession(aDayAhead());
    const [mine, theirs] = await createRequests(session.id, ["approved", "waitlisted"]);
    await offer(theirs!.id, inAnHour());
    const before = [await requestRow(mine!.id), await requestRow(theirs!.id)];
    const token = await tokenOf(mine!);
    for (const forged of [tampered(token), `${token.slice(0, 40)}.${"a".repeat(32)}`, "garbage"]) {
      for (const action of ["cancel", "claim"] as const) {
        const res = await postForm(forged, action);
        expect(res.status).toBe(404);
        expect(await textOf(res)).toContain("This link is not valid (or no longer)");
      }
    }
    expect([await requestRow(mine!.id), await requestRow(theirs!.id)]).toEqual(before);
    // My link's claim finds no offer of mine (theirs is not mine to take); my cancel is mine alone.
    expect(doneOf(await postForm(token, "claim"))).toBe("claimed");
    expect(doneOf(await postForm(token, "cancel"))).toBe("cancelled");
    expect(await requestRow(theirs!.id)).toEqual(before[1]);
  });

  it("refuses a form sent from another site, or without an origin, with a page, and changes nothing", async () => {
    const session = await createSession(aDayAhead());
    const [request] = await createRequests(session.id, ["approved"]);
    const token = await tokenOf(request!);
    for (const headers of [{ Origin: "https://evil.example" }, {}] as HeadersInit[]) {
      const res = await postForm(token, "cancel", headers);
      expect(res.status).toBe(403);
      expect(res.headers.get("Content-Type")).toContain("text/html");
      expect(await textOf(res)).toContain("This form was sent from another site.");
    }
    expect(await requestRow(request!.id)).toEqual(request);
  });
});
