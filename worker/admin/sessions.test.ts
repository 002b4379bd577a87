import { describe, expect, it } from "vitest";
import type { ApiErrorBody, LanguageSession, Page, PublicSession } from "../../schema/api";
import { SESSION_LANGUAGES } from "../../schema/constants";
import { adminClient } from "../test/admins";
import { call, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const form = { title: "Italiano al caffè", language: "Italian", level: "Beginner" };

describe("admin sessions", () => {
  it("creates a draft with the spec's defaults: 6 participants, Tunis", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/sessions", "POST", form);
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      ...form,
      maxParticipants: 6,
      city: "Tunis",
      isPublished: false,
      description: null,
      cafeName: null,
      schedule: null,
    });
    expect(await json(await call("/api/sessions"))).toEqual([]);
  });

  it("accepts every language the service teaches", async () => {
    expect(SESSION_LANGUAGES).toHaveLength(9);
    const admin = await adminClient();
    for (const language of SESSION_LANGUAGES) {
      expect((await admin("/api/admin/sessions", "POST", { ...form, language })).status).toBe(201);
    }
  });

  it("answers each invalid field with its message", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/sessions", "POST", {
      title: " ",
      language: "Klingon",
      level: "Expert",
      maxParticipants: 13,
      city: "Paris",
    });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      title: "Title is required",
      language: "Invalid choice",
      level: "Invalid choice",
      maxParticipants: "Max participants must be between 2 and 12",
      city: "Invalid choice",
    });
    const tooFew = await admin("/api/admin/sessions", "POST", { ...form, maxParticipants: 1 });
    expect((await json<ApiErrorBody>(tooFew)).error.fields).toEqual({
      maxParticipants: "Max participants must be between 2 and 12",
    });
  });

  it("publishes and unpublishes with a partial update; the public list follows", async () => {
    const admin = await adminClient();
    const created = await json<LanguageSession>(await admin("/api/admin/sessions", "POST", form));
    const published = await admin(`/api/admin/sessions/${created.id}`, "PATCH", { isPublished: true });
    expect(await json(published)).toMatchObject({ ...form, isPublished: true, maxParticipants: 6 });
    expect((await json<PublicSession[]>(await call("/api/sessions"))).map((s) => s.title)).toEqual([form.title]);

    await admin(`/api/admin/sessions/${created.id}`, "PATCH", { isPublished: false });
    expect(await json(await call("/api/sessions"))).toEqual([]);
  });

  it("lists drafts and published sessions with their approved, pending and waitlisted counts", async () => {
    const admin = await adminClient();
    const a = await createSession({ title: "A" });
    await createSession({ title: "B", isPublished: false });
    await createRequests(a.id, ["approved", "pending", "approved"]);
    await createRequests(a.id, ["waitlisted", "cancelled", "pending"]);
    const { items: rows } = await json<Page<LanguageSession>>(await admin("/api/admin/sessions"));
    expect(rows.map((r) => [r.title, r.isPublished, r.approvedCount, r.pendingCount, r.waitlistedCount])).toEqual([
      ["A", true, 2, 2, 1],
      ["B", false, 0, 0, 0],
    ]);
  });

  it("refuses to delete a session that has requests, and deletes one that has none", async () => {
    const admin = await adminClient();
    const requested = await createSession();
    await createRequests(requested.id, ["cancelled", "pending"]);
    const refused = await admin(`/api/admin/sessions/${requested.id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect((await json<ApiErrorBody>(refused)).error).toEqual({
      code: "session_has_requests",
      message:
        "This session has 2 spot requests and cannot be deleted. Unpublish it instead, so its requests are kept.",
    });
    expect((await json<Page<LanguageSession>>(await admin("/api/admin/sessions"))).items.map((s) => s.id)).toContain(
      requested.id,
    );

    const empty = await createSession();
    expect((await admin(`/api/admin/sessions/${empty.id}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/admin/sessions/${empty.id}`, "DELETE")).status).toBe(404);
  });
});
