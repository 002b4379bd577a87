import { type Locale, TEST_SEND_UNSUBSCRIBE_TOKEN } from "@schema/constants";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { answerApi, answerEveryRequest } from "@web/test/api";
import { renderWithRouter } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";
import { NewsletterLinkPage } from "./NewsletterLinkPage";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.documentElement.lang = "en";
  document.documentElement.dir = "ltr";
});

function showPage(action: "confirm" | "unsubscribe", token: string | undefined, locale: Locale = "en") {
  renderWithRouter(<NewsletterLinkPage action={action} token={token} />, { locale });
}

/** Opens the page and presses its one button, as the reader does. */
async function renderPage(action: "confirm" | "unsubscribe", token: string, locale: Locale = "en") {
  showPage(action, token, locale);
  fireEvent.click(await screen.findByRole("button"));
}

const heading = (name: string) => screen.findByRole("heading", { name });

describe("the emailed link pages", () => {
  it.each([
    ["confirm", "en", "Confirm Your Subscription", "Confirm my subscription"],
    ["unsubscribe", "fr", "Se désabonner de notre newsletter", "Se désabonner"],
    ["unsubscribe", "ar", "إلغاء الاشتراك في نشرتنا الإخبارية", "إلغاء الاشتراك"],
  ] as const)(
    "%s in %s: opening the page changes nothing; its button POSTs the token",
    async (action, locale, title, button) => {
      const requests = answerEveryRequest(200, { success: true });
      showPage(action, "abc", locale);
      await heading(title);
      expect(requests).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole("button", { name: button }));
      await waitFor(() => expect(requests).toHaveBeenCalledOnce());
      expect(requests).toHaveBeenCalledWith(
        expect.objectContaining({ method: "POST", path: `/api/newsletter/${action}/abc` }),
      );
    },
  );

  it("confirm: 'Subscription Confirmed!' with the spec's text", async () => {
    answerEveryRequest(200, { success: true, message: "Your newsletter subscription has been confirmed!" });
    await renderPage("confirm", "abc");
    await heading("Subscription Confirmed!");
    expect(screen.getByText("Your newsletter subscription has been confirmed!")).toBeInTheDocument();
  });

  it("confirm: a used or expired link says so in the visitor's language", async () => {
    answerEveryRequest(410, {
      error: {
        code: "link_expired",
        message: "This confirmation link has expired. Please sign up again to get a new one.",
      },
    });
    await renderPage("confirm", "abc", "fr");
    await screen.findByText("Ce lien de confirmation a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.");
  });

  it("confirm: 'Confirmation Failed' with the server's message for an unknown error code", async () => {
    answerEveryRequest(500, { error: { code: "something_new", message: "Something new went wrong." } });
    await renderPage("confirm", "abc", "fr");
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
    answerEveryRequest(code === "link_invalid" ? 404 : 503, {
      error: { code, message: "English text from the server" },
    });
    await renderPage("unsubscribe", "abc", locale);
    await screen.findByText(text);
    expect(screen.queryByText("English text from the server")).not.toBeInTheDocument();
  });

  it("confirm: the network error text when the server cannot be reached", async () => {
    answerApi(() => Response.error());
    await renderPage("confirm", "abc");
    await heading("Confirmation Failed");
    expect(screen.getByText("An error occurred while confirming your subscription.")).toBeInTheDocument();
  });

  it("'Invalid Link' without a token, and no call", async () => {
    const requests = answerEveryRequest(200, {});
    showPage("unsubscribe", undefined);
    await heading("Invalid Link");
    expect(screen.getByText("Invalid unsubscribe link.")).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it("unsubscribe: the server's message in English, the reader's own text in French", async () => {
    answerEveryRequest(200, { success: true, message: "You have been successfully unsubscribed from our newsletter." });
    await renderPage("unsubscribe", "abc", "fr");
    await screen.findByText("Vous avez bien été désabonné(e) de notre newsletter.");
  });

  it("unsubscribe: 'Unsubscribe Failed' with the fallback when the answer says no", async () => {
    answerEveryRequest(200, { success: false });
    await renderPage("unsubscribe", "abc");
    await heading("Unsubscribe Failed");
    expect(screen.getByText("Failed to unsubscribe.")).toBeInTheDocument();
  });

  it("opens in the language its emailed link names, over the browser's language and its earlier choice", async () => {
    // The Worker wrote the shell in the browser's language; this browser once chose English too.
    document.documentElement.lang = "en";
    window.localStorage.setItem("locale", "en");
    window.history.replaceState(null, "", "/unsubscribe-newsletter/abc?lang=ar");
    renderWithRouter(<NewsletterLinkPage action="unsubscribe" token="abc" />);
    await heading("إلغاء الاشتراك في نشرتنا الإخبارية");
    expect(screen.getByRole("button", { name: "إلغاء الاشتراك" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });

  it.each([
    ["en", "This Is a Test Email", "In the newsletter your subscribers receive, it unsubscribes its reader."],
    ["fr", "Ceci est un e-mail de test", "Dans la newsletter que reçoivent vos abonnés, il désabonne son lecteur."],
    ["ar", "هذه رسالة تجريبية", "في النشرة التي يتلقاها مشتركوك، يُلغي اشتراك قارئها."],
  ] as const)(
    "unsubscribe from a test send in %s: says it is a test, with no button and no call",
    async (locale, title, text) => {
      const requests = answerEveryRequest(404, { error: { code: "link_invalid", message: "This link is invalid." } });
      showPage("unsubscribe", TEST_SEND_UNSUBSCRIBE_TOKEN, locale);
      await heading(title);
      expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
      expect(screen.queryByRole("button")).not.toBeInTheDocument();
      expect(requests).not.toHaveBeenCalled();
    },
  );
});
