import { describe, expect, it } from "vitest";
import { parseDurationMinutes, parseSchedule } from "./read-schedule";

// Wednesday 11 March 2026, 12:00 in Tunis (11:00 UTC).
const wednesdayNoon = new Date("2026-03-11T11:00:00Z");

describe("parseSchedule", () => {
  it("reads a weekly day and time, first occurrence from now in Tunis time", () => {
    expect(parseSchedule("Saturdays 10:00", wednesdayNoon)).toEqual({
      kind: "weekly",
      weekdays: [6],
      first: { year: 2026, month: 3, day: 14, hour: 10, minute: 0 },
    });
    // Today, later than now: today. Today, already past: next week.
    expect(parseSchedule("Wednesdays 18h30", wednesdayNoon)).toMatchObject({
      first: { day: 11, hour: 18, minute: 30 },
    });
    expect(parseSchedule("Wednesdays 9:00", wednesdayNoon)).toMatchObject({ first: { day: 18, hour: 9 } });
  });

  it("reads several days, French names, abbreviations and am/pm", () => {
    expect(parseSchedule("Mondays and Thursdays at 6:30 pm", wednesdayNoon)).toEqual({
      kind: "weekly",
      weekdays: [1, 4],
      first: { year: 2026, month: 3, day: 12, hour: 18, minute: 30 },
    });
    expect(parseSchedule("Tous les samedis à 10h", wednesdayNoon)).toMatchObject({
      weekdays: [6],
      first: { hour: 10, minute: 0 },
    });
    expect(parseSchedule("Tue 7pm", wednesdayNoon)).toMatchObject({ weekdays: [2], first: { day: 17, hour: 19 } });
  });

  it("reads a single date and time", () => {
    expect(parseSchedule("2026-04-02 19:00", wednesdayNoon)).toEqual({
      kind: "once",
      start: { year: 2026, month: 4, day: 2, hour: 19, minute: 0 },
    });
    expect(parseSchedule("02/04/2026 at 18h15", wednesdayNoon)).toEqual({
      kind: "once",
      start: { year: 2026, month: 4, day: 2, hour: 18, minute: 15 },
    });
  });

  it("offers nothing when no day and time can be read", () => {
    for (const text of [
      null,
      "",
      "Every weekend",
      "Saturdays",
      "10:00",
      "Saturdays 25:00",
      "Saturday 90",
      "2026-02-30 10:00",
    ]) {
      expect(parseSchedule(text, wednesdayNoon)).toBeNull();
    }
  });
});

describe("parseDurationMinutes", () => {
  it.each([
    ["90", 90],
    ["60 min", 60],
    ["75 minutes", 75],
    ["1h30", 90],
    ["1 h 30 min", 90],
    ["1:15", 75],
    ["1.5 hours", 90],
    ["2 heures", 120],
  ])("%s is %i minutes", (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it.each([null, "", "long", "0", "about an hour", "3000"])("%s cannot be read", (text) => {
    expect(parseDurationMinutes(text)).toBeNull();
  });
});
