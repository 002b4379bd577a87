import { describe, expect, it } from "vitest";
import type { AdminCounts } from "../../schema/api";
import { auditEntry, emailOutbox, lead } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

describe("GET /api/admin/counts", () => {
  it("counts pending requests, failed emails and sessions with a seat to offer", async () => {
    const admin = await adminClient();
    expect(await json<AdminCounts>(await admin("/api/admin/counts"))).toEqual({
      pendingRequests: 0,
      failedEmails: 0,
      seatsToOffer: 0,
      cancelledByPeople: 0,
      waitingLeads: 0,
    });
    // A seat waits for an admin only where automatic offers are off: the cron offers the others.
    const freed = await createSession({ maxParticipants: 2, autoOffer: false });
    await createRequests(freed.id, ["approved", "waitlisted", "pending", "cancelled"]);
    const offeredByTheCron = await createSession({ maxParticipants: 2 });
    await createRequests(offeredByTheCron.id, ["approved", "waitlisted"]);
    const full = await createSession({ maxParticipants: 2 });
    await createRequests(full.id, ["approved", "approved", "waitlisted", "pending"]);
    const noWaitlist = await createSession({ maxParticipants: 2 });
    await createRequests(noWaitlist.id, ["approved"]);
    await db()
      .insert(emailOutbox)
      .values(
        ["dead", "dead", "sent", "pending"].map((status, i) => ({
          kind: "lead_copy",
          recipient: `r${i}@example.tn`,
          subject: "s",
          html: "",
          text: "",
          status: status as "dead",
          dedupeKey: `counts-${i}`,
        })),
      );
    expect(await json<AdminCounts>(await admin("/api/admin/counts"))).toEqual({
      pendingRequests: 2,
      failedEmails: 2,
      seatsToOffer: 1,
      cancelledByPeople: 0,
      waitingLeads: 0,
    });
  });

  it("counts the spots people cancelled themselves in the last 24 hours", async () => {
    const admin = await adminClient();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const entry = (action: "cancelled_by_person" | "update", at: Date) => ({
      action,
      at,
      targetType: "session_request" as const,
      targetId: "1",
    });
    await db()
      .insert(auditEntry)
      .values([
        entry("cancelled_by_person", hoursAgo(1)),
        entry("cancelled_by_person", hoursAgo(23)),
        entry("cancelled_by_person", hoursAgo(25)),
        entry("update", hoursAgo(1)),
      ]);
    expect(await json<AdminCounts>(await admin("/api/admin/counts"))).toMatchObject({ cancelledByPeople: 2 });
  });

  it("counts the leads still new 24 hours after they came in, and no others", async () => {
    const admin = await adminClient();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await db()
      .insert(lead)
      .values([
        { userType: "learner", name: "Waiting a day", email: "a@example.tn", createdAt: hoursAgo(24.1) },
        { userType: "cafe_owner", name: "Waiting a month", email: "b@example.tn", createdAt: hoursAgo(720) },
        { userType: "teacher", name: "Just in", email: "c@example.tn", createdAt: hoursAgo(23.9) },
        { userType: "learner", name: "Answered", email: "d@example.tn", createdAt: hoursAgo(48), status: "contacted" },
        {
          userType: "contact",
          name: "Closed",
          email: "e@example.tn",
          createdAt: hoursAgo(48),
          status: "closed",
          closedReason: "spam",
        },
      ]);
    expect(await json<AdminCounts>(await admin("/api/admin/counts"))).toMatchObject({ waitingLeads: 2 });
  });

  it("is for admins only", async () => {
    expect((await call("/api/admin/counts")).status).toBe(401);
  });
});
