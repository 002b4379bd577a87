import { LEARNING_LANGUAGES } from "@schema/constants";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LanguageFlag } from "./LanguageFlag";
import { FLAG_COUNTRIES } from "./names";

const drawn = (language: string) => {
  const { container } = render(<LanguageFlag language={language} />);
  const svg = container.querySelector("svg")!;
  return { svg, href: svg.querySelector("use")!.getAttribute("href")! };
};

describe("LanguageFlag", () => {
  it("draws each taught language's own flag from the sprite, hidden from screen readers", () => {
    const hrefs = LEARNING_LANGUAGES.map((language) => {
      const { svg, href } = drawn(language);
      expect(svg).toHaveAttribute("aria-hidden", "true");
      return href.split("#")[1];
    });
    expect(new Set(hrefs).size).toBe(LEARNING_LANGUAGES.length);
    expect(
      hrefs.map((id) => id!.replace("flag-", "")).every((c) => (FLAG_COUNTRIES as readonly string[]).includes(c)),
    ).toBe(true);
    expect(drawn("Arabic").href).toMatch(/#flag-TN$/);
  });

  it("draws a globe for a language outside the list", () => {
    expect(drawn("Klingon").href).toMatch(/#globe$/);
  });
});
