import { CONSENT_COOKIE } from "@schema/consent";
import type { Locale } from "@schema/constants";
import { RETENTION } from "@schema/retention";
import { screen, within } from "@testing-library/react";
import { stubApi } from "@web/test/api";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
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

  it("points to the footer's Cookie settings, with no button of its own", async () => {
    stubApi({ "/api/seo": { googleAnalyticsId: "G-ABC1234" } });
    renderWithProviders(<PrivacyPage />, { locale: "en" });
    await screen.findByRole("table");
    expect(screen.getByText(/from “Cookie settings” at the bottom of every page/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
