import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { publicSession } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { SessionCard } from "./SessionCard";

const session = publicSession({ id: 12, title: "English small talk", titleFr: "Petite conversation" });

describe("SessionCard", () => {
  it.each([
    ["en", "English small talk", "/sessions/12-english-small-talk"],
    ["fr", "Petite conversation", "/sessions/12-english-small-talk?lang=fr"],
  ] as const)("links its title to the session's own page in the page's language (%s)", async (locale, title, href) => {
    renderWithProviders(<SessionCard session={session} onRequest={() => {}} />, { locale });
    expect(await screen.findByRole("link", { name: title })).toHaveAttribute("href", href);
  });

  it("keeps its request button, which asks for this session", async () => {
    const onRequest = vi.fn();
    renderWithProviders(<SessionCard session={session} onRequest={onRequest} />, { locale: "en" });
    await userEvent.click(await screen.findByRole("button", { name: "Request a Spot" }));
    expect(onRequest).toHaveBeenCalledWith(session);
  });
});
