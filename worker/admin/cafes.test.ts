import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityPage, ApiErrorBody, Cafe, LanguageSession, Page, PublicSession } from "../../schema/api";
import { auditEntry } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createCafe, createSession } from "../test/sessions";

let admin: Awaited<ReturnType<typeof adminClient>>;
beforeEach(async () => {
  admin = await adminClient();
});

const lino = {
  name: "Café Lino",
  address: "12 Rue de Marseille",
  city: "Tunis",
  mapUrl: "https://maps.app.goo.gl/lino",
  latitude: 36.8008,
  longitude: 10.1815,
  openingNote: "Every day 8:00–22:00; ask for the Café Talk table.",
};

const session = { title: "English at Lino", language: "English", level: "Beginner", startsAt: "2099-03-07T10:00" };

const fieldsOf = async (res: Response) => (await json<ApiErrorBody>(res)).error.fields;

describe("admin cafés", () => {
  it("creates a café, active by default, and reads it back", async () => {
    const res = await admin("/api/admin/cafes", "POST", {
      ...lino,
      name: "  Café Lino  ",
      city: "tunis",
      photoUrl: "",
    });
    expect(res.status).toBe(201);
    const created = await json<Cafe>(res);
    expect(created).toMatchObject({ ...lino, photoUrl: null, isActive: true });
    expect(await json(await admin(`/api/admin/cafes/${created.id}`))).toMatchObject({ ...lino, sessionCount: 0 });
    expect((await admin("/api/admin/cafes/999")).status).toBe(404);
  });

  it("answers each bad field with its message", async () => {
    const res = await admin("/api/admin/cafes", "POST", {
      name: " ",
      address: "",
      city: "Paris",
      mapUrl: "maps.google.com/lino",
      photoUrl: "http://example.tn/lino.jpg",
      latitude: 48.85,
      longitude: "10",
      openingNote: "x".repeat(301),
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      name: "Café name is required",
      address: "Café address is required",
      city: "Invalid choice",
      mapUrl: "Enter a full address starting with https://",
      photoUrl: "Enter a full address starting with https://",
      latitude: "Enter a latitude in Tunisia, between 30 and 38 (e.g. 36.8065)",
      longitude: "Enter a longitude in Tunisia, between 7 and 12 (e.g. 10.1815)",
      openingNote: "Too long",
    });
    const long = await admin("/api/admin/cafes", "POST", { ...lino, name: "x".repeat(121), address: "y".repeat(201) });
    expect(await fieldsOf(long)).toEqual({ name: "Too long", address: "Too long" });
  });

  it("takes coordinates in pairs, on create and on an edit", async () => {
    const half = await admin("/api/admin/cafes", "POST", { ...lino, longitude: null });
    expect(await fieldsOf(half)).toEqual({ longitude: "Give both latitude and longitude, or neither" });
    const created = await json<Cafe>(await admin("/api/admin/cafes", "POST", lino));
    const halfEdit = await admin(`/api/admin/cafes/${created.id}`, "PATCH", { latitude: null });
    expect(halfEdit.status).toBe(400);
    expect(await fieldsOf(halfEdit)).toEqual({ latitude: "Give both latitude and longitude, or neither" });
    const cleared = await admin(`/api/admin/cafes/${created.id}`, "PATCH", { latitude: null, longitude: null });
    expect(await json(cleared)).toMatchObject({ latitude: null, longitude: null });
  });

  it("refuses a second café of the same name, address and city, under the name", async () => {
    const first = await json<Cafe>(await admin("/api/admin/cafes", "POST", lino));
    const twin = await admin("/api/admin/cafes", "POST", {
      ...lino,
      name: "CAFÉ LINO ",
      address: "12 rue de marseille",
    });
    // SQLite's lower() folds ASCII only: "É" stays, so this twin differs; "café lino" spelled alike does not.
    const same = await admin("/api/admin/cafes", "POST", {
      ...lino,
      name: "café lino",
      address: " 12 RUE DE MARSEILLE",
    });
    expect(twin.status).toBe(201);
    expect(same.status).toBe(409);
    expect(await json(same)).toEqual({
      error: {
        code: "cafe_exists",
        message: "A café with this name and address is already in this city.",
        fields: { name: "A café with this name and address is already in this city." },
      },
    });
    // The same name in another city is another café; an edit into a twin is refused too.
    const sfax = await json<Cafe>(await admin("/api/admin/cafes", "POST", { ...lino, city: "Sfax" }));
    expect(sfax.city).toBe("Sfax");
    expect((await admin(`/api/admin/cafes/${sfax.id}`, "PATCH", { city: "Tunis" })).status).toBe(409);
    expect((await admin(`/api/admin/cafes/${first.id}`, "PATCH", { name: "Café Lino" })).status).toBe(200);
  });

  it("lists a page of cafés with their sessions, filtered by city, state and name", async () => {
    const tunis = await createCafe({ name: "Café Lino", city: "Tunis" });
    await createCafe({ name: "Le Petit Salon", address: "Avenue Habib Bourguiba", city: "Sousse" });
    await createCafe({ name: "Café Kahwa", address: "Route de Tunis", city: "Sfax", isActive: false });
    await createSession({ cafeId: tunis.id });
    await createSession({ cafeId: tunis.id, isPublished: false });

    const all = await json<Page<Cafe>>(await admin("/api/admin/cafes"));
    expect(all.total).toBe(3);
    expect(all.items.map((row) => [row.name, row.sessionCount])).toEqual([
      ["Café Kahwa", 0],
      ["Café Lino", 2],
      ["Le Petit Salon", 0],
    ]);
    const names = async (query: string) =>
      (await json<Page<Cafe>>(await admin(`/api/admin/cafes?${query}`))).items.map((row) => row.name);
    expect(await names("city=sousse")).toEqual(["Le Petit Salon"]);
    expect(await names("status=inactive")).toEqual(["Café Kahwa"]);
    expect(await names("status=active&q=caf")).toEqual(["Café Lino"]);
    expect(await names("q=bourguiba")).toEqual(["Le Petit Salon"]);
    expect(await names("sort=city&order=desc")).toEqual(["Café Lino", "Le Petit Salon", "Café Kahwa"]);
    expect(await names("pageSize=1&page=2")).toEqual(["Café Lino"]);
    const bad = await admin("/api/admin/cafes?status=closed&sort=rating");
    expect(await fieldsOf(bad)).toEqual({ status: "Invalid choice", sort: "Invalid choice" });
  });

  it("deletes a café without sessions, and refuses one with sessions, saying to make it inactive", async () => {
    const empty = await createCafe({ name: "Empty" });
    expect((await admin(`/api/admin/cafes/${empty.id}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/admin/cafes/${empty.id}`, "DELETE")).status).toBe(404);

    const held = await createCafe();
    await createSession({ cafeId: held.id });
    const refused = await admin(`/api/admin/cafes/${held.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      error: {
        code: "cafe_has_sessions",
        message:
          "This café has 1 session and cannot be deleted. Make it inactive instead: its sessions keep it, and no new session can choose it.",
      },
    });
    const inactive = await admin(`/api/admin/cafes/${held.id}`, "PATCH", { isActive: false });
    expect(await json(inactive)).toMatchObject({ isActive: false, name: "Café Lino" });
  });

  it("puts each change on the audit log, ids and numbers only", async () => {
    const created = await json<Cafe>(await admin("/api/admin/cafes", "POST", lino));
    await admin(`/api/admin/cafes/${created.id}`, "PATCH", { name: "Lino Lounge", isActive: false });
    // The Activity page names the café as it is now, read from the café itself.
    const recordShown = async () =>
      (await json<ActivityPage>(await admin("/api/admin/activity?target=cafe"))).items[0]!.record;
    expect(await recordShown()).toEqual({ type: "cafe", state: "found", name: "Lino Lounge", city: "Tunis" });
    await admin(`/api/admin/cafes/${created.id}`, "DELETE");
    expect(await recordShown()).toEqual({ type: "cafe", state: "deleted" });
    const entries = await db()
      .select({ action: auditEntry.action, targetId: auditEntry.targetId, changes: auditEntry.changes })
      .from(auditEntry)
      .where(eq(auditEntry.targetType, "cafe"))
      .orderBy(auditEntry.id);
    expect(entries.map((entry) => [entry.action, entry.targetId])).toEqual([
      ["create", String(created.id)],
      ["update", String(created.id)],
      ["delete", String(created.id)],
    ]);
    expect(entries[1]!.changes).toEqual({
      name: { before: "[hidden]", after: "[hidden]" },
      isActive: { before: true, after: false },
    });
    expect(entries[0]!.changes).toMatchObject({
      city: { before: null, after: "Tunis" },
      latitude: { before: null, after: 36.8008 },
    });
    expect(JSON.stringify(entries)).not.toMatch(/Lino|Marseille|goo\.gl|ask for/);
  });

  it("changes what the public sessions show when a café is renamed", async () => {
    const created = await json<Cafe>(await admin("/api/admin/cafes", "POST", lino));
    await admin("/api/admin/sessions", "POST", { ...session, cafeId: created.id, isPublished: true });
    const cafeNames = async () => (await json<PublicSession[]>(await call("/api/sessions"))).map((row) => row.cafeName);
    expect(await cafeNames()).toEqual(["Café Lino"]);
    await admin(`/api/admin/cafes/${created.id}`, "PATCH", { name: "Lino Lounge" });
    expect(await cafeNames()).toEqual(["Lino Lounge"]);
  });
});

describe("a session's café", () => {
  it("is chosen by id: the session copies its name, address and city, whatever city was sent", async () => {
    const sfax = await createCafe({ name: "Café Kahwa", address: "Route de Tunis", city: "Sfax" });
    const res = await admin("/api/admin/sessions", "POST", { ...session, cafeId: sfax.id, city: "Tunis" });
    expect(res.status).toBe(201);
    const created = await json<LanguageSession>(res);
    expect(created).toMatchObject({
      cafeId: sfax.id,
      cafeName: "Café Kahwa",
      cafeAddress: "Route de Tunis",
      city: "Sfax",
    });

    // A city sent for a session in a café is the café's all the same, and so says the log.
    const stayed = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { city: "Tunis" });
    expect(await json(stayed)).toMatchObject({ cafeId: sfax.id, city: "Sfax" });
    const logged = await db()
      .select({ action: auditEntry.action, changes: auditEntry.changes })
      .from(auditEntry)
      .where(eq(auditEntry.targetType, "language_session"))
      .orderBy(auditEntry.id);
    expect(logged.map((entry) => [entry.action, entry.changes?.city])).toEqual([
      ["create", { before: null, after: "Sfax" }],
      ["update", undefined],
    ]);

    // Moved to no café: it keeps the city it is given, and no café text.
    const moved = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { cafeId: null, city: "Sousse" });
    expect(await json(moved)).toMatchObject({ cafeId: null, cafeName: null, cafeAddress: null, city: "Sousse" });
  });

  it("refuses a café that does not exist, and an inactive one unless the session already is in it", async () => {
    const unknown = await admin("/api/admin/sessions", "POST", { ...session, cafeId: 999 });
    expect(unknown.status).toBe(400);
    expect(await fieldsOf(unknown)).toEqual({ cafeId: "This café does not exist" });

    const closed = await createCafe({ name: "Closed café", isActive: false });
    const inactive = await admin("/api/admin/sessions", "POST", { ...session, cafeId: closed.id });
    expect(await fieldsOf(inactive)).toEqual({
      cafeId: "This café is inactive: make it active on the Cafés page, or choose another",
    });

    const open = await createCafe({ name: "Open café" });
    const held = await createSession({ cafeId: closed.id });
    const elsewhere = await createSession({ cafeId: open.id });
    // Its own inactive café stays choosable (an edit of its title sends it again)…
    const kept = await admin(`/api/admin/sessions/${held.id}`, "PATCH", { cafeId: closed.id, title: "Renamed" });
    expect(kept.status).toBe(200);
    // …another session cannot move into it.
    const into = await admin(`/api/admin/sessions/${elsewhere.id}`, "PATCH", { cafeId: closed.id });
    expect(into.status).toBe(400);
    expect(Object.keys((await fieldsOf(into)) ?? {})).toEqual(["cafeId"]);
  });

  it("no longer takes the café's name or address as text", async () => {
    const res = await admin("/api/admin/sessions", "POST", {
      ...session,
      cafeName: "Typed café",
      cafeAddress: "Typed street",
    });
    expect(await json(res)).toMatchObject({ cafeId: null, cafeName: null, cafeAddress: null });
  });
});
