import { env } from "cloudflare:workers";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as tables from "../schema/tables";
import { newsletterSubscriber, sessionRequest } from "../schema/tables";
import { db } from "./test/helpers";

const drizzleTables = Object.values(tables).filter(
  (value): value is typeof tables.lead =>
    typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
);

describe("migrations", () => {
  it("create every table and column the schema declares", async () => {
    for (const table of drizzleTables) {
      const config = getTableConfig(table);
      const { results } = await env.DB.prepare(`select name from pragma_table_info(?)`)
        .bind(config.name)
        .all<{ name: string }>();
      expect(results.map((r) => r.name).sort(), config.name).toEqual(config.columns.map((c) => c.name).sort());
    }
    expect(drizzleTables.length).toBeGreaterThanOrEqual(12);
  });

  it("keep subscriber emails unique", async () => {
    await db().insert(newsletterSubscriber).values({ email: "amira@example.tn" });
    await expect(db().insert(newsletterSubscriber).values({ email: "amira@example.tn" })).rejects.toThrow();
  });

  it("refuse a session request for a session that does not exist", async () => {
    await expect(
      db().insert(sessionRequest).values({ sessionId: 999, name: "Sami", email: "sami@example.tn", level: "beginner" }),
    ).rejects.toThrow();
  });
});
