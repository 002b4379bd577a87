import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cafe, languageSession, pricingPlan, sessionOccurrenceChange } from "../../schema/tables";
import { createAdmin, sameOrigin, signIn, withSession } from "../test/admins";
import { call, db } from "../test/helpers";
import { rootOf } from "../test/page-parts";
import { dropCafePages } from "./public-records";

const page = (path: string, headers: Record<string, string> = { Accept: "text/html" }) => call(path, { headers });

/** Every Saturday at 10:00 from June 2027, at Café Lino in Sousse (coordinates known), on a 30 TND plan. */
async function seed(overrides: Partial<typeof languageSession.$inferInsert> = {}) {
  const [plan] = await db()
    .insert(pricingPlan)
    .values({ planType: "flexible", capitalPrice: 33, outsideCapitalPrice: 30 })
    .returning();
  const [place] = await db()
    .insert(cafe)
    .values({
      name: "Café Lino",
      address: "12 Rue de Marseille",
      city: "Sousse",
      mapUrl: "https://maps.example/lino",
      latitude: 35.8256,
      longitude: 10.6369,
      openingNote: "Ask for the Café Talk table",
    })
    .returning();
  const [session] = await db()
    .insert(languageSession)
    .values({
      title: "English Small Talk",
      titleFr: "Petite conversation en anglais",
      description: "Talk about your week.",
      language: "English",
      level: "Intermediate",
      cafeId: place!.id,
      startsAt: "2027-06-05T10:00",
      durationMinutes: 90,
      repeat: "weekly",
      repeatDays: ["SA"],
      maxParticipants: 4,
      pricingPlanId: plan!.id,
      isPublished: true,
      ...overrides,
    })
    .returning();
  return { session: session!, cafe: place! };
}

const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];
const graphOf = (html: string) =>
  (
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      "@graph": Record<string, unknown>[];
    }
  )["@graph"];

interface EventNode {
  offers: Record<string, unknown>;
  location: { address: Record<string, unknown> };
  image: string[];
}

/**
 * Google's Event structured data (developers.google.com/search/docs/appearance/structured-data/event):
 * the properties it requires, and those it recommends.
 */
const GOOGLE_EVENT_REQUIRED = ["name", "startDate", "location"];
const GOOGLE_EVENT_RECOMMENDED = [
  "description",
  "endDate",
  "eventAttendanceMode",
  "eventStatus",
  "image",
  "offers",
  "organizer",
];
const GOOGLE_OFFER_RECOMMENDED = ["availability", "price", "priceCurrency", "url", "validFrom"];
const GOOGLE_PLACE_REQUIRED = ["address"];
const GOOGLE_ADDRESS_FIELDS = ["streetAddress", "addressLocality", "addressCountry"];

describe("a session's page", () => {
  it("is written in the page's language with its own head: canonical, alternates, social tags", async () => {
    const { session } = await seed();
    const res = await page(`/sessions/${session.id}-english-small-talk?lang=fr`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="fr" dir="ltr"/);
    expect(html).toContain("<title>Petite conversation en anglais · Anglais · Café Talk</title>");
    const base = "http://localhost:8787";
    expect(html).toContain(`<link rel="canonical" href="${base}/sessions/${session.id}-english-small-talk?lang=fr">`);
    for (const [lang, query] of [
      ["en", ""],
      ["fr", "?lang=fr"],
      ["ar", "?lang=ar"],
      ["x-default", ""],
    ])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${base}/sessions/${session.id}-english-small-talk${query}">`,
      );
    expect(meta(html, "robots")).toBe("index, follow");
    expect(meta(html, "og:title")).toBe("Petite conversation en anglais");
    // Day and time in French, the café and city, the spots left.
    expect(meta(html, "og:description")).toBe("samedi 5 juin à 10:00 · Café Lino, Sousse · 4 places restantes");
    expect(meta(html, "og:image")).toMatch(
      new RegExp(`^${base}/share/sessions/${session.id}\\.fr\\.png\\?v=[0-9a-z]+\\.[0-9a-z]+$`),
    );
    // The page names the image's current version: the image route answers it as kept for good.
    const image = new URL(meta(html, "og:image")!);
    const drawn = await call(image.pathname + image.search);
    expect(drawn.headers.get("Content-Type")).toBe("image/png");
    expect(drawn.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:alt")).toContain("Petite conversation en anglais");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));

    const root = rootOf(html);
    expect(root).toContain("Petite conversation en anglais");
    expect(root).toContain("30 TND"); // the plan's price outside Tunis
    expect(root).toContain("Demander une place");
    expect(root).toContain(`href="/cafes/${session.cafeId}-cafe-lino?lang=fr"`);
    expect(root).toContain('href="https://maps.example/lino"');
    expect(root).toContain("https://wa.me/?text=");
    expect(root).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    // Six Saturdays ahead.
    expect(root.match(/<time dateTime=/g)).toHaveLength(6);
  });

  it("is right to left in Arabic", async () => {
    const { session } = await seed();
    const html = await (await page(`/sessions/${session.id}-english-small-talk?lang=ar`)).text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(meta(html, "og:locale")).toBe("ar_TN");
  });

  it("sends a path with an old or no slug to the current one, keeping ?lang=", async () => {
    const { session } = await seed();
    const old = await page(`/sessions/${session.id}-old-title?lang=ar`);
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`http://localhost:8787/sessions/${session.id}-english-small-talk?lang=ar`);
    const bare = await page(`/sessions/${session.id}`);
    expect(bare.headers.get("Location")).toBe(`http://localhost:8787/sessions/${session.id}-english-small-talk`);
  });

  it("answers an id never used with the 404 page, and a deleted session with 410 Gone", async () => {
    const { session } = await seed();
    const unknown = await page(`/sessions/${session.id + 100}-anything`);
    expect(unknown.status).toBe(404);

    await db().delete(languageSession).where(eq(languageSession.id, session.id));
    await dropCafePages(env);
    const gone = await page(`/sessions/${session.id}-english-small-talk`);
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(meta(html, "robots")).toBe("noindex, nofollow");
    expect(rootOf(html)).toContain("This session was removed");
    expect(rootOf(html)).toContain('href="/#upcoming-lessons"');
  });

  it("says an unpublished or over session is no longer open, links to the schedule, and is noindex", async () => {
    const { session } = await seed({ isPublished: false });
    const { session: over } = await seed({
      title: "Over",
      startsAt: "2020-01-04T10:00",
      repeat: "once",
      repeatDays: [],
    });
    for (const path of [`/sessions/${session.id}-english-small-talk`, `/sessions/${over.id}-over`]) {
      const res = await page(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(meta(html, "robots")).toBe("noindex, nofollow");
      expect(rootOf(html)).toContain("This session is no longer open");
      expect(rootOf(html)).toContain('href="/#upcoming-lessons"');
      expect(rootOf(html)).not.toContain("Request a Spot");
      expect(graphOf(html).some((node) => node["@type"] === "Event")).toBe(false);
    }
  });

  it("says Full — join the waiting list when no spot is left", async () => {
    const { session } = await seed({ maxParticipants: 0 });
    const html = await (await page(`/sessions/${session.id}-english-small-talk`)).text();
    expect(meta(html, "og:description")).toContain("Full — join the waiting list");
    expect(rootOf(html)).toContain("Join the waitlist");
  });

  it("has an Event with every property Google requires and recommends", async () => {
    const { session } = await seed();
    const html = await (await page(`/sessions/${session.id}-english-small-talk`)).text();
    const event = graphOf(html).find((node) => node["@type"] === "Event") as unknown as EventNode;
    for (const field of [...GOOGLE_EVENT_REQUIRED, ...GOOGLE_EVENT_RECOMMENDED]) expect(event).toHaveProperty(field);
    for (const field of GOOGLE_OFFER_RECOMMENDED) expect(event.offers).toHaveProperty(field);
    for (const field of GOOGLE_PLACE_REQUIRED) expect(event.location).toHaveProperty(field);
    for (const field of GOOGLE_ADDRESS_FIELDS) expect(event.location.address).toHaveProperty(field);
    const url = `http://localhost:8787/sessions/${session.id}-english-small-talk`;
    expect(event).toMatchObject({
      name: "English Small Talk",
      url,
      startDate: "2027-06-05T10:00:00+01:00",
      endDate: "2027-06-05T11:30:00+01:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Café Lino",
        address: { streetAddress: "12 Rue de Marseille", addressLocality: "Sousse", addressCountry: "TN" },
        geo: { "@type": "GeoCoordinates", latitude: 35.8256, longitude: 10.6369 },
      },
      organizer: { "@id": "http://localhost:8787#organization", url: "http://localhost:8787" },
      offers: {
        "@type": "Offer",
        price: 30,
        priceCurrency: "TND",
        availability: "https://schema.org/InStock",
        url,
      },
    });
    expect(event.offers.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+01:00$/);
    expect(event.image[0]).toMatch(/^http:\/\/localhost:8787\/share\/sessions\/\d+\.en\.png\?v=/);
  });

  it("makes the Event cancelled when its next occurrence is skipped, rescheduled when moved", async () => {
    const { session } = await seed();
    await db().insert(sessionOccurrenceChange).values({ sessionId: session.id, originalStart: "2027-06-05T10:00" });
    await dropCafePages(env);
    const skipped = graphOf(await (await page(`/sessions/${session.id}-english-small-talk`)).text()).find(
      (node) => node["@type"] === "Event",
    );
    expect(skipped).toMatchObject({
      eventStatus: "https://schema.org/EventCancelled",
      startDate: "2027-06-05T10:00:00+01:00",
    });

    await db()
      .update(sessionOccurrenceChange)
      .set({ movedTo: "2027-06-06T18:00" })
      .where(eq(sessionOccurrenceChange.sessionId, session.id));
    await dropCafePages(env);
    const moved = graphOf(await (await page(`/sessions/${session.id}-english-small-talk`)).text()).find(
      (node) => node["@type"] === "Event",
    );
    expect(moved).toMatchObject({
      eventStatus: "https://schema.org/EventRescheduled",
      startDate: "2027-06-06T18:00:00+01:00",
      previousStartDate: "2027-06-05T10:00:00+01:00",
    });
  });

  it("gives link-preview bots (Accept */* or none) the written page", async () => {
    const { session } = await seed();
    for (const headers of [{ Accept: "*/*" }, {} as Record<string, string>]) {
      const res = await page(`/sessions/${session.id}-english-small-talk`, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(meta(await res.text(), "og:title")).toBe("English Small Talk");
    }
  });

  it("shows an admin's save at once: the kept page is dropped", async () => {
    const { session } = await seed();
    const path = `/sessions/${session.id}-english-small-talk`;
    expect(meta(await (await page(path)).text(), "og:title")).toBe("English Small Talk");
    await createAdmin();
    const token = await signIn();
    const saved = await call(`/api/admin/sessions/${session.id}`, {
      method: "PATCH",
      ...withSession(token, { ...sameOrigin, "Content-Type": "application/json" }),
      body: JSON.stringify({ title: "English Big Talk" }),
    });
    expect(saved.status).toBe(200);
    const old = await page(path);
    expect(old.status).toBe(301);
    expect(meta(await (await page(`/sessions/${session.id}-english-big-talk`)).text(), "og:title")).toBe(
      "English Big Talk",
    );
  });
});

describe("a café's page", () => {
  it("shows the café and its upcoming sessions, with a CafeOrCoffeeShop node", async () => {
    const { cafe: place, session } = await seed();
    const res = await page(`/cafes/${place.id}-cafe-lino`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(meta(html, "robots")).toBe("index, follow");
    expect(meta(html, "og:image")).toMatch(/\/share\/cafes\/\d+\.en\.png\?v=/);
    const root = rootOf(html);
    expect(root).toContain("Ask for the Café Talk table");
    expect(root).toContain(`href="/sessions/${session.id}-english-small-talk"`);
    expect(graphOf(html).find((node) => node["@type"] === "CafeOrCoffeeShop")).toMatchObject({
      name: "Café Lino",
      url: `http://localhost:8787/cafes/${place.id}-cafe-lino`,
      address: { streetAddress: "12 Rue de Marseille", addressLocality: "Sousse", addressCountry: "TN" },
      geo: { latitude: 35.8256, longitude: 10.6369 },
    });
  });

  it("says an inactive café no longer hosts sessions, and is noindex", async () => {
    const { cafe: place } = await seed();
    await db().update(cafe).set({ isActive: false }).where(eq(cafe.id, place.id));
    await dropCafePages(env);
    const html = await (await page(`/cafes/${place.id}-cafe-lino?lang=fr`)).text();
    expect(meta(html, "robots")).toBe("noindex, nofollow");
    expect(rootOf(html)).toContain("Ce café n&#x27;accueille plus de séances");
    expect(graphOf(html).some((node) => node["@type"] === "CafeOrCoffeeShop")).toBe(false);
  });

  it("shows a café's save at once once dropCafePages is called, on its page and its sessions'", async () => {
    const { cafe: place, session } = await seed();
    expect((await page(`/cafes/${place.id}-cafe-lino`)).status).toBe(200);
    expect(rootOf(await (await page(`/sessions/${session.id}-english-small-talk`)).text())).toContain("Café Lino");
    await db().update(cafe).set({ name: "Café Nour" }).where(eq(cafe.id, place.id));
    await dropCafePages(env);
    expect((await page(`/cafes/${place.id}-cafe-lino`)).headers.get("Location")).toMatch(/\/cafes\/\d+-cafe-nour$/);
    expect(rootOf(await (await page(`/sessions/${session.id}-english-small-talk`)).text())).toContain("Café Nour");
  });

  it("answers an unknown café with the 404 page", async () => {
    expect((await page("/cafes/999-nowhere")).status).toBe(404);
  });
});

describe("the sitemap's session and café pages", () => {
  it("lists live sessions and active cafés in each language, with lastmod and alternates, and no other", async () => {
    const { session, cafe: place } = await seed();
    const { session: draft } = await seed({ title: "Draft", isPublished: false });
    const { session: over } = await seed({
      title: "Over",
      startsAt: "2020-01-04T10:00",
      repeat: "once",
      repeatDays: [],
    });
    const [closed] = await db()
      .insert(cafe)
      .values({ name: "Closed Café", city: "Tunis", isActive: false })
      .returning();
    const xml = await (await call("/sitemap.xml")).text();
    const base = "http://localhost:8787";
    const path = `/sessions/${session.id}-english-small-talk`;
    const today = new Date().toISOString().slice(0, 10);
    expect(xml).toContain(`<loc>${base}${path}?lang=ar</loc>\n    <lastmod>${today}</lastmod>`);
    for (const [lang, query] of [
      ["en", ""],
      ["fr", "?lang=fr"],
      ["ar", "?lang=ar"],
      ["x-default", ""],
    ])
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${base}${path}${query}"/>`);
    expect(xml.match(new RegExp(`<loc>${base}${path}(\\?lang=\\w+)?</loc>`, "g"))).toHaveLength(3);
    expect(xml).toContain(`<loc>${base}/cafes/${place.id}-cafe-lino</loc>`);
    expect(xml).not.toContain(`/sessions/${draft.id}-`);
    expect(xml).not.toContain(`/sessions/${over.id}-`);
    expect(xml).not.toContain(`/cafes/${closed!.id}-`);
  });
});
