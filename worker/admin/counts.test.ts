import { describe, expect, it } from "vitest";
import type { AdminCounts } from "../../schema/api";
import { emailOutbox, lead } from "../../schema/tables";
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
      waitingLeads: 0,
    });
    const freed = await createSession({ maxParticipants: 2 });
    await createRequests(freed.id, ["approved", "waitlisted", "pending", "cancelled"]);
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
      waitingLeads: 0,
    });
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
