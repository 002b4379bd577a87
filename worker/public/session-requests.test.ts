import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, SessionRequestCreated } from "../../schema/api";
import { emailOutbox, sessionRequest } from "../../schema/tables";
import { spotLinkToken } from "../spots/link";
import { postJson } from "../test/admins";
import { postFormAtEdge, stubSiteverify } from "../test/edge";
import { db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const request = (sessionId: number, extra: Record<string, unknown> = {}) => ({
  sessionId,
  name: "Amira Ben Salah",
  email: "Amira@Example.tn",
  phone: "+216 20 123 456",
  languageInterest: "English",
  level: "intermediate",
  status: "pending",
  ...extra,
});

const requests = () => db().select().from(sessionRequest);
const outbox = () => db().select().from(emailOutbox);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("POST /api/session-requests", () => {
  it("stores a pending request and queues the acknowledgement in the requester's language", async () => {
    const session = await createSession({ title: "English small talk" });
    const res = await postJson("/api/session-requests", request(session.id, { locale: "fr" }));
    expect(res.status).toBe(201);
    const answer = await json<SessionRequestCreated>(res);
    expect(answer).toEqual({
      sessionId: session.id,
      status: "pending",
      message: "Request received. We'll contact you soon to confirm your spot.",
    });

    const [stored] = await requests();
    expect(stored).toMatchObject({
      sessionId: session.id,
      name: "Amira Ben Salah",
      email: "amira@example.tn",
      phone: "+216 20 123 456",
      languageInterest: "English",
      level: "intermediate",
      status: "pending",
      locale: "fr",
    });

    const [email] = await outbox();
    expect(email).toMatchObject({
      kind: "session_request_received",
      recipient: "amira@example.tn",
      locale: "fr",
      subject: "Nous avons bien reçu votre demande : English small talk",
      status: "pending",
    });
    // The address is not proved yet: nothing the visitor typed, not even the name.
    expect(email!.text).toContain("Bonjour,");
    for (const part of [email!.subject, email!.text, email!.html]) expect(part).not.toContain("Amira");
    expect(email!.text).toContain("Nous vous contacterons bientôt pour confirmer votre place.");
    expect(email!.text).toContain("Langue: Anglais");
    expect(email!.text).toContain("Durée: 90 min");
    // The link to the request's own page, with the key stored on the request.
    const page = `http://localhost:8787/spot/${await spotLinkToken(env.SPOT_LINK_SECRET, stored!.linkKey!)}`;
    expect(email!.text).toContain(
      `Votre demande — retrouvez votre place, annulez-la ou ajoutez-la à votre agenda:\n${page}`,
    );
    expect(email!.html).toContain(`<a href="${page}"`);
  });

  it("writes Arabic acknowledgements right-to-left", async () => {
    const session = await createSession();
    await postJson("/api/session-requests", request(session.id, { locale: "ar" }));
    const [email] = await outbox();
    expect(email!.subject).toBe("تلقّينا طلبك: English small talk");
    expect(email!.html).toContain('dir="rtl"');
    expect(email!.text).toContain("المستوى: متوسط");
    const [stored] = await requests();
    const page = `http://localhost:8787/spot/${await spotLinkToken(env.SPOT_LINK_SECRET, stored!.linkKey!)}`;
    expect(email!.text).toContain(`طلبك — اطّلع على مكانك أو ألغِه أو أضفه إلى تقويمك:\n${page}`);
  });

  it("puts the request on the waitlist when the session is full, and says so", async () => {
    const session = await createSession({ maxParticipants: 2 });
    await createRequests(session.id, ["approved", "approved"]);
    const res = await postJson("/api/session-requests", request(session.id));
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      status: "waitlisted",
      message: "This session is full, so you are on its waitlist. We'll contact you if a spot opens up.",
    });
    const stored = await db().select().from(sessionRequest).where(eq(sessionRequest.email, "amira@example.tn"));
    expect(stored[0]!.status).toBe("waitlisted");
    const [email] = await outbox();
    expect(email!.subject).toBe("You're on the waitlist: English small talk");
  });

  it("takes the language of interest from the session, not from the form", async () => {
    const session = await createSession({ language: "German" });
    await postJson("/api/session-requests", request(session.id, { languageInterest: "Klingon" }));
    expect((await requests())[0]!.languageInterest).toBe("German");
  });

  it("refuses unknown and unpublished sessions with a clear message, storing nothing", async () => {
    const unknown = await postJson("/api/session-requests", request(999));
    expect(unknown.status).toBe(404);
    expect((await json<ApiErrorBody>(unknown)).error).toEqual({
      code: "session_not_found",
      message: "This session does not exist.",
    });

    const draft = await createSession({ isPublished: false });
    const unpublished = await postJson("/api/session-requests", request(draft.id));
    expect(unpublished.status).toBe(409);
    expect((await json<ApiErrorBody>(unpublished)).error).toEqual({
      code: "session_not_published",
      message: "This session is not open for requests at the moment.",
    });
    expect(await requests()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("rejects a filled honeypot as a bot, storing and sending nothing", async () => {
    const session = await createSession();
    const res = await postJson("/api/session-requests", request(session.id, { website: "http://spam.example" }));
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error).toEqual({ code: "bot_detected", message: "Bot detected" });
    expect(await requests()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("refuses a filled honeypot before reading the other fields, as the lead forms do", async () => {
    const res = await postJson("/api/session-requests", { website: "http://spam.example", email: "not-an-email" });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error).toEqual({ code: "bot_detected", message: "Bot detected" });
  });

  it("answers each invalid field with its message", async () => {
    const res = await postJson("/api/session-requests", {
      sessionId: "one",
      name: "  ",
      email: "not-an-email",
      level: "fluent",
      status: "approved",
    });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error).toEqual({
      code: "validation_failed",
      message: "Some fields are invalid.",
      fields: {
        sessionId: "Must be a whole number",
        name: "Name is required",
        email: "Please enter a valid email",
        level: "Please select your current level",
        status: "Invalid value",
      },
    });
    expect(await requests()).toEqual([]);
  });

  it("accepts a request without a phone number", async () => {
    const session = await createSession();
    const res = await postJson("/api/session-requests", request(session.id, { phone: "" }));
    expect(res.status).toBe(201);
    expect((await requests())[0]!.phone).toBeNull();
  });

  it("answers a repeat of the same person for the same session exactly as a first request, storing nothing", async () => {
    const session = await createSession({ title: "English small talk", maxParticipants: 2 });
    const answerOf = async (res: Response) => ({ status: res.status, body: await res.json() });
    const first = await answerOf(await postJson("/api/session-requests", request(session.id, { locale: "fr" })));
    const stored = await requests();

    // Someone else, with the same address and other details, and a stranger with a new one.
    const repeat = await answerOf(
      await postJson("/api/session-requests", request(session.id, { email: "amira@example.tn", name: "Not Amira" })),
    );
    const stranger = await answerOf(
      await postJson("/api/session-requests", request(session.id, { email: "sami@example.tn" })),
    );
    expect(repeat).toEqual(first);
    expect(stranger).toEqual(first);
    expect((await requests()).filter((row) => row.email === "amira@example.tn")).toEqual(stored);

    // The owner of the address learns of the repeat, once a day per session.
    await postJson("/api/session-requests", request(session.id, { locale: "ar" }));
    const toAmira = (await outbox()).filter((row) => row.recipient === "amira@example.tn");
    expect(toAmira.map((row) => [row.kind, row.subject])).toEqual([
      ["session_request_received", "Nous avons bien reçu votre demande : English small talk"],
      ["session_request_repeated", "Your request is already in: English small talk"],
    ]);
    expect(toAmira[1]!.text).not.toContain("Not Amira");
  });

  it("refuses a lead reference that does not exist", async () => {
    const session = await createSession();
    const res = await postJson("/api/session-requests", request(session.id, { leadId: 42 }));
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({ leadId: "Invalid value" });
  });

  it("refuses cross-site submissions", async () => {
    const session = await createSession();
    const res = await postJson("/api/session-requests", request(session.id), { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await requests()).toEqual([]);
  });

  it("50 parallel requests on a 4-seat session are all stored with one email each, and take no seat", async () => {
    stubSiteverify({ success: true });
    const session = await createSession({ maxParticipants: 4 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postFormAtEdge("/api/session-requests", request(session.id, { email: `p${i}@example.tn` })),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201));
    const stored = await requests();
    expect(stored).toHaveLength(50);
    expect(stored.every((r) => r.status === "pending")).toBe(true);
    expect(await outbox()).toHaveLength(50);
  });

  it("keeps one open request when the same person submits five times at the same moment, all answered alike", async () => {
    const session = await createSession();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson("/api/session-requests", request(session.id))),
    );
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await requests()).toHaveLength(1);
    expect((await outbox()).map((row) => row.kind).sort()).toEqual([
      "session_request_received",
      "session_request_repeated",
    ]);
  });
});
