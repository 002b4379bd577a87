import { describe, expect, it } from "vitest";
import type { ApiErrorBody, CountedPage, LanguageSession, Page, SessionRequestRow, Subscriber } from "../../schema/api";
import type { EmailStatus, SessionRequestStatus, SubscriberStatus } from "../../schema/constants";
import { emailOutbox, emailSuppression, lead, newsletterSubscriber } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

type Admin = Awaited<ReturnType<typeof adminClient>>;

async function list<T>(admin: Admin, path: string): Promise<T> {
  const res = await admin(path);
  expect(res.status).toBe(200);
  return json<T>(res);
}

const LISTS = [
  "/api/admin/leads",
  "/api/admin/session-requests",
  "/api/admin/sessions",
  "/api/admin/newsletter",
  "/api/admin/outbox",
];

describe("every admin list", () => {
  it.each(LISTS)("%s refuses a bad page, size, sort or order with a clear 400", async (path) => {
    const admin = await adminClient();
    const res = await admin(`${path}?page=0&pageSize=101&sort=password&order=sideways`);
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      page: "Must be a whole number",
      pageSize: "Must be a whole number",
      sort: "Invalid choice",
      order: "Invalid choice",
    });
  });

  it.each(LISTS)("%s answers an empty page with its total and paging", async (path) => {
    const admin = await adminClient();
    expect(await list<Page<unknown>>(admin, `${path}?page=3&pageSize=10`)).toMatchObject({
      items: [],
      total: 0,
      page: 3,
      pageSize: 10,
    });
  });
});

describe("GET /api/admin/session-requests", () => {
  it("pages, sorts, filters by session, status and text, and counts every status under the other filters", async () => {
    const admin = await adminClient();
    const brunch = await createSession({ title: "Brunch English", maxParticipants: 2 });
    const evening = await createSession({ title: "Evening French" });
    await createRequests(brunch.id, ["approved", "pending", "waitlisted", "waitlisted"]);
    const [late] = await createRequests(evening.id, ["pending"]);
    const path = "/api/admin/session-requests";
    type Answer = CountedPage<SessionRequestRow, SessionRequestStatus>;

    const all = await list<Answer>(admin, `${path}?pageSize=2`);
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]!.id).toBe(late!.id); // newest first
    expect(all.counts).toEqual({ pending: 2, approved: 1, waitlisted: 2, cancelled: 0 });

    const ofBrunch = await list<Answer>(admin, `${path}?sessionId=${brunch.id}&status=waitlisted`);
    expect(ofBrunch.total).toBe(2);
    expect(ofBrunch.items.every((r) => r.status === "waitlisted" && r.sessionId === brunch.id)).toBe(true);
    // The counts leave the status filter aside, so every card stays right while one status is shown.
    expect(ofBrunch.counts).toEqual({ pending: 1, approved: 1, waitlisted: 2, cancelled: 0 });
    expect(ofBrunch.items[0]!.session).toMatchObject({
      title: "Brunch English",
      approvedCount: 1,
      maxParticipants: 2,
      waitlistedCount: 2,
    });

    const byName = await list<Answer>(admin, `${path}?sort=name&order=desc`);
    const names = byName.items.map((r) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    const found = await list<Answer>(admin, `${path}?q=${encodeURIComponent(late!.email.toUpperCase())}`);
    expect(found.items.map((r) => r.id)).toEqual([late!.id]);

    const bad = await admin(`${path}?sessionId=abc&status=lost`);
    expect((await json<ApiErrorBody>(bad)).error.fields).toEqual({
      sessionId: "Must be a whole number",
      status: "Invalid choice",
    });
  });
});

describe("GET /api/admin/sessions", () => {
  it("pages, sorts by title, filters by publication, city and text", async () => {
    const admin = await adminClient();
    await createSession({ title: "Zest of Italian", city: "Sfax" });
    await createSession({ title: "Arabic basics", city: "Tunis", isPublished: false });
    await createSession({ title: "Morning German", city: "Sfax", cafeName: "Café Zitouna" });
    const path = "/api/admin/sessions";
    const titles = async (query: string) =>
      (await list<Page<LanguageSession>>(admin, `${path}${query}`)).items.map((s) => s.title);

    expect(await titles("")).toEqual(["Zest of Italian", "Arabic basics", "Morning German"]); // created first, first
    expect(await titles("?sort=title")).toEqual(["Arabic basics", "Morning German", "Zest of Italian"]);
    expect(await titles("?sort=title&order=desc&pageSize=1&page=2")).toEqual(["Morning German"]);
    expect(await titles("?status=draft")).toEqual(["Arabic basics"]);
    expect(await titles("?status=published&city=Sfax&sort=title")).toEqual(["Morning German", "Zest of Italian"]);
    expect(await titles("?q=zitouna")).toEqual(["Morning German"]);
    expect(await titles("?q=saturday")).toEqual([]); // when it happens is no text to search any more
    const res = await admin(`${path}?status=archived`);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({ status: "Invalid choice" });
  });

  it("gives each row its next start, and sorts by it: soonest first, sessions with none ahead last", async () => {
    const admin = await adminClient();
    const path = "/api/admin/sessions";
    // Saturdays 10:00 from the fixture; the others once, years ahead or long past, or not dated yet.
    const weekly = await createSession({ title: "Weekly" });
    const later = await createSession({ title: "Later", startsAt: "2099-06-01T18:00", repeat: "once", repeatDays: [] });
    const past = await createSession({ title: "Past", startsAt: "2026-01-05T18:00", repeat: "once", repeatDays: [] });
    const undated = await createSession({ title: "Undated", startsAt: null, isPublished: false });
    await createSession({ title: "Soon", startsAt: "2098-01-01T09:00", repeat: "once", repeatDays: [] });
    const rows = async (query: string) => (await list<Page<LanguageSession>>(admin, `${path}${query}`)).items;

    const byId = new Map((await rows("")).map((row) => [row.id, row.nextStart]));
    expect(byId.get(later.id)).toBe("2099-06-01T17:00:00.000Z");
    expect(byId.get(past.id)).toBeNull();
    expect(byId.get(undated.id)).toBeNull();
    expect(Date.parse(byId.get(weekly.id)!)).toBeGreaterThan(Date.now());

    expect((await rows("?sort=next")).map((row) => row.title)).toEqual(["Weekly", "Soon", "Later", "Past", "Undated"]);
    expect((await rows("?sort=next&order=desc")).map((row) => row.title)).toEqual([
      "Later",
      "Soon",
      "Weekly",
      "Past",
      "Undated",
    ]);
    const page = await list<Page<LanguageSession>>(admin, `${path}?sort=next&pageSize=2&page=2`);
    expect(page.items.map((row) => row.title)).toEqual(["Later", "Past"]);
    expect(page.total).toBe(5);
    expect((await rows("?sort=next&status=published")).map((row) => row.title)).toEqual([
      "Weekly",
      "Soon",
      "Later",
      "Past",
    ]);
  });
});

describe("GET /api/admin/newsletter", () => {
  it("pages, sorts, filters by status and text, and counts every status of the whole list", async () => {
    const admin = await adminClient();
    await db()
      .insert(newsletterSubscriber)
      .values([
        { email: "amira@example.tn", name: "Amira", isActive: true, subscribedAt: new Date(1000) },
        { email: "badr@example.tn", isActive: false, subscribedAt: new Date(2000) },
        { email: "chiraz@example.tn", isActive: true, subscribedAt: new Date(3000) },
        { email: "dali@example.tn", isActive: true, subscribedAt: new Date(4000) },
      ]);
    await db().insert(emailSuppression).values({ email: "dali@example.tn", reason: "bounced" });
    const path = "/api/admin/newsletter";
    type Answer = CountedPage<Subscriber, SubscriberStatus>;
    const emails = (answer: Answer) => answer.items.map((s) => s.email);

    const first = await list<Answer>(admin, `${path}?pageSize=3`);
    expect(emails(first)).toEqual(["dali@example.tn", "chiraz@example.tn", "badr@example.tn"]);
    expect(first).toMatchObject({ total: 4, counts: { active: 2, pending: 1, bounced: 1, complained: 0 } });
    expect(emails(await list<Answer>(admin, `${path}?status=active&sort=email`))).toEqual([
      "amira@example.tn",
      "chiraz@example.tn",
    ]);
    expect(emails(await list<Answer>(admin, `${path}?status=bounced`))).toEqual(["dali@example.tn"]);
    const searched = await list<Answer>(admin, `${path}?q=AMI`);
    expect(emails(searched)).toEqual(["amira@example.tn"]);
    // The counts are of every subscriber: the page's cards.
    expect(searched.counts).toEqual({ active: 2, pending: 1, bounced: 1, complained: 0 });
  });
});

describe("GET /api/admin/outbox", () => {
  it("pages, sorts by recipient, filters by status and text, and counts every status", async () => {
    const admin = await adminClient();
    const email = (recipient: string, status: EmailStatus, i: number) => ({
      kind: "lead_copy",
      recipient,
      subject: `Copy ${i}`,
      html: "<p>x</p>",
      text: "x",
      status,
      dedupeKey: `list-test-${i}`,
    });
    await db()
      .insert(emailOutbox)
      .values([
        email("zoe@example.tn", "sent", 1),
        email("amine@example.tn", "dead", 2),
        email("mehdi@example.tn", "sent", 3),
      ]);
    const path = "/api/admin/outbox";
    type Answer = CountedPage<{ recipient: string }, EmailStatus>;
    const recipients = (answer: Answer) => answer.items.map((e) => e.recipient);
    const all = await list<Answer>(admin, path);
    expect(recipients(all)).toEqual(["mehdi@example.tn", "amine@example.tn", "zoe@example.tn"]);
    expect(all.counts).toEqual({ pending: 0, sending: 0, sent: 2, dead: 1, suppressed: 0 });
    expect(recipients(await list<Answer>(admin, `${path}?sort=recipient`))).toEqual([
      "amine@example.tn",
      "mehdi@example.tn",
      "zoe@example.tn",
    ]);
    expect(recipients(await list<Answer>(admin, `${path}?status=sent&sort=recipient&order=desc`))).toEqual([
      "zoe@example.tn",
      "mehdi@example.tn",
    ]);
    expect(recipients(await list<Answer>(admin, `${path}?q=mehdi`))).toEqual(["mehdi@example.tn"]);
  });
});

describe("GET /api/admin/leads sorting", () => {
  it("sorts by name either way, and by date by default", async () => {
    const admin = await adminClient();
    await db()
      .insert(lead)
      .values([
        { userType: "learner", name: "Bilel", email: "b@example.tn", createdAt: new Date(1000) },
        { userType: "teacher", name: "Asma", email: "a@example.tn", createdAt: new Date(2000) },
        { userType: "contact", name: "Chokri", email: "c@example.tn", createdAt: new Date(3000) },
      ]);
    const names = async (query: string) =>
      (await list<Page<{ name: string }>>(admin, `/api/admin/leads${query}`)).items.map((l) => l.name);
    expect(await names("")).toEqual(["Chokri", "Asma", "Bilel"]);
    expect(await names("?sort=name")).toEqual(["Asma", "Bilel", "Chokri"]);
    expect(await names("?sort=name&order=desc")).toEqual(["Chokri", "Bilel", "Asma"]);
    expect(await names("?sort=createdAt&order=asc")).toEqual(["Bilel", "Asma", "Chokri"]);
  });
});
