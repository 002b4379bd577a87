import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, CountedPage, LeadRow } from "../../schema/api";
import type { LeadStatus } from "../../schema/constants";
import { auditEntry, lead, leadNote } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";

type LeadValues = typeof lead.$inferInsert;

async function createLeads(rows: Partial<LeadValues>[]) {
  // One at a time, oldest first, so creation order is the order of the list (newest first).
  for (const [i, row] of rows.entries()) {
    await db()
      .insert(lead)
      .values({
        userType: "learner",
        name: `Lead ${i}`,
        email: `lead${i}@example.tn`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        ...row,
      });
  }
}

const page = async (admin: Awaited<ReturnType<typeof adminClient>>, query = "") => {
  const res = await admin(`/api/admin/leads${query}`);
  expect(res.status).toBe(200);
  return json<CountedPage<LeadRow, LeadStatus>>(res);
};

describe("GET /api/admin/leads", () => {
  it("answers pages of leads, newest first, with the total", async () => {
    const admin = await adminClient();
    await createLeads(Array.from({ length: 7 }, () => ({})));
    const first = await page(admin, "?page=1&pageSize=3");
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.items.map((l) => l.name)).toEqual(["Lead 6", "Lead 5", "Lead 4"]);
    const last = await page(admin, "?page=3&pageSize=3");
    expect(last.items.map((l) => l.name)).toEqual(["Lead 0"]);
    const beyond = await page(admin, "?page=9&pageSize=3");
    expect(beyond).toMatchObject({ items: [], total: 7 });
    expect(await page(admin)).toMatchObject({ page: 1, pageSize: 25, total: 7 });
  });

  it("answers every field of a lead", async () => {
    const admin = await adminClient();
    await createLeads([
      {
        userType: "cafe_owner",
        name: "Sami",
        email: "sami@cafe.tn",
        city: "Sousse",
        contactMethod: "whatsapp",
        whatsappNumber: "+216 98 765 432",
        cafeName: "Le Petit Salon",
        cafeAddress: "Avenue Habib Bourguiba",
        spaceAvailable: "Terrace for 8",
        message: "Evenings are quiet",
        locale: "fr",
      },
    ]);
    const [row] = (await page(admin)).items;
    expect(row).toMatchObject({
      userType: "cafe_owner",
      name: "Sami",
      email: "sami@cafe.tn",
      city: "Sousse",
      languages: [],
      contactMethod: "whatsapp",
      whatsappNumber: "+216 98 765 432",
      trialSession: false,
      cafeName: "Le Petit Salon",
      cafeAddress: "Avenue Habib Bourguiba",
      spaceAvailable: "Terrace for 8",
      message: "Evenings are quiet",
      locale: "fr",
      status: "new",
      closedReason: null,
      noteCount: 0,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("filters by type, city and language, and searches name, email, number and message", async () => {
    const admin = await adminClient();
    await createLeads([
      { userType: "learner", name: "Amira", city: "Tunis", languages: ["English", "German"] },
      { userType: "teacher", name: "Youssef", city: "Sfax", languages: ["German"], experience: "I love teaching" },
      { userType: "learner", name: "Ines", city: "Sfax", languages: ["French"], whatsappNumber: "+216 55 000 111" },
      {
        userType: "contact",
        name: "Karim",
        email: "karim@mail.tn",
        subject: "Partnership",
        message: "100% serious_offer",
      },
    ]);
    const names = async (query: string) => (await page(admin, query)).items.map((l) => l.name);
    expect(await names("?type=learner")).toEqual(["Ines", "Amira"]);
    expect(await names("?city=Sfax")).toEqual(["Ines", "Youssef"]);
    expect(await names("?language=German")).toEqual(["Youssef", "Amira"]);
    expect(await names("?type=learner&city=Sfax&language=French")).toEqual(["Ines"]);
    expect(await names("?language=Germ")).toEqual([]);
    expect(await names("?q=amir")).toEqual(["Amira"]);
    expect(await names("?q=KARIM@")).toEqual(["Karim"]);
    expect(await names("?q=55%20000")).toEqual(["Ines"]);
    // LIKE wildcards in the search are taken literally.
    expect(await names("?q=100%25")).toEqual(["Karim"]);
    expect(await names("?q=_")).toEqual(["Karim"]);
    expect(await names("?type=&city=&q=")).toHaveLength(4);
    expect((await page(admin, "?type=teacher")).total).toBe(1);
  });

  it("searches through the index of trigrams, which follows every change of a lead", async () => {
    const admin = await adminClient();
    await createLeads([
      { name: "Amira Ben Salah", email: "amira@example.tn", message: 'She said "call me" after 6' },
      { name: "Émile Zola", email: "emile@example.fr" },
    ]);
    const names = async (q: string) => (await page(admin, `?q=${encodeURIComponent(q)}`)).items.map((l) => l.name);
    expect(await names("ben sal")).toEqual(["Amira Ben Salah"]);
    expect(await names('"call me"')).toEqual(["Amira Ben Salah"]);
    expect(await names("ÉMILE")).toEqual(["Émile Zola"]);
    expect(await names("Ben  Salah")).toEqual([]);
    await db().update(lead).set({ name: "Amira Trabelsi" }).where(eq(lead.email, "amira@example.tn"));
    expect(await names("Salah")).toEqual([]);
    expect(await names("trabel")).toEqual(["Amira Trabelsi"]);
    await db().delete(lead).where(eq(lead.email, "emile@example.fr"));
    expect(await names("zola")).toEqual([]);
  });

  it("counts leads by status under the other filters, and filters by status and by age", async () => {
    const admin = await adminClient();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await createLeads([
      { name: "Old new learner", createdAt: hoursAgo(24 * 10) },
      { name: "Waiting learner", createdAt: hoursAgo(30) },
      { name: "Fresh learner", createdAt: hoursAgo(2) },
      { name: "Booked learner", status: "trial_booked", createdAt: hoursAgo(24 * 3) },
      { name: "Waiting teacher", userType: "teacher", createdAt: hoursAgo(26) },
      {
        name: "Closed café",
        userType: "cafe_owner",
        status: "closed",
        closedReason: "not_a_fit",
        createdAt: hoursAgo(1),
      },
    ]);
    const all = await page(admin);
    expect(all.total).toBe(6);
    expect(all.counts).toEqual({
      new: 4,
      contacted: 0,
      trial_booked: 1,
      joined: 0,
      call_invited: 0,
      onboarded: 0,
      cafe_visited: 0,
      partner: 0,
      closed: 1,
    });
    const names = async (query: string) => (await page(admin, query)).items.map((l) => l.name);
    // A status shows its leads; the counts stay whole so the other statuses can still be chosen.
    const fresh = await page(admin, "?status=new");
    expect(fresh.items.map((l) => l.name)).toEqual([
      "Fresh learner",
      "Waiting teacher",
      "Waiting learner",
      "Old new learner",
    ]);
    expect(fresh).toMatchObject({ total: 4, counts: { new: 4, trial_booked: 1, closed: 1 } });
    // Still new 24 hours on: the leads nobody answered yet.
    expect(await names("?status=new&age=24h")).toEqual(["Waiting teacher", "Waiting learner", "Old new learner"]);
    expect(await names("?age=7d")).toEqual(["Old new learner"]);
    const learners = await page(admin, "?type=learner&age=24h");
    expect(learners.counts).toMatchObject({ new: 2, trial_booked: 1, closed: 0 });
    expect(learners.total).toBe(3);
  });

  it("counts each lead's notes", async () => {
    const admin = await adminClient();
    await createLeads([{ name: "Amira" }, { name: "Sami" }]);
    const [amira] = await db().select().from(lead).where(eq(lead.name, "Amira"));
    await db()
      .insert(leadNote)
      .values([
        { leadId: amira!.id, body: "Called, no answer" },
        { leadId: amira!.id, body: "Wants Saturdays" },
      ]);
    expect((await page(admin)).items.map((l) => [l.name, l.noteCount])).toEqual([
      ["Sami", 0],
      ["Amira", 2],
    ]);
  });

  it("puts an export on the audit log with its filters, status and age included", async () => {
    const admin = await adminClient();
    await createLeads([{ name: "Amira" }, { name: "Sami", status: "contacted" }]);
    await page(admin, "?page=1&pageSize=100&status=new&age=24h&export=1");
    const [entry] = await db().select().from(auditEntry).orderBy(desc(auditEntry.id)).limit(1);
    expect(entry).toMatchObject({
      action: "exported",
      targetType: "lead",
      context: { status: "new", age: "24h", rows: 1 },
    });
  });

  it("answers bad paging and filters with a clear 400", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/leads?page=0&pageSize=500&type=robot&status=lost&age=1h");
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      page: "Must be a whole number",
      pageSize: "Must be a whole number",
      type: "Invalid choice",
      status: "Invalid choice",
      age: "Invalid choice",
    });
  });

  it("is for admins only", async () => {
    await createLeads([{ name: "Private person" }]);
    const res = await call("/api/admin/leads");
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Private person");
  });
});
