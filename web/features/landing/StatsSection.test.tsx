import type { PublicSite } from "@schema/api";
import { stubApi } from "@web/test/api";
import { findById, renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { StatsSection } from "./StatsSection";

const stats = (figures: Partial<PublicSite["stats"]>): PublicSite["stats"] => ({
  languages: null,
  teachers: null,
  learners: null,
  successRate: null,
  ...figures,
});

/** The band as a reader sees it: each figure and the words under it. */
async function band(figures: Partial<PublicSite["stats"]>, locale: "en" | "fr" | "ar") {
  stubApi({ "/api/site": { socialLinks: [], stats: stats(figures) } });
  renderWithProviders(<StatsSection />, { locale });
  const section = await findById("stats");
  return [...section.querySelectorAll("[data-stat]")].map(
    (stat) => `${stat.querySelector("dd")!.textContent} ${stat.querySelector("dt")!.textContent}`,
  );
}

describe("the stats band's words agree with its figures", () => {
  it.each([
    ["en", { languages: 1, teachers: 1, learners: 1 }, ["1 language to practise", "1 conversation guide", "1 learner"]],
    [
      "en",
      { languages: 2, teachers: 2, learners: 2 },
      ["2 languages to practise", "2 conversation guides", "2 learners"],
    ],
    ["fr", { teachers: 1, learners: 1 }, ["1 animateur de conversation", "1 apprenant"]],
    ["fr", { teachers: 2, learners: 1500 }, ["2 animateurs de conversation", "1\u202f500 apprenants"]],
  ] as const)("in %s: %o", async (locale, figures, expected) => {
    expect(await band(figures, locale)).toEqual(expected);
  });

  // Arabic has six plural forms: zero, one, two, few (3–10), many (11–99) and other (100…).
  it.each([
    [0, "0 متعلم", "0 منشّط محادثة"],
    [1, "1 متعلم", "1 منشّط محادثة"],
    [2, "2 متعلمان", "2 منشّطا محادثة"],
    [3, "3 متعلمين", "3 منشّطي محادثة"],
    [11, "11 متعلمًا", "11 منشّطًا للمحادثة"],
    [100, "100 متعلم", "100 منشّط محادثة"],
  ] as const)("in ar, %i takes its own form", async (n, learners, teachers) => {
    expect(await band({ teachers: n, learners: n }, "ar")).toEqual([teachers, learners]);
  });
});
