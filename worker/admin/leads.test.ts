import { describe, expect, it } from "vitest";
import type { ApiErrorBody, Lead, Page } from "../../schema/api";
import { lead } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";

type LeadRow = typeof lead.$inferInsert;

async function createLeads(rows: Partial<LeadRow>[]) {
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
  return json<Page<Lead>>(res);
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

  it("answers bad paging and filters with a clear 400", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/leads?page=0&pageSize=500&type=robot");
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      page: "Must be a whole number",
      pageSize: "Must be a whole number",
      type: "Invalid choice",
    });
  });

  it("is for admins only", async () => {
    await createLeads([{ name: "Private person" }]);
    const res = await call("/api/admin/leads");
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain("Private person");
  });
});
