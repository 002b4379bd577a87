import type { PublicSession } from "@schema/api";
import type { Locale } from "@schema/constants";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@web/components/ui/toaster";
import { answerEveryRequest } from "@web/test/api";
import { publicSession } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { SessionRequestDialog } from "./SessionRequestDialog";

const session = publicSession({ id: 3, spotsLeft: 2 });

function renderDialog(options: { locale?: Locale; chosen?: PublicSession } = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <SessionRequestDialog session={options.chosen ?? session} onClose={onClose} />
      <Toaster />
    </>,
    { locale: options.locale ?? "en" },
  );
  return { onClose, dialog: screen.getByRole("dialog") };
}

async function fillIn(
  dialog: HTMLElement,
  labels: { name: string; email: string; phone: string; level: string },
  level: string,
) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText(labels.name), "Amira Ben Salah");
  await user.type(within(dialog).getByLabelText(labels.email), "amira@example.tn");
  await user.type(within(dialog).getByLabelText(labels.phone), "+216 20 123 456");
  await user.selectOptions(within(dialog).getByLabelText(labels.level), level);
  return user;
}

const en = { name: "Name", email: "Email", phone: "Phone (optional)", level: "Your level" };

describe("SessionRequestDialog", () => {
  it("shows the chosen session and a Tunisian phone placeholder", () => {
    answerEveryRequest(201, {});
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole("heading", { name: "Request a Spot" })).toBeInTheDocument();
    expect(within(dialog).getByText("English small talk")).toBeInTheDocument();
    // When, as the card says it: its days and time, and its next dates.
    expect(within(dialog).getByText("Every week: Saturday, 10:00")).toBeInTheDocument();
    expect(within(dialog).getByText("Next: Sat 5 Dec, Sat 12 Dec, Sat 19 Dec")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Phone (optional)")).toHaveAttribute("placeholder", "+216 20 123 456");
    expect(
      within(dialog)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select your level", "Beginner", "Intermediate", "Advanced"]);
  });

  it("validates on submit, then on change, without calling the server", async () => {
    const requests = answerEveryRequest(201, {});
    const { dialog } = renderDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Request a Spot" }));

    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter a valid email")).toBeInTheDocument();
    expect(within(dialog).getByText("Please select your current level")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(requests).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Name"), "A");
    await waitFor(() => expect(within(dialog).queryByText("Name is required")).not.toBeInTheDocument());
  });

  it("sends the request with the session's id and language, then confirms in a modal", async () => {
    const requests = answerEveryRequest(201, { id: 1, sessionId: 3, status: "pending", message: "Request received." });
    const { dialog, onClose } = renderDialog();
    const user = await fillIn(dialog, en, "intermediate");
    await user.click(within(dialog).getByRole("button", { name: "Request a Spot" }));

    const confirmation = await screen.findByRole("dialog", { name: "Request Submitted!" });
    expect(confirmation).toHaveAccessibleDescription("We'll contact you soon to confirm your spot.");
    expect(onClose).toHaveBeenCalled();
    const closeButtons = within(confirmation).getAllByRole("button", { name: "Close" });
    expect(closeButtons).toHaveLength(2); // the corner's × and the button under the text
    await user.click(closeButtons[1]!);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Request Submitted!" })).not.toBeInTheDocument());
    expect(requests).toHaveBeenCalledTimes(1);
    const [{ method, path, body }] = requests.mock.calls[0]!;
    expect(path).toBe("/api/session-requests");
    expect(method).toBe("POST");
    expect(body).toEqual({
      sessionId: 3,
      languageInterest: "English",
      name: "Amira Ben Salah",
      email: "amira@example.tn",
      phone: "+216 20 123 456",
      level: "intermediate",
      status: "pending",
      locale: "en",
    });
  });

  it("refuses a filled honeypot with 'Bot detected' and makes no call", async () => {
    const requests = answerEveryRequest(201, {});
    const { dialog, onClose } = renderDialog();
    const user = await fillIn(dialog, en, "beginner");
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    await user.type(honeypot, "http://spam.example");
    await user.click(within(dialog).getByRole("button", { name: "Request a Spot" }));

    expect(await screen.findByText("Bot detected")).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  const ar = { name: "الاسم", email: "البريد الإلكتروني", phone: "الهاتف (اختياري)", level: "مستواك" };

  it("shows the server's refusal from its code, in Arabic, in a toast titled with the translated 'Error'", async () => {
    answerEveryRequest(409, {
      error: { code: "session_not_published", message: "This session is not open for requests at the moment." },
    });
    const { dialog, onClose } = renderDialog({ locale: "ar" });
    const user = await fillIn(dialog, ar, "advanced");
    await user.click(within(dialog).getByRole("button", { name: "اطلب مكانًا" }));

    expect(await screen.findByText("خطأ")).toBeInTheDocument();
    expect(screen.getByText("هذه الجلسة لا تقبل الطلبات في الوقت الحالي.")).toBeInTheDocument();
    expect(screen.queryByText(/This session is not open/)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ["rate_limited", 429, "Trop d'envois depuis votre connexion. Patientez une minute puis réessayez."],
    ["human_check_failed", 403, "La vérification anti-robot a échoué. Veuillez réessayer."],
  ])("says %s in French", async (code, status, text) => {
    answerEveryRequest(status, { error: { code, message: "English text from the server" } });
    const { dialog } = renderDialog({ locale: "fr" });
    const user = await fillIn(
      dialog,
      { name: "Nom", email: "E-mail", phone: "Téléphone (facultatif)", level: "Votre niveau" },
      "beginner",
    );
    await user.click(within(dialog).getByRole("button", { name: "Demander une place" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("falls back to the server's message for a code it does not know", async () => {
    answerEveryRequest(418, { error: { code: "teapot", message: "I'm a teapot." } });
    const { dialog } = renderDialog({ locale: "ar" });
    const user = await fillIn(dialog, ar, "beginner");
    await user.click(within(dialog).getByRole("button", { name: "اطلب مكانًا" }));
    expect(await screen.findByText("I'm a teapot.")).toBeInTheDocument();
  });

  it("speaks Arabic, validation messages included", async () => {
    answerEveryRequest(201, {});
    const { dialog } = renderDialog({ locale: "ar" });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "اطلب مكانًا" }));
    expect(await within(dialog).findByText("الاسم مطلوب")).toBeInTheDocument();
    expect(within(dialog).getByText("يرجى إدخال بريد إلكتروني صالح")).toBeInTheDocument();
    expect(within(dialog).getByText("يرجى اختيار مستواك الحالي")).toBeInTheDocument();
  });

  it("offers a full session's waitlist and says when the request was waitlisted", async () => {
    answerEveryRequest(201, { id: 1, sessionId: 3, status: "waitlisted", message: "Waitlisted." });
    const { dialog } = renderDialog({ chosen: { ...session, spotsLeft: 0 } });
    expect(within(dialog).getByRole("heading", { name: "Join the waitlist" })).toBeInTheDocument();
    expect(within(dialog).getByText(/This session is full/)).toBeInTheDocument();
    const user = await fillIn(dialog, en, "beginner");
    await user.click(within(dialog).getByRole("button", { name: "Join the waitlist" }));
    const confirmation = await screen.findByRole("dialog", { name: "You're on the waitlist!" });
    expect(confirmation).toHaveAccessibleDescription(
      "This session is full. We'll contact you as soon as a spot opens up.",
    );
  });
});
