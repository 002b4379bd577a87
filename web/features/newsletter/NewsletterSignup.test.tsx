import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { answerApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import NewsletterSignup from "./NewsletterSignup";

afterEach(() => {
  vi.useRealTimers();
});

function stubSignUp(answer = { success: true }) {
  const bodies: unknown[] = [];
  answerApi(({ body }) => {
    bodies.push(body);
    return Response.json(answer);
  });
  return bodies;
}

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  });
}

describe("newsletter sign-up block", () => {
  it("says 'Check Your Email!' for 3 seconds, then the form returns", async () => {
    const bodies = stubSignUp();
    renderWithProviders(<NewsletterSignup />, { locale: "en" });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit("amira@example.tn");
    expect(await screen.findByText("Check Your Email!")).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ email: "amira@example.tn", locale: "en" })]);

    await act(async () => void vi.advanceTimersByTime(2900));
    expect(screen.getByText("Check Your Email!")).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(200));
    expect(screen.queryByText("Check Your Email!")).toBeNull();
    expect(screen.getByLabelText("Email")).toHaveValue("");
  });

  it("says 'Already Subscribed!' only for an address this browser signed up before", async () => {
    stubSignUp();
    const first = renderWithProviders(<NewsletterSignup />, { locale: "en" });
    await submit("amira@example.tn");
    expect(await screen.findByText("Check Your Email!")).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<NewsletterSignup />, { locale: "en" });
    await submit(" Amira@Example.tn ");
    expect(await screen.findByText("Already Subscribed!")).toBeInTheDocument();
    expect(window.localStorage.getItem("newsletter.signedUpHere")).not.toContain("amira");
  });

  it("refuses an invalid address without calling the server", async () => {
    const bodies = stubSignUp();
    renderWithProviders(<NewsletterSignup />, { locale: "en" });
    await submit("not-an-email");
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("sends nothing when the hidden honeypot is filled, and keeps the form", async () => {
    const bodies = stubSignUp();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderWithProviders(<NewsletterSignup />, { locale: "en" });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: "http://spam.example" } });
    await submit("bot@example.tn");
    // The refusal is logged once the sign-up's mutation settles, which a busy machine delays.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        "newsletter sign-up failed",
        expect.objectContaining({ message: "Bot detected" }),
      ),
    );
    expect(bodies).toEqual([]);
    expect(screen.getByLabelText("Email")).toHaveValue("bot@example.tn");
  });
});
