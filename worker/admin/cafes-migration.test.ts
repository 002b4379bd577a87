import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cafe, languageSession } from "../../schema/tables";
import { db } from "../test/helpers";
import { databaseBefore, migrateToLatest } from "../test/migrations";

/** Sessions as the free-text columns held their café before migration 0030. */
async function sessionsWithFreeText(
  rows: [title: string, name: string | null, address: string | null, city: string][],
) {
  for (const [title, name, address, city] of rows) {
    await env.DB.prepare(
      "INSERT INTO language_session (title, language, level, cafe_name, cafe_address, city) VALUES (?, 'English', 'Beginner', ?, ?, ?)",
    )
      .bind(title, name, address, city)
      .run();
  }
}

const sessionsNow = () =>
  db()
    .select({
      title: languageSession.title,
      cafeId: languageSession.cafeId,
      cafeName: languageSession.cafeName,
      cafeAddress: languageSession.cafeAddress,
      city: languageSession.city,
    })
    .from(languageSession)
    .orderBy(asc(languageSession.id));

describe("migration 0030: the cafés' free text becomes cafés", () => {
  it("makes one café per name, address and city (case and spaces aside), and loses no session", async () => {
    await databaseBefore("0030");
    await sessionsWithFreeText([
      ["English at Lino", "Café Lino", "Rue de Marseille", "Tunis"],
      ["French at Lino", "  café lino ", "rue de marseille", "Tunis"],
      ["German at Lino, Sfax", "Café Lino", "Route de Tunis", "Sfax"],
      ["Only an address", null, "12 Avenue Farhat Hached", "Sousse"],
      ["Nowhere yet", null, null, "Tunis"],
      ["Blank café", "  ", "", "Bizerte"],
    ]);
    await migrateToLatest();

    const cafes = await db()
      .select({ id: cafe.id, name: cafe.name, address: cafe.address, city: cafe.city, isActive: cafe.isActive })
      .from(cafe)
      .orderBy(asc(cafe.city), asc(cafe.name));
    expect(cafes.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: "Café Lino", address: "Route de Tunis", city: "Sfax", isActive: true },
      { name: "12 Avenue Farhat Hached", address: "12 Avenue Farhat Hached", city: "Sousse", isActive: true },
      // The two spellings of one place are one café, under the lesser spelling (min(): capitals first).
      { name: "Café Lino", address: "Rue de Marseille", city: "Tunis", isActive: true },
    ]);
    const idOf = (name: string, city: string) => cafes.find((row) => row.name === name && row.city === city)!.id;

    expect(await sessionsNow()).toEqual([
      {
        title: "English at Lino",
        cafeId: idOf("Café Lino", "Tunis"),
        cafeName: "Café Lino",
        cafeAddress: "Rue de Marseille",
        city: "Tunis",
      },
      // Its copy now spells the café as the café does.
      {
        title: "French at Lino",
        cafeId: idOf("Café Lino", "Tunis"),
        cafeName: "Café Lino",
        cafeAddress: "Rue de Marseille",
        city: "Tunis",
      },
      {
        title: "German at Lino, Sfax",
        cafeId: idOf("Café Lino", "Sfax"),
        cafeName: "Café Lino",
        cafeAddress: "Route de Tunis",
        city: "Sfax",
      },
      {
        title: "Only an address",
        cafeId: idOf("12 Avenue Farhat Hached", "Sousse"),
        cafeName: "12 Avenue Farhat Hached",
        cafeAddress: "12 Avenue Farhat Hached",
        city: "Sousse",
      },
      { title: "Nowhere yet", cafeId: null, cafeName: null, cafeAddress: null, city: "Tunis" },
      { title: "Blank café", cafeId: null, cafeName: null, cafeAddress: null, city: "Bizerte" },
    ]);
  });

  it("keeps each session's copy in step when its café is renamed, moved or changed", async () => {
    await databaseBefore("0030");
    await sessionsWithFreeText([
      ["English at Lino", "Café Lino", "Rue de Marseille", "Tunis"],
      ["French at Kahwa", "Café Kahwa", "Route de Tunis", "Sfax"],
    ]);
    await migrateToLatest();
    const cafes = await db().select().from(cafe);
    const lino = cafes.find((row) => row.name === "Café Lino")!;
    const kahwa = cafes.find((row) => row.name === "Café Kahwa")!;

    await db()
      .update(cafe)
      .set({ name: "Lino Lounge", address: "5 Rue de Marseille", city: "Bizerte" })
      .where(eq(cafe.id, lino.id));
    expect((await sessionsNow())[0]).toMatchObject({
      cafeName: "Lino Lounge",
      cafeAddress: "5 Rue de Marseille",
      city: "Bizerte",
    });
    // The other café's session is left as it was.
    expect((await sessionsNow())[1]).toMatchObject({ cafeName: "Café Kahwa", city: "Sfax" });

    // A session moved to another café takes that café's copy; one written with other text gets its café's back.
    await db().update(languageSession).set({ cafeId: kahwa.id }).where(eq(languageSession.title, "English at Lino"));
    expect((await sessionsNow())[0]).toMatchObject({
      cafeName: "Café Kahwa",
      cafeAddress: "Route de Tunis",
      city: "Sfax",
    });
    await db()
      .update(languageSession)
      .set({ cafeName: "Somewhere else", city: "Tunis" })
      .where(eq(languageSession.title, "English at Lino"));
    expect((await sessionsNow())[0]).toMatchObject({ cafeName: "Café Kahwa", city: "Sfax" });
  });
});
