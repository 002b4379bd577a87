import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageSwitcher } from "@web/components/language-switcher/LanguageSwitcher";
import { renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it } from "vitest";
import { format, initialLocale, useDocumentTitle, useI18n } from ".";

function TitledPage() {
  const { t } = useI18n();
  useDocumentTitle(t.meta.title);
  return <LanguageSwitcher />;
}

afterEach(() => {
  document.documentElement.lang = "en";
  document.documentElement.dir = "ltr";
  window.history.replaceState(null, "", "/");
});

describe("language choice", () => {
  it("switching to Arabic sets lang, right-to-left direction, the title, and remembers the choice", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TitledPage />);
    expect(document.documentElement.dir).toBe("ltr");

    await user.click(screen.getByRole("button", { name: /^Language/ }));
    await user.click(await screen.findByRole("menuitem", { name: "العربية" }));

    await waitFor(() => expect(document.documentElement.lang).toBe("ar"));
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.title).toBe("Café Talk — جلسات محادثة باللغات في مقاهي تونس");
    expect(window.localStorage.getItem("locale")).toBe("ar");
  });

  it("marks the current language with a check", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TitledPage />, { locale: "fr" });
    await user.click(screen.getByRole("button", { name: /^Langue/ }));
    const current = await screen.findByRole("menuitem", { name: /Français/ });
    expect(current.querySelector("[aria-label='✓']")).not.toBeNull();
    expect(screen.getByRole("menuitem", { name: "English" }).querySelector("[aria-label='✓']")).toBeNull();
  });

  it("shows each language with its code's badge, named in itself", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TitledPage />, { locale: "ar" });
    await user.click(screen.getByRole("button", { name: /^اللغة/ }));
    await screen.findByRole("menuitem", { name: "English" });
    const badges = screen
      .getAllByRole("menuitem")
      .map((item) => [item.querySelector("[data-badge]")?.textContent, item.textContent]);
    expect(badges).toEqual([
      ["EN", "ENEnglish"],
      ["FR", "FRFrançais"],
      ["AR", "ARالعربية"],
    ]);
  });

  it("restores the stored language, and lets ?lang= override it", () => {
    window.localStorage.setItem("locale", "fr");
    expect(initialLocale()).toBe("fr");
    window.history.replaceState(null, "", "/?lang=ar");
    expect(initialLocale()).toBe("ar");
    window.history.replaceState(null, "", "/?lang=xx");
    expect(initialLocale()).toBe("fr");
  });

  it("ignores an unknown stored value", () => {
    window.localStorage.setItem("locale", "de");
    expect(initialLocale()).toBe("en");
  });

  it("fills placeholders", () => {
    expect(format("Save {percent}% on {n}", { percent: 17, n: "x" })).toBe("Save 17% on x");
    expect(format("{missing}", {})).toBe("{missing}");
  });
});
