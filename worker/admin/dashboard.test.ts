import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../schema/api";
import { emailOutbox, lead, newsletterSubscriber, sessionOccurrenceChange, sessionReminder } from "../../schema/tables";
import { spotPagePath } from "../spots/link";
import { adminClient, sameOrigin } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { aDayAhead, createRequests, createSession } from "../test/sessions";
import { tokenOf } from "../test/spots";
import { dashboard } from "./dashboard";

const DAY = 24 * 60 * 60 * 1000;
/** Monday 23 November 2026, noon UTC. */
const NOW = new Date(Date.UTC(2026, 10, 23, 12));
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe("the dashboard's numbers", () => {
  it("compares this week with the previous one, and charts 12 weeks of leads and confirmations", async () => {
    await db()
      .insert(lead)
      .values([
        { userType: "learner", name: "A", email: "a@example.tn", createdAt: daysAgo(1) },
        { userType: "learner", name: "B", email: "b@example.tn", createdAt: daysAgo(6), status: "contacted" },
        { userType: "teacher", name: "C", email: "c@example.tn", createdAt: daysAgo(2) },
        { userType: "contact", name: "D", email: "d@example.tn", createdAt: daysAgo(8), status: "closed" },
        { userType: "learner", name: "E", email: "e@example.tn", createdAt: daysAgo(30), status: "joined" },
        { userType: "learner", name: "Old", email: "old@example.tn", createdAt: daysAgo(200) },
      ]);
    await db()
      .insert(newsletterSubscriber)
      .values([
        { email: "s1@example.tn", isActive: true, confirmedAt: daysAgo(3) },
        { email: "s2@example.tn", isActive: true, confirmedAt: daysAgo(10) },
        { email: "s3@example.tn", isActive: false },
      ]);
    // Saturdays 10:00: within the next 7 days; 2 of 4 seats; last week 3 were reminded.
    const brunch = await createSession({ maxParticipants: 4 });
    const [first, second, third] = await createRequests(brunch.id, ["approved", "approved", "pending", "cancelled"]);
    // Not counted: no date yet; this week's only occurrence skipped; once, in two weeks; a draft.
    await createSession({ startsAt: null, scheduleToReview: "Weekends, to be agreed", isPublished: false });
    const skipped = await createSession({ title: "Skipped", maxParticipants: 6 });
    await db()
      .insert(sessionOccurrenceChange)
      .values({ sessionId: skipped.id, originalStart: "2026-11-28T10:00", movedTo: null });
    await createSession({ startsAt: "2026-12-05T18:00", repeat: "once", repeatDays: [], maxParticipants: 6 });
    await createSession({ isPublished: false, maxParticipants: 6 });
    // Counted once, though it happens three times this week: seats count per session.
    await createSession({ startsAt: "2026-11-24T18:00", repeatDays: ["TU", "TH", "SA"], maxParticipants: 5 });
    await db()
      .insert(sessionReminder)
      .values([first!, second!, third!].map((r) => ({ requestId: r.id, occurrenceAt: daysAgo(2) })));
    await db()
      .insert(emailOutbox)
      .values(
        [1, 9, 9].map((days, i) => ({
          kind: "lead_copy",
          recipient: `r${i}@example.tn`,
          subject: "s",
          html: "",
          text: "",
          status: "dead" as const,
          dedupeKey: `dash-${i}`,
          createdAt: daysAgo(days),
        })),
      );

    const answer = await dashboard(db(), NOW);
    expect(answer.leads).toEqual({
      thisWeek: { learner: 2, teacher: 1, cafe_owner: 0, contact: 0 },
      previousWeek: { learner: 0, teacher: 0, cafe_owner: 0, contact: 1 },
      // C and Old are still new more than 24 hours after coming in; A came in exactly 24 hours ago.
      waiting: 2,
    });
    expect(answer.subscribers).toEqual({ confirmed: 2, thisWeek: 1, previousWeek: 1 });
    expect(answer.seats).toEqual({ sessions: 2, filled: 2, capacity: 9, previousWeekFilled: 3 });
    expect(answer.failedEmails).toEqual({ total: 3, thisWeek: 1, previousWeek: 2 });
    expect(answer.requests.pending).toBe(1);
    expect(answer.weekly).toHaveLength(12);
    expect(answer.weekly.at(-1)).toEqual({ weekStart: daysAgo(7).toISOString(), leads: 3, confirmations: 1 });
    expect(answer.weekly.at(-2)).toMatchObject({ leads: 1, confirmations: 1 });
    expect(answer.weekly.reduce((sum, week) => sum + week.leads, 0)).toBe(5); // 200 days ago is out of the chart
  });

  it("lists the spots people cancelled themselves this week, newest first, with their session", async () => {
    const admin = await adminClient();
    const session = await createSession({ title: "Evening French", ...aDayAhead() });
    const [amira, sami] = await createRequests(session.id, ["approved", "waitlisted"]);
    for (const person of [amira!, sami!]) {
      const cancelled = await call(`${spotPagePath(await tokenOf(person))}/cancel`, {
        method: "POST",
        headers: sameOrigin,
      });
      expect(cancelled.status).toBe(303);
    }
    const answer = await json<Dashboard>(await admin("/api/admin/dashboard"));
    expect(answer.cancelledByPeople.thisWeek).toBe(2);
    expect(answer.cancelledByPeople.latest.map(({ cancelledAt: _at, ...row }) => row)).toEqual(
      [sami!, amira!].map((person) => ({
        requestId: person.id,
        name: person.name,
        sessionId: session.id,
        sessionTitle: "Evening French",
      })),
    );
    for (const { cancelledAt } of answer.cancelledByPeople.latest) {
      expect(Date.now() - Date.parse(cancelledAt)).toBeLessThan(60_000);
    }
  });

  it("answers an admin's GET /api/admin/dashboard, zeros on an empty database", async () => {
    const admin = await adminClient();
    const answer = await json<Dashboard>(await admin("/api/admin/dashboard"));
    expect(answer.requests).toEqual({ pending: 0, thisWeek: 0, previousWeek: 0 });
    expect(answer.seats).toEqual({ sessions: 0, filled: 0, capacity: 0, previousWeekFilled: 0 });
    expect(answer.weekly.every((week) => week.leads === 0 && week.confirmations === 0)).toBe(true);
    expect((await call("/api/admin/dashboard")).status).toBe(401);
  });
});
