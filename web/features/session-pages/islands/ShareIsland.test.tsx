import type { CafePageData } from "@schema/public-page-render";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { PageDataProvider } from "../page-data";
import ShareIsland from "./ShareIsland";

const url = "https://cafetalk.tn/cafes/3-cafe-lino?lang=fr";
const page = {
  kind: "cafe",
  active: true,
  cafe: { id: 3, name: "Café Lino", city: "Tunis" },
  sessions: [],
  url,
} as unknown as CafePageData;

const renderShare = () =>
  renderWithProviders(
    <PageDataProvider value={page}>
      <ShareIsland />
    </PageDataProvider>,
    { locale: "fr" },
  );

describe("the share buttons", () => {
  it("link to WhatsApp and Facebook with the page's address, as links that work before any script", async () => {
    renderShare();
    expect(await screen.findByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`Café Lino ${url}`)}`,
    );
    expect(screen.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
  });

  it("copies the link and says so in a live region", async () => {
    const user = userEvent.setup();
    renderShare();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(await screen.findByRole("button", { name: "Copier le lien" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole("status")).toHaveTextContent("Lien copié");
  });

  it("says when the link could not be copied", async () => {
    const user = userEvent.setup();
    renderShare();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(await screen.findByRole("button", { name: "Copier le lien" }));
    expect(await screen.findByRole("status")).toHaveTextContent("copiez-le depuis la barre d'adresse");
  });

  it("opens the phone's share sheet with the page's title and address", async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    try {
      renderShare();
      await user.click(await screen.findByRole("button", { name: "Partager…" }));
      expect(share).toHaveBeenCalledWith({ title: "Café Lino", url });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("copies the link from the share button where the browser has no share sheet", async () => {
    const user = userEvent.setup();
    renderShare();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(await screen.findByRole("button", { name: "Partager…" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole("status")).toHaveTextContent("Lien copié");
  });
});
