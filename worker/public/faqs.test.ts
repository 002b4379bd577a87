import { describe, expect, it } from "vitest";
import type { FaqEntry } from "../../schema/api";
import { faqEntry } from "../../schema/tables";
import { call, db, json } from "../test/helpers";

describe("GET /api/faqs", () => {
  it("lists only active entries, by language then sort order", async () => {
    await db()
      .insert(faqEntry)
      .values([
        { question: "Second?", answer: "B", language: "en", sortOrder: 2 },
        { question: "Hidden?", answer: "H", language: "en", sortOrder: 0, isActive: false },
        { question: "Première ?", answer: "A", language: "fr", sortOrder: 1, category: "Séances" },
        { question: "First?", answer: "A", language: "en", sortOrder: 1 },
      ]);

    const res = await call("/api/faqs");
    expect(res.status).toBe(200);
    const entries = await json<FaqEntry[]>(res);
    expect(entries.map((e) => [e.language, e.question, e.sortOrder])).toEqual([
      ["en", "First?", 1],
      ["en", "Second?", 2],
      ["fr", "Première ?", 1],
    ]);
    expect(entries[2]).toMatchObject({ answer: "A", category: "Séances", isActive: true });
  });

  it("answers an empty list when there are none", async () => {
    expect(await json(await call("/api/faqs"))).toEqual([]);
  });
});
