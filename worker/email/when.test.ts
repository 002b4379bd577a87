import { describe, expect, it } from "vitest";
import { dateTimeText } from "../../schema/session-when";
import { whenPhrase } from "./when";

/** Thursday 26 November 2026, 09:30 in Tunis (08:30 UTC). */
const THURSDAY_0930 = new Date(Date.UTC(2026, 10, 26, 8, 30));
/** Tunis's clock at `hour`:`minute` on `day` November 2026. */
const tunis = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour - 1, minute));

describe("whenPhrase: the day of a session as its reader sees it, on Tunis's calendar", () => {
  it.each([
    ["en", "today at 09:30"],
    ["fr", "aujourd'hui à 09:30"],
    ["ar", "اليوم في 09:30"],
  ] as const)("says today on the session's own day (%s)", (locale, phrase) => {
    expect(whenPhrase(THURSDAY_0930, locale, tunis(26, 0, 30))).toBe(phrase);
    expect(whenPhrase(THURSDAY_0930, locale, tunis(26, 9, 0))).toBe(phrase);
  });

  it.each([
    ["en", "tomorrow at 09:30"],
    ["fr", "demain à 09:30"],
    ["ar", "غدًا في 09:30"],
  ] as const)("says tomorrow the day before, even late in the evening (%s)", (locale, phrase) => {
    expect(whenPhrase(THURSDAY_0930, locale, tunis(25, 9, 30))).toBe(phrase);
    // 23:30 in Tunis is still Wednesday there, though already 22:30 UTC.
    expect(whenPhrase(THURSDAY_0930, locale, tunis(25, 23, 30))).toBe(phrase);
  });

  it.each([
    ["en", "on Thursday 26 November at 09:30"],
    ["fr", "le jeudi 26 novembre à 09:30"],
    ["ar", "يوم الخميس، 26 نوفمبر في 09:30"],
  ] as const)("names the weekday and date further ahead (%s)", (locale, phrase) => {
    expect(whenPhrase(THURSDAY_0930, locale, tunis(24, 12))).toBe(phrase);
  });

  it("writes Arabic with Western digits, as Tunisian readers expect", () => {
    expect(whenPhrase(THURSDAY_0930, "ar", tunis(20, 12))).not.toMatch(/[٠-٩]/);
  });
});

describe("dateTimeText", () => {
  it("adds the year only when it is not the reader's current year", () => {
    expect(dateTimeText(THURSDAY_0930, "en", tunis(1, 12))).toBe("Thursday 26 November at 09:30");
    expect(dateTimeText(THURSDAY_0930, "fr", new Date(Date.UTC(2025, 11, 20)))).toBe("jeudi 26 novembre 2026 à 09:30");
  });
});
