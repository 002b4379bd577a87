import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubApi } from "@web/test/api";
import { publicSession } from "@web/test/fixtures";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { ScheduleSection } from "./ScheduleSection";

const base = publicSession({ description: "Travel and work", cafeAddress: "Rue de Marseille" });
const sessions = [
  base,
  { ...base, id: 2, title: "Deutsch am Abend", language: "German", level: "All Levels", spotsLeft: 0 },
];
const card = (name: string) => screen.getByRole("article", { name });

describe("ScheduleSection", () => {
  it("says it is loading, then shows each session with flag, level, duration, seats and spots left", async () => {
    stubApi({ "/api/sessions": sessions });
    renderWithProviders(<ScheduleSection />, { locale: "en" });
    expect(screen.getByText("Loading sessions...")).toBeInTheDocument();

    const english = await screen.findByRole("article", { name: "English small talk" });
    // The flag is an SVG of the sprite, the same drawing on every system; never an emoji.
    expect(english.querySelector("svg[data-flag] > use")?.getAttribute("href")).toMatch(/#flag-GB$/);
    expect(english.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    expect(within(english).getByText("Intermediate")).toBeInTheDocument();
    expect(within(english).getByTestId("duration")).toHaveTextContent("90 min");
    expect(within(english).getByTestId("max-participants")).toHaveTextContent("4");
    expect(within(english).getByTestId("spots-left")).toHaveTextContent("3");
    expect(within(english).getByText("Café Lino — Rue de Marseille")).toBeInTheDocument();
    expect(within(english).getByRole("button", { name: "Request a Spot" })).toBeInTheDocument();
  });

  it.each([
    ["ar", "الإنجليزية الصغيرة", "Travel and work", "الكاف"],
    ["fr", "English small talk", "Voyages et travail", "Le Kef"],
    ["en", "English small talk", "Travel and work", "Kef"],
  ] as const)(
    "shows the title and description in the page's language where written, else the English, and names the city (%s)",
    async (locale, title, description, city) => {
      const translated = { ...base, city: "Kef", titleAr: "الإنجليزية الصغيرة", descriptionFr: "Voyages et travail" };
      stubApi({ "/api/sessions": [translated] });
      renderWithProviders(<ScheduleSection />, { locale });
      const shown = await screen.findByRole("article", { name: title });
      expect(within(shown).getByText(description)).toBeInTheDocument();
      expect(within(shown).getByText(city)).toBeInTheDocument();
    },
  );

  /** Tuesdays and Thursdays at 18:30 in Tunis, the next three from Thursday 31 December 2026. */
  const tuesdaysThursdays = {
    startsAt: "2026-12-31T18:30",
    repeat: "weekly",
    repeatDays: ["TH", "TU"],
    nextStarts: ["2026-12-31T17:30:00.000Z", "2027-01-05T17:30:00.000Z", "2027-01-07T17:30:00.000Z"],
  } as const;

  it.each([
    ["en", base, "Every week: Saturday, 10:00", "Next: Sat 5 Dec, Sat 12 Dec, Sat 19 Dec"],
    ["fr", base, "Chaque semaine : samedi, 10:00", "Prochaines : sam. 5 déc., sam. 12 déc., sam. 19 déc."],
    ["ar", base, "كل أسبوع: السبت، 10:00", "المواعيد القادمة: السبت، 5 ديسمبر · السبت، 12 ديسمبر · السبت، 19 ديسمبر"],
    // The year shows on the dates not in the first one's year; the days in the week's order.
    [
      "fr",
      { ...base, ...tuesdaysThursdays },
      "Chaque semaine : mardi et jeudi, 18:30",
      "Prochaines : jeu. 31 déc., mar. 5 janv. 2027, jeu. 7 janv. 2027",
    ],
  ] as const)(
    "says a weekly session's days, time and next dates in the page's language (%s)",
    async (locale, session, words, next) => {
      stubApi({ "/api/sessions": [session] });
      renderWithProviders(<ScheduleSection />, { locale });
      const when = await screen.findByText(words);
      // The product's own words: the check for English left on a translated page reads them too.
      expect(when).not.toHaveAttribute("data-admin-content");
      expect(screen.getByTestId("next-dates")).toHaveTextContent(next);
    },
  );

  it("lists the next dates the API answered: a skipped one is not there, a moved one says its time", async () => {
    // 12 December skipped, 19 December moved to 17:00.
    const nextStarts = ["2026-12-05T09:00:00.000Z", "2026-12-19T16:00:00.000Z", "2026-12-26T09:00:00.000Z"];
    stubApi({ "/api/sessions": [{ ...base, nextStarts }] });
    renderWithProviders(<ScheduleSection />, { locale: "en" });
    expect(await screen.findByText("Every week: Saturday, 10:00")).toBeInTheDocument();
    expect(screen.getByTestId("next-dates")).toHaveTextContent("Next: Sat 5 Dec, Sat 19 Dec, 17:00, Sat 26 Dec");
  });

  it("says a one-off session's date and time, with no next dates", async () => {
    stubApi({
      "/api/sessions": [{ ...base, repeat: "once", repeatDays: [], nextStarts: ["2027-03-13T08:30:00.000Z"] }],
    });
    renderWithProviders(<ScheduleSection />, { locale: "fr" });
    expect(await screen.findByText("samedi 13 mars à 09:30")).toBeInTheDocument();
    expect(screen.queryByTestId("next-dates")).not.toBeInTheDocument();
  });

  it("says a full session is full and offers its waitlist instead", async () => {
    stubApi({ "/api/sessions": sessions });
    renderWithProviders(<ScheduleSection />, { locale: "en" });
    const german = await screen.findByRole("article", { name: "Deutsch am Abend" });
    expect(within(german).getByText("Full")).toBeInTheDocument();
    expect(german.querySelector("svg[data-flag]")).toHaveAttribute("data-flag", "DE");
    expect(within(german).queryByRole("button", { name: "Request a Spot" })).not.toBeInTheDocument();
    await userEvent.setup().click(within(german).getByRole("button", { name: "Join the waitlist" }));
    expect(
      within(await screen.findByRole("dialog")).getByRole("heading", { name: "Join the waitlist" }),
    ).toBeInTheDocument();
  });

  it("opens the request dialog for the session whose button was pressed, and asks for that session", async () => {
    const third = { ...base, id: 3, title: "Français au café", language: "French" };
    const requests = stubApi({
      "/api/sessions": [...sessions, third],
      "/api/session-requests": { id: 9, sessionId: 3, status: "pending", message: "Request received." },
    });
    const user = userEvent.setup();
    renderWithProviders(<ScheduleSection />, { locale: "en" });
    await screen.findByRole("article", { name: "Français au café" });
    await user.click(within(card("Français au café")).getByRole("button", { name: "Request a Spot" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Request a Spot" })).toBeInTheDocument();
    expect(within(dialog).getByText("Français au café")).toBeInTheDocument();
    expect(within(dialog).queryByText("English small talk")).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Name"), "Amira Ben Salah");
    await user.type(within(dialog).getByLabelText("Email"), "amira@example.tn");
    await user.selectOptions(within(dialog).getByLabelText("Your level"), "beginner");
    await user.click(within(dialog).getByRole("button", { name: "Request a Spot" }));
    await screen.findByRole("dialog", { name: "Request Submitted!" });
    const sent = requests.mock.calls.find(([path]) => path === "/api/session-requests")?.[1];
    expect(await sent?.json()).toMatchObject({ sessionId: 3, languageInterest: "French" });
  });

  it("shows the empty text when nothing is published, in Arabic too", async () => {
    stubApi({ "/api/sessions": [] });
    const { unmount } = renderWithProviders(<ScheduleSection />, { locale: "en" });
    expect(await screen.findByText("No upcoming sessions at the moment. Check back soon!")).toBeInTheDocument();
    unmount();
    renderWithProviders(<ScheduleSection />, { locale: "ar" });
    expect(screen.getByText("جارٍ تحميل الجلسات...")).toBeInTheDocument();
    expect(await screen.findByText("لا توجد جلسات قادمة حاليًا. عد قريبًا!")).toBeInTheDocument();
  });

  it("shows Arabic language and level names on the cards", async () => {
    stubApi({ "/api/sessions": sessions });
    renderWithProviders(<ScheduleSection />, { locale: "ar" });
    const english = await screen.findByRole("article", { name: "English small talk" });
    expect(within(english).getByText("الإنجليزية")).toBeInTheDocument();
    expect(within(english).getByText("متوسط")).toBeInTheDocument();
    expect(within(english).getByTestId("duration")).toHaveTextContent("90 دقيقة");
    expect(within(english).getByRole("button", { name: "اطلب مكانًا" })).toBeInTheDocument();
  });
});
