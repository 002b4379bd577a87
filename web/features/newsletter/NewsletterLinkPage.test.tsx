import type { Locale } from "@schema/constants";
import { screen } from "@testing-library/react";
import { renderWithRouter } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterLinkPage } from "./NewsletterLinkPage";

afterEach(() => vi.unstubAllGlobals());

function renderPage(action: "confirm" | "unsubscribe", token: string | undefined, locale: Locale = "en") {
  renderWithRouter(<NewsletterLinkPage action={action} token={token} />, { locale });
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const heading = (name: string) => screen.findByRole("heading", { name });

describe("the emailed link pages", () => {
  it("confirm: 'Subscription Confirmed!' with the spec's text", async () => {
    answer(200, { success: true, message: "Your newsletter subscription has been confirmed!" });
    renderPage("confirm", "abc");
    await heading("Subscription Confirmed!");
    expect(screen.getByText("Your newsletter subscription has been confirmed!")).toBeInTheDocument();
  });

  it("confirm: a used or expired link says so in the visitor's language", async () => {
    answer(410, {
      error: {
        code: "link_expired",
        message: "This confirmation link has expired. Please sign up again to get a new one.",
      },
    });
    renderPage("confirm", "abc", "fr");
    await screen.findByText("Ce lien de confirmation a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.");
  });

  it("confirm: 'Confirmation Failed' with the server's message for an unknown error code", async () => {
    answer(500, { error: { code: "something_new", message: "Something new went wrong." } });
    renderPage("confirm", "abc", "fr");
    await heading("Échec de la confirmation");
    expect(screen.getByText("Something new went wrong.")).toBeInTheDocument();
  });

  it.each([
    ["fr", "link_invalid", "Ce lien est invalide ou a déjà été utilisé."],
    ["ar", "link_invalid", "هذا الرابط غير صالح أو تم استخدامه من قبل."],
    ["ar", "rate_limited", "عدد كبير جدًا من الإرسالات من اتصالك. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى."],
    ["fr", "service_unavailable", "Le service est momentanément indisponible. Réessayez dans un instant."],
    ["ar", "internal_error", "حدث خطأ ما. يرجى المحاولة مرة أخرى."],
  ] as const)("unsubscribe in %s: %s from its code", async (locale, code, text) => {
    answer(code === "link_invalid" ? 404 : 503, { error: { code, message: "English text from the server" } });
    renderPage("unsubscribe", "abc", locale);
    await screen.findByText(text);
    expect(screen.queryByText("English text from the server")).not.toBeInTheDocument();
  });

  it("confirm: the network error text when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderPage("confirm", "abc");
    await heading("Confirmation Failed");
    expect(screen.getByText("An error occurred while confirming your subscription.")).toBeInTheDocument();
  });

  it("'Invalid Link' without a token, and no call", async () => {
    const fetchMock = answer(200, {});
    renderPage("unsubscribe", undefined);
    await heading("Invalid Link");
    expect(screen.getByText("Invalid unsubscribe link.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("unsubscribe: the server's message in English, the reader's own text in French", async () => {
    answer(200, { success: true, message: "You have been successfully unsubscribed from our newsletter." });
    renderPage("unsubscribe", "abc", "fr");
    await screen.findByText("Vous avez bien été désabonné(e) de notre newsletter.");
  });

  it("unsubscribe: 'Unsubscribe Failed' with the fallback when the answer says no", async () => {
    answer(200, { success: false });
    renderPage("unsubscribe", "abc");
    await heading("Unsubscribe Failed");
    expect(screen.getByText("Failed to unsubscribe.")).toBeInTheDocument();
  });
});
