/** Issue 33 §3: the People page finds a person by part of a name, an address or a phone number. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PeopleFound } from "../../schema/api";
import { lead, newsletterSubscriber, sessionRequest } from "../../schema/tables";
import { matchingRows, PEOPLE_FOUND_MAX } from "../people/search";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;

const LEILA = { name: "Leila Ben Ali", email: "leila.b@example.tn" };

/** Leila left two leads (one with her WhatsApp number), asked for a spot, and subscribed. */
async function leilaEverywhere() {
  const session = await createSession();
  await db()
    .insert(lead)
    .values([
      { ...LEILA, userType: "learner", contactMethod: "whatsapp", whatsappNumber: "22 123 456" },
      { ...LEILA, userType: "contact" },
      { name: "Sami Trabelsi", email: "sami@example.tn", userType: "teacher", whatsappNumber: "+216 98 765 432" },
    ]);
  await db()
    .insert(sessionRequest)
    .values({ ...LEILA, sessionId: session.id, level: "beginner", phone: "+216 22123456" });
  await db()
    .insert(newsletterSubscriber)
    .values({ ...LEILA, isActive: true });
}

async function search(admin: Admin, q: string) {
  const res = await admin(`/api/admin/people/search?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return json<PeopleFound>(res);
}

const emailsFound = async (admin: Admin, q: string) => (await search(admin, q)).people.map((person) => person.email);

describe("GET /api/admin/people/search", () => {
  it("finds a person by the start of their name or family name, whatever the case", async () => {
    const admin = await adminClient();
    await leilaEverywhere();
    for (const q of ["Leila", "leila b", "LEI", "ben ali", "Ben"]) {
      expect(await emailsFound(admin, q), q).toEqual([LEILA.email]);
    }
    expect(await emailsFound(admin, "Ali")).toEqual([]);
  });

  it("says what each person has: leads, spot requests and the subscription's state", async () => {
    const admin = await adminClient();
    await leilaEverywhere();
    expect(await search(admin, "leila")).toEqual({
      people: [{ email: LEILA.email, name: LEILA.name, leads: 2, sessionRequests: 1, newsletter: "active" }],
      more: false,
    });
    expect((await search(admin, "sami")).people).toEqual([
      { email: "sami@example.tn", name: "Sami Trabelsi", leads: 1, sessionRequests: 0, newsletter: null },
    ]);
    // A later subscription without a name leaves the name he gave before.
    await db().insert(newsletterSubscriber).values({ email: "sami@example.tn" });
    expect((await search(admin, "sami")).people).toEqual([
      { email: "sami@example.tn", name: "Sami Trabelsi", leads: 1, sessionRequests: 0, newsletter: "pending" },
    ]);
  });

  it("names a person by the name they gave last, whichever row the search matched", async () => {
    const admin = await adminClient();
    await leilaEverywhere();
    // Her newest form: a subscription under her first name alone.
    await db()
      .update(newsletterSubscriber)
      .set({ name: "Leila", subscribedAt: new Date(Date.now() + 60_000) });
    for (const q of ["22 123 456", "ben ali", "leila.b"]) {
      expect(
        (await search(admin, q)).people.map((person) => person.name),
        q,
      ).toEqual(["Leila"]);
    }
  });

  it("finds a person by the start of their address", async () => {
    const admin = await adminClient();
    await leilaEverywhere();
    for (const q of ["leila.b", "Leila.B@Example", LEILA.email]) {
      expect(await emailsFound(admin, q), q).toEqual([LEILA.email]);
    }
    expect(await emailsFound(admin, "example.tn")).toEqual([]);
  });

  it("finds the same person by their number however it is written, whole or its first digits", async () => {
    const admin = await adminClient();
    await leilaEverywhere();
    for (const q of [
      "22 123 456",
      "+216 22123456",
      "21622123456",
      "0021622123456",
      "22-12-34-56",
      "2212",
      "+216 22 1",
    ]) {
      expect(await emailsFound(admin, q), q).toEqual([LEILA.email]);
    }
    expect(await emailsFound(admin, "98765432")).toEqual(["sami@example.tn"]);
    expect(await emailsFound(admin, "22 999")).toEqual([]);
  });

  it("lists a screenful of people and says that more match", async () => {
    const admin = await adminClient();
    // D1 binds at most 100 values per statement: one row per statement, in one batch.
    const [first, ...others] = Array.from({ length: 30 }, (_, i) =>
      db()
        .insert(newsletterSubscriber)
        .values({ email: `lina${String(i).padStart(2, "0")}@example.tn`, name: `Lina ${i}` }),
    );
    await db().batch([first!, ...others]);
    const found = await search(admin, "lina");
    expect(found.people).toHaveLength(PEOPLE_FOUND_MAX);
    expect(found.people[0]!.email).toBe("lina00@example.tn");
    expect(found.more).toBe(true);
    expect((await search(admin, "lina2")).more).toBe(false);
  });

  it("finds nobody among the erased", async () => {
    const admin = await adminClient();
    await leilaEverywhere();
    const erased = await admin("/api/admin/people/erase", "POST", { email: LEILA.email });
    expect(erased.status).toBe(200);
    for (const q of ["leila", "erased", "(erased)", "22 123 456"]) expect(await emailsFound(admin, q), q).toEqual([]);
  });

  it("reads only ranges of indexes, never a whole table", async () => {
    for (const q of ["Leila", "leila.b@ex", "+216 22 123 456", "2161"]) {
      for (const query of matchingRows(db(), q)) {
        const { sql, params } = query.toSQL();
        const { results } = await env.DB.prepare(`explain query plan ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const plan = results.map((row) => row.detail).join("\n");
        expect(plan, `${q}: ${sql}`).not.toMatch(/\bSCAN\b/);
        expect(plan).toMatch(/MULTI-INDEX OR/);
      }
    }
  });

  it("asks for at least two characters, and is for admins only", async () => {
    const admin = await adminClient();
    for (const q of ["", " a "]) {
      const res = await admin(`/api/admin/people/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect((await json<ApiErrorBody>(res)).error.fields).toEqual({ q: "Type at least 2 characters" });
    }
    expect((await call("/api/admin/people/search?q=leila")).status).toBe(401);
  });
});
