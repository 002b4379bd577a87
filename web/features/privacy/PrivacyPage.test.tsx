import { CONSENT_COOKIE, CONSENT_SETTINGS_EVENT } from "@schema/consent";
import type { Locale } from "@schema/constants";
import { RETENTION } from "@schema/retention";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { seoSettingsKey } from "@web/api/public-reads";
import { stubApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { PrivacyPage } from "./PrivacyPage";

const DAY = 24 * 3_600_000;
const days = (ms: number) => String(ms / DAY);

/** The durations the retention table states, in the words of each language. */
const STATED: Record<Locale, { unit: string; months: string; afterSending: string }> = {
  en: { unit: "days", months: "6 months", afterSending: "after sending" },
  fr: { unit: "jours", months: "6 mois", afterSending: "après l'envoi" },
  ar: { unit: "يومًا", months: "6 أشهر", afterSending: "بعد إرسالها" },
};

describe("/privacy", () => {
  it.for(["en", "fr", "ar"] as const)("%s: states the retention periods the code applies", async (locale) => {
    stubApi({ "/api/seo": {} });
    renderWithProviders(<PrivacyPage />, { locale });
    const table = await screen.findByRole("table");
    const kept = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.lastElementChild!.textContent);
    const { unit, months, afterSending } = STATED[locale];
    expect(kept).toContain(`${days(RETENTION.unconfirmedSubscriberMs)} ${unit}`);
    expect(kept).toContain(`${days(RETENTION.unsentEmailMs)} ${unit}`);
    expect(kept).toContain(`${days(RETENTION.sentEmailRecipientMs)} ${unit} ${afterSending}`);
    expect(kept.some((text) => text!.startsWith(`${days(RETENTION.sentEmailContentMs)} ${unit}`))).toBe(true);
    // The consent cookie lasts six months.
    expect(Math.round(CONSENT_COOKIE.maxAgeSeconds / (30.5 * 24 * 3600))).toBe(6);
    expect(kept).toContain(months);
  });

  it("offers to change the measurement choice only when measurement is switched on", async () => {
    stubApi({ "/api/seo": { googleAnalyticsId: "G-ABC1234" } });
    const opened = vi.fn();
    window.addEventListener(CONSENT_SETTINGS_EVENT, opened);
    const user = userEvent.setup();
    renderWithProviders(<PrivacyPage />, { locale: "en" });
    await user.click(await screen.findByRole("button", { name: "Cookie settings" }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONSENT_SETTINGS_EVENT, opened);
  });

  it("offers no such choice when no tracking id is set", async () => {
    stubApi({ "/api/seo": { googleAnalyticsId: "not-an-id" } });
    const { queryClient } = renderWithProviders(<PrivacyPage />, { locale: "en" });
    await screen.findByRole("table");
    await waitFor(() => expect(queryClient.getQueryState(seoSettingsKey)?.status).toBe("success"));
    expect(screen.queryByRole("button", { name: "Cookie settings" })).toBeNull();
  });
});
