import { describe, expect, it } from "vitest";
import type { ApiErrorBody, FaqEntry } from "../../schema/api";
import { adminClient } from "../test/admins";
import { json } from "../test/helpers";

describe("admin FAQs", () => {
  it("creates an entry with the spec's defaults: English, sort order 0, active, no category", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/faqs", "POST", {
      question: "  Is the first session free? ",
      answer: "Yes, no card needed.",
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      question: "Is the first session free?",
      language: "en",
      sortOrder: 0,
      isActive: true,
      category: null,
    });
  });

  it("answers each invalid field with its message", async () => {
    const admin = await adminClient();
    const res = await admin("/api/admin/faqs", "POST", { question: " ", answer: "", language: "de", sortOrder: 1.5 });
    expect(res.status).toBe(400);
    const fields = (await json<ApiErrorBody>(res)).error.fields!;
    expect(fields.question).toBe("Question is required");
    expect(fields.answer).toBe("Answer is required");
    expect(Object.keys(fields).sort()).toEqual(["answer", "language", "question", "sortOrder"]);
  });

  it("changes only what a partial update sends, lists by sort order, and deletes", async () => {
    const admin = await adminClient();
    const first = await json<FaqEntry>(
      await admin("/api/admin/faqs", "POST", { question: "Où ?", answer: "À Tunis.", language: "fr", sortOrder: 2 }),
    );
    await admin("/api/admin/faqs", "POST", { question: "متى؟", answer: "كل أسبوع.", language: "ar", sortOrder: 1 });

    const patched = await json<FaqEntry>(await admin(`/api/admin/faqs/${first.id}`, "PATCH", { isActive: false }));
    expect(patched).toMatchObject({ question: "Où ?", language: "fr", sortOrder: 2, isActive: false });
    expect((await json<FaqEntry[]>(await admin("/api/admin/faqs"))).map((entry) => entry.question)).toEqual([
      "متى؟",
      "Où ?",
    ]);

    expect((await admin(`/api/admin/faqs/${first.id}`, "DELETE")).status).toBe(204);
    expect((await admin(`/api/admin/faqs/${first.id}`, "DELETE")).status).toBe(404);
    expect((await admin(`/api/admin/faqs/${first.id}`, "PATCH", { isActive: true })).status).toBe(404);
  });
});
