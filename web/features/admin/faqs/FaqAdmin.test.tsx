import type { FaqEntry } from "@schema/api";
import type { Locale } from "@schema/constants";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "@web/components/ui/toaster";
import { answerApi } from "@web/test/api";
import { faqEntry, tableCells } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";
import { FaqAdmin } from "./FaqAdmin";

afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in a module-wide store
});

const entry = faqEntry;

function stubFaqApi(entries: FaqEntry[], status = 200) {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  answerApi(async ({ method, path, body }) => {
    if (method === "GET") return Response.json(path === "/api/admin/faqs" ? entries : []);
    writes.push({ method, path: path, body: body });
    if (status !== 200)
      return Response.json({ error: { code: "validation_failed", message: "Some fields are invalid." } }, { status });
    return Response.json(entry({ id: 9 }), { status: method === "POST" ? 201 : 200 });
  });
  return writes;
}

function renderPage(locale?: Locale) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <FaqAdmin />
      <Toaster />
    </>,
    { locale },
  );
  return user;
}

describe("/admin/faqs", () => {
  it("lists language, category or '-', question, order and status", async () => {
    stubFaqApi([
      entry({ id: 1, category: "Sessions", sortOrder: 2 }),
      entry({ id: 2, language: "ar", question: "كم عدد الأشخاص؟", isActive: false }),
    ]);
    renderPage();
    expect(await tableCells("FAQs", 5)).toEqual([
      ["EN", "Sessions", "Is the first session really free?", "2", "Active"],
      ["AR", "-", "كم عدد الأشخاص؟", "0", "Inactive"],
    ]);
  });

  it("requires a question and an answer, in English on an Arabic site too, then creates the FAQ in the chosen language", async () => {
    const writes = stubFaqApi([]);
    const user = renderPage("ar"); // the back office, its messages included, stays in English
    await user.click(await screen.findByRole("button", { name: "New FAQ" }));
    const dialog = await screen.findByRole("dialog", { name: "New FAQ" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      within(dialog)
        .getAllByRole("alert")
        .map((alert) => alert.textContent),
    ).toEqual(["Question is required", "Answer is required"]);
    expect(writes).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText("Language"), "fr");
    await user.type(within(dialog).getByLabelText("Question"), "Où ont lieu les séances ?");
    await user.type(within(dialog).getByLabelText("Answer"), "Dans des cafés partenaires.");
    await user.type(within(dialog).getByLabelText("Sort order"), "x");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("FAQ created successfully")).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({
      question: "Où ont lieu les séances ?",
      answer: "Dans des cafés partenaires.",
      language: "fr",
      category: null,
      sortOrder: 0,
      isActive: true,
    });
  });

  it("keeps the dialog open with what was typed when saving fails, and shows the error toast", async () => {
    stubFaqApi([entry({ id: 3 })], 400);
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit FAQ #3" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit FAQ" });
    await user.type(within(dialog).getByLabelText("Category (optional)"), "Prices");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("400: Some fields are invalid.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Category (optional)")).toHaveValue("Prices");
  });

  it("asks 'Are you sure you want to delete this FAQ?'", async () => {
    stubFaqApi([entry({ id: 5 })]);
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete FAQ #5" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Are you sure you want to delete this FAQ?" }),
    ).toBeInTheDocument();
  });
});
