import { env } from "cloudflare:workers";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEntry } from "../../schema/tables";
import { db } from "../test/helpers";
import { HIDDEN } from "./changes";

/** Runs the data part of migration 0018 again, over entries written as the log wrote them before it. */
async function migrateOldEntries() {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0018_"))!;
  // Its index exists already: the updates are what rewrites old entries.
  for (const query of migration.queries.filter((q) => q.includes("UPDATE"))) await env.DB.prepare(query).run();
}

describe("entries written before free text was kept out of the audit log", () => {
  it("lose every value the log may not keep, and keep the others", async () => {
    await db()
      .insert(auditEntry)
      .values([
        {
          action: "update",
          targetType: "session_request",
          targetId: "4",
          changes: {
            status: { before: "pending", after: "approved" },
            notes: { before: null, after: "Call Amira Ben Salah on +216 22 345 678" },
          },
        },
        {
          action: "create",
          targetType: "admin_user",
          targetId: "2",
          changes: { email: { before: null, after: "nour@cafetalk.tn" }, name: { before: null, after: "Nour" } },
        },
        {
          action: "newsletter_sent",
          targetType: "newsletter_campaign",
          targetId: "1",
          context: { subject: "News for Amira", recipients: 3 },
        },
        {
          action: "update",
          targetType: "pricing_plan",
          targetId: "1",
          changes: {
            capitalPrice: { before: 23, after: 25 },
            isActive: { before: true, after: false },
            features: { before: ["A"], after: ["Amira's plan"] },
            updatedAt: { before: "2026-01-01T00:00:00.000Z", after: "2026-02-01T10:00:00.000Z" },
          },
        },
      ]);

    await migrateOldEntries();

    const [note, admin, newsletter, plan] = await db().select().from(auditEntry).orderBy(asc(auditEntry.id));
    expect(note!.changes).toEqual({
      status: { before: "pending", after: "approved" },
      notes: { before: null, after: HIDDEN },
    });
    expect(admin).toMatchObject({
      changes: { name: { before: null, after: HIDDEN } },
      context: { email: "nour@cafetalk.tn" },
    });
    expect(newsletter!.context).toEqual({ recipients: 3 });
    expect(plan!.changes).toEqual({
      capitalPrice: { before: 23, after: 25 },
      isActive: { before: true, after: false },
      features: { before: HIDDEN, after: HIDDEN },
      updatedAt: { before: "2026-01-01T00:00:00.000Z", after: "2026-02-01T10:00:00.000Z" },
    });
    expect(JSON.stringify(await db().select().from(auditEntry))).not.toMatch(/Amira|345 678|Nour"/);
  });
});
