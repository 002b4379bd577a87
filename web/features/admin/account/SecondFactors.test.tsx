import type { AccountSecondFactors } from "@schema/api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@web/components/ui/toaster";
import { answerEveryRequest } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SecondFactors } from "./SecondFactors";

afterEach(() => vi.restoreAllMocks());

const NO_FACTORS: AccountSecondFactors = { totp: null, passkeys: [], recoveryCodesLeft: 0, required: false };
const SIGN_IN_AGAIN = "You signed in more than 15 minutes ago: sign in again to change your second factors.";

describe("second factors on the account page", () => {
  it("offers to sign in again when the Worker asks for a recent sign-in", async () => {
    answerEveryRequest(403, { error: { code: "sign_in_again", message: SIGN_IN_AGAIN } });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    renderWithProviders(
      <>
        <SecondFactors factors={NO_FACTORS} />
        <Toaster />
      </>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Set up an authenticator app" }));
    expect(await screen.findByText(SIGN_IN_AGAIN)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(assign).toHaveBeenCalledWith("/api/auth/logout?next=%2Fadmin%2Faccount");
  });
});
