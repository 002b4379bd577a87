import { describe, expect, it } from "vitest";
import {
  nextOccurrences,
  type OccurrenceChange,
  occurrencesBetween,
  type SessionDates,
  tunisInstant,
  tunisLocal,
  weekdayOf,
} from "../../schema/occurrences";

const weekly = (overrides: Partial<SessionDates> = {}): SessionDates => ({
  startsAt: "2026-11-05T09:30", // a Thursday
  durationMinutes: 90,
  repeat: "weekly",
  repeatDays: ["TH"],
  repeatUntil: null,
  repeatCount: null,
  ...overrides,
});

const starts = (occurrences: { start: string }[]) => occurrences.map((occurrence) => occurrence.start);
const at = (iso: string) => new Date(iso);

describe("Tunis's clock", () => {
  it("is UTC+1 all year, in winter and in summer", () => {
    expect(tunisInstant("2026-01-15T09:30").toISOString()).toBe("2026-01-15T08:30:00.000Z");
    expect(tunisInstant("2026-07-15T09:30").toISOString()).toBe("2026-07-15T08:30:00.000Z");
    expect(tunisLocal(at("2026-12-31T23:30:00Z"))).toBe("2027-01-01T00:30");
    expect(weekdayOf("2026-11-26T09:30")).toBe("TH");
  });
});

describe("a weekly series", () => {
  it("runs on each chosen day across a month end, starting with the first session", () => {
    const dates = weekly({ startsAt: "2026-11-24T18:00", repeatDays: ["TU", "TH"] });
    const found = occurrencesBetween(dates, [], at("2026-11-20T00:00:00Z"), at("2026-12-06T00:00:00Z"));
    expect(starts(found)).toEqual(["2026-11-24T18:00", "2026-11-26T18:00", "2026-12-01T18:00", "2026-12-03T18:00"]);
    expect(found[0]!.endsAt.toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });

  it("crosses the year's end", () => {
    const found = nextOccurrences(weekly({ startsAt: "2026-12-24T19:00" }), [], at("2026-12-25T00:00:00Z"), 2);
    expect(starts(found)).toEqual(["2026-12-31T19:00", "2027-01-07T19:00"]);
  });

  it("ends on its end date, that day included", () => {
    const dates = weekly({ repeatUntil: "2026-11-19" });
    expect(starts(nextOccurrences(dates, [], at("2026-11-01T00:00:00Z"), 5))).toEqual([
      "2026-11-05T09:30",
      "2026-11-12T09:30",
      "2026-11-19T09:30",
    ]);
  });

  it("ends after its number of sessions, a skipped one counted (as a calendar counts it)", () => {
    const dates = weekly({ repeatCount: 3 });
    const skipped: OccurrenceChange[] = [{ originalStart: "2026-11-12T09:30", movedTo: null }];
    expect(starts(nextOccurrences(dates, skipped, at("2026-11-01T00:00:00Z"), 5))).toEqual([
      "2026-11-05T09:30",
      "2026-11-19T09:30",
    ]);
  });

  it("leaves a skipped date out of what comes next, and shows it as skipped in a range", () => {
    const skipped: OccurrenceChange[] = [{ originalStart: "2026-11-26T09:30", movedTo: null }];
    const now = at("2026-11-20T12:00:00Z");
    expect(starts(nextOccurrences(weekly(), skipped, now, 3))).toEqual([
      "2026-12-03T09:30",
      "2026-12-10T09:30",
      "2026-12-17T09:30",
    ]);
    const range = occurrencesBetween(weekly(), skipped, now, at("2026-12-04T00:00:00Z"));
    expect(range.map((occurrence) => [occurrence.start, occurrence.status])).toEqual([
      ["2026-11-26T09:30", "skipped"],
      ["2026-12-03T09:30", "scheduled"],
    ]);
  });

  it("shows a moved date where it was moved, the others untouched", () => {
    const moved: OccurrenceChange[] = [{ originalStart: "2026-11-26T09:30", movedTo: "2026-11-27T17:00" }];
    const found = nextOccurrences(weekly(), moved, at("2026-11-20T12:00:00Z"), 3);
    expect(found.map((occurrence) => [occurrence.originalStart, occurrence.start, occurrence.status])).toEqual([
      ["2026-11-26T09:30", "2026-11-27T17:00", "moved"],
      ["2026-12-03T09:30", "2026-12-03T09:30", "scheduled"],
      ["2026-12-10T09:30", "2026-12-10T09:30", "scheduled"],
    ]);
  });

  it("finds a date moved far from its place, before or after the others", () => {
    const later: OccurrenceChange[] = [{ originalStart: "2026-11-26T09:30", movedTo: "2027-01-20T09:30" }];
    const now = at("2026-11-20T12:00:00Z");
    expect(starts(nextOccurrences(weekly({ repeatCount: 5 }), later, now, 5))).toEqual([
      "2026-12-03T09:30",
      "2027-01-20T09:30",
    ]);
    const earlier: OccurrenceChange[] = [{ originalStart: "2027-01-07T09:30", movedTo: "2026-11-21T10:00" }];
    expect(starts(nextOccurrences(weekly(), earlier, now, 2))).toEqual(["2026-11-21T10:00", "2026-11-26T09:30"]);
    // A range shows the moved date in its new place only.
    const december = occurrencesBetween(weekly(), later, at("2026-12-01T00:00:00Z"), at("2027-02-01T00:00:00Z"));
    expect(starts(december)).toContain("2027-01-20T09:30");
    expect(starts(december)).not.toContain("2026-11-26T09:30");
  });

  it("has nothing ahead once it has ended", () => {
    expect(nextOccurrences(weekly({ repeatUntil: "2026-11-12" }), [], at("2026-11-20T00:00:00Z"), 3)).toEqual([]);
  });
});

describe("a one-off session", () => {
  it("happens once, and not after it has started", () => {
    const once: SessionDates = { ...weekly(), repeat: "once", repeatDays: [] };
    expect(starts(nextOccurrences(once, [], at("2026-11-01T00:00:00Z"), 3))).toEqual(["2026-11-05T09:30"]);
    expect(nextOccurrences(once, [], at("2026-11-05T08:30:00Z"), 3)).toEqual([]);
  });
});
