import type { FaqEntry } from "@schema/api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerNoRequest, stubApi } from "@web/test/api";
import { faqEntry } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import arabicDefaults from "./default-faqs.ar";
import frenchDefaults from "./default-faqs.fr";
import { FaqSection } from "./FaqSection";

let nextId = 1;
const faq = (overrides: Partial<FaqEntry>) => faqEntry({ id: nextId++, question: "Q?", answer: "A.", ...overrides });

const questions = () => screen.getAllByRole("button").map((button) => button.textContent);
const expanded = () =>
  screen
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-expanded") === "true")
    .map((b) => b.textContent);

describe("FAQ section", () => {
  it("shows the active FAQs of the current language in sort order", async () => {
    stubApi({
      "/api/faqs": [
        faq({ question: "Second?", sortOrder: 2 }),
        faq({ question: "Première ?", language: "fr", sortOrder: 0 }),
        faq({ question: "First?", sortOrder: 1 }),
        faq({ question: "Hidden?", sortOrder: 0, isActive: false }),
      ],
    });
    renderWithProviders(<FaqSection />, { locale: "en" });
    await screen.findByRole("button", { name: "First?" });
    expect(questions()).toEqual(["First?", "Second?"]);
  });

  it("shows the 10 built-in questions of the language when it has none, and when the call fails", async () => {
    stubApi({ "/api/faqs": [faq({ question: "Only English?" })] });
    const { unmount } = renderWithProviders(<FaqSection />, { locale: "ar" });
    await screen.findByRole("button", { name: arabicDefaults[0]!.question });
    expect(questions()).toEqual(arabicDefaults.map((item) => item.question));
    expect(questions()).toHaveLength(10);
    unmount();

    stubApi({});
    renderWithProviders(<FaqSection />, { locale: "fr" });
    await screen.findByRole("button", { name: frenchDefaults[0]!.question });
    expect(questions()).toHaveLength(10);
  });

  it("opens the first question initially, one at a time, and closes the open one when clicked", async () => {
    stubApi({
      "/api/faqs": [
        faq({ question: "One?", answer: "Answer one.", sortOrder: 1 }),
        faq({ question: "Two?", answer: "Answer two.", sortOrder: 2 }),
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />, { locale: "en" });
    await screen.findByRole("button", { name: "One?" });
    expect(expanded()).toEqual(["One?"]);
    expect(screen.getByText("Answer one.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Two?" }));
    expect(expanded()).toEqual(["Two?"]);
    expect(screen.getByText("Answer two.")).toBeVisible();
    expect(screen.getByText("Answer one.")).not.toBeVisible();

    await user.click(screen.getByRole("button", { name: "Two?" }));
    expect(expanded()).toEqual([]);
    expect(screen.getByText("Answer two.")).not.toBeVisible();
    expect(screen.getByRole("button", { name: "One?" })).toHaveAttribute(
      "aria-controls",
      screen.getByText("Answer one.").parentElement!.id,
    );
  });

  it("moves between questions with the arrow keys (wrapping), Home and End, and opens one with Enter", async () => {
    stubApi({ "/api/faqs": ["One?", "Two?", "Three?"].map((question, index) => faq({ question, sortOrder: index })) });
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />, { locale: "en" });
    await user.click(await screen.findByRole("button", { name: "One?" }));
    const focused = () => document.activeElement?.textContent;

    await user.keyboard("{ArrowDown}");
    expect(focused()).toBe("Two?");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(focused()).toBe("One?");
    await user.keyboard("{ArrowUp}");
    expect(focused()).toBe("Three?");
    await user.keyboard("{Home}");
    expect(focused()).toBe("One?");
    await user.keyboard("{End}{Enter}");
    expect(focused()).toBe("Three?");
    expect(expanded()).toEqual(["Three?"]);
  });

  it("does not show the defaults while the FAQs are loading", () => {
    answerNoRequest();
    renderWithProviders(<FaqSection />, { locale: "en" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
