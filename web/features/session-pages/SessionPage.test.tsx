import type { SessionPageData } from "@schema/public-page-render";
import { screen, within } from "@testing-library/react";
import { publicSession } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { PageDataProvider } from "./page-data";
import { SessionPage } from "./SessionPage";

const live: SessionPageData = {
  kind: "session",
  state: "live",
  session: publicSession({ id: 7, cafeId: 2, cafeName: "Café Lino", cafeAddress: "Rue de Marseille", spotsLeft: 0 }),
  cafe: {
    id: 2,
    name: "Café Lino",
    address: "Rue de Marseille",
    city: "Tunis",
    mapUrl: "https://maps.example/lino",
    latitude: null,
    longitude: null,
    photoUrl: null,
    openingNote: null,
  },
  price: 30,
  url: "https://cafetalk.tn/sessions/7-english-small-talk",
};

const renderPage = (page: SessionPageData, locale: "en" | "ar" = "en") =>
  renderWithProviders(
    <PageDataProvider value={page}>
      <SessionPage page={page} />
    </PageDataProvider>,
    { locale },
  );

describe("a session's page", () => {
  it("shows its facts, its café's links and its price, and a full session's waiting list", async () => {
    renderPage(live);
    await screen.findByRole("heading", { level: 1, name: "English small talk" });
    expect(screen.getByTestId("spots-left")).toHaveTextContent("Full — join the waiting list");
    expect(screen.getByTestId("price")).toHaveTextContent("30 TND");
    expect(screen.getByRole("link", { name: "About this café" })).toHaveAttribute("href", "/cafes/2-cafe-lino");
    expect(screen.getByRole("link", { name: "Open in a map" })).toHaveAttribute("href", "https://maps.example/lino");
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeInTheDocument();
  });

  it("lists a weekly session's next occurrences in the page's language", async () => {
    renderPage(live, "ar");
    const dates = await screen.findByTestId("next-dates");
    expect(within(dates).getAllByRole("listitem")).toHaveLength(live.session!.nextStarts.length);
    expect(screen.getByRole("link", { name: "عن هذا المقهى" })).toHaveAttribute("href", "/cafes/2-cafe-lino?lang=ar");
  });

  it("says a closed session is no longer open and leads to the schedule, with no request button", async () => {
    renderPage({ ...live, state: "closed" });
    await screen.findByRole("heading", { name: "This session is no longer open" });
    expect(screen.getByRole("link", { name: "See all upcoming sessions" })).toHaveAttribute(
      "href",
      "/#upcoming-lessons",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
