import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, LanguageSession, LeadCreated, Page } from "../schema/api";
import { CITIES } from "../schema/constants";
import { languageSession, lead } from "../schema/tables";
import { adminClient } from "./test/admins";
import { postFormAtEdge, stubSiteverify } from "./test/edge";
import { db, json } from "./test/helpers";
import { createSession } from "./test/sessions";

/** A learner's lead as the join form sends it, from a city. */
const learnerIn = (city: string) => ({
  userType: "learner",
  name: "Amira Ben Salah",
  email: "amira@example.tn",
  city,
  languages: ["English"],
  level: "beginner",
  contactMethod: "email",
  locale: "en",
});
const teacherIn = (city: string) => ({
  userType: "teacher",
  name: "Youssef Trabelsi",
  email: "youssef@example.tn",
  city,
  languages: ["Spanish"],
  contactMethod: "email",
  experience: "I lived in Madrid for five years.",
});
const sessionIn = (city: string) => ({
  title: "Italiano al caffè",
  language: "Italian",
  level: "Beginner",
  city,
  startsAt: "2027-01-09T10:00",
});

/** Each lead from a visitor of its own, as the edge delivers it: the per-client form limit stays out of the way. */
const postLead = (body: unknown) => postFormAtEdge("/api/leads", body);

/** In the order they came (a covering index of the leads' columns would otherwise set it). */
const storedLeadCities = async () =>
  (await db().select({ city: lead.city }).from(lead).orderBy(lead.id)).map((row) => row.city);

describe("one list of cities for visitors and admins (docs/product-rules.md#cities)", () => {
  beforeEach(() => {
    stubSiteverify({ success: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lets a visitor give, and an admin hold a session in, every city of the list, stored as the list spells it", async () => {
    expect(CITIES).toContain("Hammamet");
    expect(CITIES).toContain("Sidi Bouzid");
    const admin = await adminClient();
    for (const city of CITIES) {
      const sent = await postLead(learnerIn(city));
      expect(sent.status, city).toBe(201);
      await json<LeadCreated>(sent);
      const created = await admin("/api/admin/sessions", "POST", sessionIn(city));
      expect(created.status, city).toBe(201);
      expect((await json<LanguageSession>(created)).city).toBe(city);
    }
    expect(await storedLeadCities()).toEqual([...CITIES]);
  });

  it("refuses a city outside the list with the field's own message, and stores nothing", async () => {
    const admin = await adminClient();
    for (const city of ["Paris", "", "Tunis, Sousse"]) {
      const learner = await postLead(learnerIn(city));
      expect(learner.status).toBe(400);
      expect((await json<ApiErrorBody>(learner)).error.fields).toEqual({ city: "Please select your city" });
      const teacher = await postLead(teacherIn(city));
      expect((await json<ApiErrorBody>(teacher)).error.fields).toEqual({ city: "City is required" });
      const session = await admin("/api/admin/sessions", "POST", sessionIn(city));
      expect(session.status).toBe(400);
      expect((await json<ApiErrorBody>(session)).error.fields).toEqual({ city: "Invalid choice" });
    }
    expect(await storedLeadCities()).toEqual([]);
    expect(await db().select().from(languageSession)).toEqual([]);
  });

  it("takes a city sent in another spelling (the admin list's old 'Medenine') in the list's own", async () => {
    const admin = await adminClient();
    expect((await postLead(learnerIn("Medenine"))).status).toBe(201);
    expect((await postLead(teacherIn(" sidi-bouzid "))).status).toBe(201);
    expect(await storedLeadCities()).toEqual(["Médenine", "Sidi Bouzid"]);

    const created = await json<LanguageSession>(await admin("/api/admin/sessions", "POST", sessionIn("Medenine")));
    expect(created.city).toBe("Médenine");
    const moved = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { city: "GABES" });
    expect((await json<LanguageSession>(moved)).city).toBe("Gabès");
    // A kept link to a list filtered by the old spelling still finds the rows.
    const listed = await json<Page<LanguageSession>>(await admin("/api/admin/sessions?city=gabes"));
    expect(listed.items.map((session) => session.id)).toEqual([created.id]);
  });

  it("gives rows stored in the admin list's old spelling the list's own (migration 0022)", async () => {
    // In no café: migration 0022 ran before sessions had cafés, whose city would be the session's.
    const session = await createSession({ city: "Medenine", cafeName: null });
    const other = await createSession({ city: "Sousse", cafeName: null });
    await db().insert(lead).values({ userType: "teacher", name: "Sami", email: "sami@example.tn", city: "Medenine" });
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0022_"))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();

    const cities = await db().select({ id: languageSession.id, city: languageSession.city }).from(languageSession);
    expect(cities).toEqual([
      { id: session.id, city: "Médenine" },
      { id: other.id, city: "Sousse" },
    ]);
    expect(await storedLeadCities()).toEqual(["Médenine"]);
  });
});
