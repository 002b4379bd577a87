import { describe, expect, it } from "vitest";
import { languageSession } from "../../schema/tables";
import { call, db } from "../test/helpers";
import { rootOf } from "../test/page-parts";

const page = async (path: string) => (await call(path, { headers: { Accept: "text/html" } })).text();

/** The Events of the page's JSON-LD: what search engines are told of each session. */
function events(html: string) {
  const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  const graph = (JSON.parse(match![1]!) as { "@graph": Record<string, unknown>[] })["@graph"];
  return graph.filter((node) => node["@type"] === "Event") as {
    name: string;
    description?: string;
    location: { name: string; address: { addressLocality: string } };
  }[];
}

describe("a session on the landing page, in the reader's language", () => {
  it("shows the French or Arabic title and description where written, the English otherwise, and names the city", async () => {
    await db()
      .insert(languageSession)
      .values({
        title: "Spanish for travellers",
        description: "Airports, hotels and markets.",
        titleAr: "الإسبانية للمسافرين",
        descriptionFr: "Aéroports, hôtels et marchés.",
        language: "Spanish",
        level: "Beginner",
        city: "Kef",
        startsAt: "2026-01-03T10:00",
        repeat: "weekly",
        repeatDays: ["SA"],
        isPublished: true,
      });

    const en = await page("/?lang=en");
    expect(rootOf(en)).toContain("Spanish for travellers");
    expect(rootOf(en)).toContain("Airports, hotels and markets.");
    expect(events(en)[0]).toMatchObject({
      name: "Spanish for travellers",
      description: "Airports, hotels and markets.",
      location: { name: "Kef", address: { addressLocality: "Kef" } },
    });

    // No French title: the English one; the French description; the city as French names it.
    const fr = await page("/?lang=fr");
    expect(rootOf(fr)).toContain("Spanish for travellers");
    expect(rootOf(fr)).toContain("Aéroports, hôtels et marchés.");
    expect(rootOf(fr)).not.toContain("Airports, hotels and markets.");
    expect(rootOf(fr)).toContain("Le Kef");
    expect(events(fr)[0]).toMatchObject({
      name: "Spanish for travellers",
      description: "Aéroports, hôtels et marchés.",
      location: { address: { addressLocality: "Le Kef" } },
    });

    // The Arabic title; no Arabic description: the English one.
    const ar = await page("/?lang=ar");
    expect(rootOf(ar)).toContain("الإسبانية للمسافرين");
    expect(rootOf(ar)).not.toContain("Spanish for travellers");
    expect(rootOf(ar)).toContain("Airports, hotels and markets.");
    expect(rootOf(ar)).toContain("الكاف");
    expect(events(ar)[0]).toMatchObject({
      name: "الإسبانية للمسافرين",
      description: "Airports, hotels and markets.",
      location: { name: "الكاف", address: { addressLocality: "الكاف" } },
    });
  });
});
