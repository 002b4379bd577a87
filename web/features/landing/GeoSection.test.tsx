import { screen, waitFor, within } from "@testing-library/react";
import { stubApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { GeoSection } from "./GeoSection";
import { selectGeoTexts } from "./geo-rules";

const seo = {
  geoHeadingEn: "Across Tunisia",
  geoContentEn: "Cafés in Tunis, Sousse and Sfax.",
  geoHeadingFr: "Partout en Tunisie",
  geoContentFr: "Des cafés à Tunis, Sousse et Sfax.",
  geoHeadingAr: "في كامل تونس",
  geoContentAr: "مقاهٍ في تونس وسوسة وصفاقس.",
  geoLocations: "Tunis, Sousse, Sfax",
};

describe("geo texts", () => {
  it("uses the current language, then English, then whatever exists", () => {
    expect(selectGeoTexts(seo, "fr")?.current).toBe("fr");
    expect(selectGeoTexts({ ...seo, geoContentAr: "  " }, "ar")?.current).toBe("en");
    expect(selectGeoTexts({ geoContentFr: "Texte" }, "ar")?.current).toBe("fr");
  });

  it("is empty without any content", () => {
    expect(selectGeoTexts({ geoHeadingEn: "Heading only" }, "en")).toBeNull();
    expect(selectGeoTexts(null, "en")).toBeNull();
  });
});

describe("GeoSection", () => {
  it("shows all three texts, each in its own language, and only the current one on phones", async () => {
    stubApi({ "/api/seo": seo });
    renderWithProviders(<GeoSection />, { locale: "fr" });
    const section = (await screen.findByText("Des cafés à Tunis, Sousse et Sfax.")).closest("section")!;
    expect(section).toHaveAttribute("id", "geo-content");
    const articles = within(section).getAllByRole("article");
    expect(
      articles.map((article) => [article.lang, article.dir, article.className.includes("hidden md:block")]),
    ).toEqual([
      ["en", "ltr", true],
      ["fr", "ltr", false],
      ["ar", "rtl", true],
    ]);
    expect(within(articles[1]!).getByRole("heading", { name: "Partout en Tunisie" })).toBeInTheDocument();
  });

  it("falls back to English on phones when the language has no text", async () => {
    stubApi({ "/api/seo": { ...seo, geoHeadingAr: null, geoContentAr: null } });
    renderWithProviders(<GeoSection />, { locale: "ar" });
    const english = (await screen.findByText("Cafés in Tunis, Sousse and Sfax.")).closest("article")!;
    expect(english.className).not.toContain("hidden");
    expect(screen.getAllByRole("article")).toHaveLength(2);
  });

  it("is hidden when there is no content, and when the call fails", async () => {
    const requests = stubApi({ "/api/seo": { geoHeadingEn: "", geoContentEn: "" } });
    const { container, unmount } = renderWithProviders(<GeoSection />, { locale: "en" });
    await waitFor(() => expect(requests).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    unmount();

    const failing = stubApi({});
    const second = renderWithProviders(<GeoSection />, { locale: "en" });
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(second.container).toBeEmptyDOMElement();
  });
});
