import { describe, expect, it } from "vitest";
import type { ApiErrorBody, PublicSite, SiteSettingsAnswer } from "../../schema/api";
import { lead } from "../../schema/tables";
import { adminClient } from "../test/admins";
import { call, db, json } from "../test/helpers";
import { createRequests, createSession } from "../test/sessions";

const details = {
  contactPhone: "+216 71 000 000",
  contactEmail: "Hello@Example.com",
  whatsappNumber: "+21620000000",
  memberAppUrl: "https://app.example.com/login",
  facebookUrl: "https://www.facebook.com/cafetalk.example",
  xUrl: "https://twitter.com/cafetalk_example",
  linkedinUrl: "https://tn.linkedin.com/company/cafetalk-example",
};

/** A lead of `userType` from `email`, as the join forms store one. */
const leadFrom = (userType: "teacher" | "learner", email: string) =>
  ({ name: email, email, userType, contactMethod: "email" }) as const;

const page = async () => (await call("/", { headers: { Accept: "text/html" } })).text();
const site = async () => json<PublicSite>(await call("/api/site"));

describe("Site settings", () => {
  it("shows nothing the admin has not set: no contact, no links, no invented stats", async () => {
    expect(await site()).toEqual({
      contactPhone: null,
      contactEmail: null,
      whatsappNumber: null,
      memberAppUrl: null,
      socialLinks: [],
      stats: { languages: null, teachers: null, learners: null, successRate: null },
    });
  });

  it("saves what the admin sets (phones in E.164, email in lower case) and the next page view shows it", async () => {
    const admin = await adminClient();
    await page(); // a written page is kept: the save must drop it
    const res = await admin("/api/admin/site", "PUT", details);
    expect(res.status).toBe(200);
    const saved = await json<SiteSettingsAnswer>(res);
    expect(saved).toMatchObject({
      contactPhone: "+21671000000",
      contactEmail: "hello@example.com",
      instagramUrl: null,
    });
    expect(await json(await admin("/api/admin/site", "GET"))).toEqual(saved);

    const shown = await site();
    expect(shown).toMatchObject({ contactPhone: "+21671000000", memberAppUrl: "https://app.example.com/login" });
    expect(shown.socialLinks).toEqual([
      { network: "facebook", url: "https://www.facebook.com/cafetalk.example" },
      { network: "x", url: "https://twitter.com/cafetalk_example" },
      { network: "linkedin", url: "https://tn.linkedin.com/company/cafetalk-example" },
    ]);

    const html = await page();
    const embedded = JSON.parse(html.match(/<script type="application\/json" id="[^"]+">(.*?)<\/script>/)![1]!);
    expect(embedded["/api/site"]).toEqual(shown);
    const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(graph["@graph"][0]).toMatchObject({
      "@type": "Organization",
      telephone: "+21671000000",
      email: "hello@example.com",
      sameAs: shown.socialLinks.map((link) => link.url),
    });

    // Emptied, a value is gone from the page and the graph.
    await admin("/api/admin/site", "PUT", {
      ...details,
      contactPhone: "",
      facebookUrl: null,
      xUrl: "",
      linkedinUrl: "",
    });
    const after = await page();
    expect(after).not.toContain("+21671000000");
    expect(
      JSON.parse(after.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!)["@graph"][0].sameAs,
    ).toBeUndefined();
  });

  it("refuses each bad value under its field with its message, and saves nothing", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/site", "PUT", {
      contactPhone: "71 000 000",
      contactEmail: "not an email",
      whatsappNumber: "+0123",
      memberAppUrl: "http://app.example.com",
      facebookUrl: "https://facebook.com.evil.example/page",
      instagramUrl: "https://www.facebook.com/cafetalk",
      youtubeUrl: "javascript:alert(1)",
      statLearners: 0,
      statSuccessRate: 101,
      statMinimumCount: 2.5,
    });
    expect(res.status).toBe(400);
    expect((await json<ApiErrorBody>(res)).error.fields).toEqual({
      contactPhone: "Enter the number in international form, e.g. +216 71 000 000",
      contactEmail: "Please enter a valid email",
      whatsappNumber: "Enter the number in international form, e.g. +216 71 000 000",
      memberAppUrl: "Enter a full address starting with https://",
      facebookUrl: "This is not a link to this network's site",
      instagramUrl: "This is not a link to this network's site",
      youtubeUrl: "Enter a full address starting with https://",
      statLearners: "Enter a whole number of at least 1, or leave it empty",
      statSuccessRate: "Enter a whole percentage from 0 to 100, or leave it empty",
      statMinimumCount: "Enter a whole number of at least 1, or leave it empty",
    });
    expect((await site()).contactPhone).toBeNull();
  });

  it("is for admins only", async () => {
    expect((await call("/api/admin/site")).status).toBe(401);
  });
});

describe("the stats band's figures", () => {
  it("counts languages of published sessions, teachers and learners from leads and approved requests", async () => {
    const english = await createSession({ language: "English", isPublished: true });
    await createSession({ language: "French", isPublished: true });
    await createSession({ language: "German", isPublished: false });
    await createSession({ language: "English", isPublished: true });
    const [approved] = await createRequests(english.id, ["approved", "pending", "approved"]);
    await db()
      .insert(lead)
      .values([
        { name: "T", email: "teacher@example.tn", userType: "teacher", contactMethod: "email" },
        { name: "T again", email: "teacher@example.tn", userType: "teacher", contactMethod: "email" },
        { name: "L", email: "learner@example.tn", userType: "learner", contactMethod: "email" },
        // The same person as an approved request: counted once.
        { name: "R", email: approved!.email, userType: "learner", contactMethod: "email" },
        { name: "C", email: "cafe@example.tn", userType: "cafe_owner", contactMethod: "email" },
      ]);
    expect((await site()).stats).toEqual({ languages: 2, teachers: 1, learners: 3, successRate: null });
  });

  it("takes the admin's figure where one is set", async () => {
    await createSession({ language: "English", isPublished: true });
    const admin = await adminClient();
    await admin("/api/admin/site", "PUT", { statTeachers: 12, statSuccessRate: 95 });
    expect((await site()).stats).toEqual({ languages: 1, teachers: 12, learners: null, successRate: 95 });
  });

  it("hides a count of teachers or learners below the admin's minimum, computed or set, and no other figure", async () => {
    await createSession({ language: "English", isPublished: true });
    await db()
      .insert(lead)
      .values([
        leadFrom("teacher", "teacher@example.tn"),
        leadFrom("learner", "l1@example.tn"),
        leadFrom("learner", "l2@example.tn"),
      ]);
    const admin = await adminClient();
    expect((await admin("/api/admin/site", "PUT", { statMinimumCount: 2, statSuccessRate: 1 })).status).toBe(200);
    // 1 teacher is below 2, 2 learners are not; 1 language and a 1 % rate are not counts of people.
    expect((await site()).stats).toEqual({ languages: 1, teachers: null, learners: 2, successRate: 1 });
    await admin("/api/admin/site", "PUT", { statMinimumCount: 10, statTeachers: 9, statLearners: 10 });
    expect((await site()).stats).toEqual({ languages: 1, teachers: null, learners: 10, successRate: null });
    await admin("/api/admin/site", "PUT", { statMinimumCount: null });
    expect((await site()).stats).toMatchObject({ teachers: 1, learners: 2 });
  });

  it("follows a session's publication at once", async () => {
    const admin = await adminClient();
    const session = await createSession({ language: "Spanish", isPublished: false });
    expect((await site()).stats.languages).toBeNull();
    await admin(`/api/admin/sessions/${session.id}`, "PATCH", { isPublished: true });
    expect((await site()).stats.languages).toBe(1);
  });

  it("follows an approval, a withdrawn approval and an offered seat at once", async () => {
    const admin = await adminClient();
    const session = await createSession({ maxParticipants: 2 });
    const [first, second] = await createRequests(session.id, ["pending", "waitlisted"]);
    expect((await site()).stats.learners).toBeNull();
    await admin(`/api/admin/session-requests/${first!.id}`, "PATCH", { status: "approved" });
    expect((await site()).stats.learners).toBe(1);
    await admin(`/api/admin/sessions/${session.id}/offer-seat`, "POST", { requestId: second!.id });
    expect((await site()).stats.learners).toBe(2);
    await admin(`/api/admin/session-requests/${second!.id}`, "PATCH", { status: "cancelled" });
    expect((await site()).stats.learners).toBe(1);
  });
});
