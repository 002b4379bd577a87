import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { nextOccurrences, type OccurrenceChange, type SessionDates } from "../../schema/occurrences";
import { ENGLISH_ONLY } from "../test/sessions";
import { type CalendarSession, escapeText, foldLine, sessionCalendar } from "./ics";

/** Every Saturday at 10:00 in Tunis from 14 March 2026, for 90 minutes. */
const saturdays: SessionDates = {
  startsAt: "2026-03-14T10:00",
  durationMinutes: 90,
  repeat: "weekly",
  repeatDays: ["SA"],
  repeatUntil: null,
  repeatCount: null,
};
const session: CalendarSession = {
  ...ENGLISH_ONLY,
  ...saturdays,
  id: 7,
  title: "English small talk, level B1; relaxed",
  description: "Travel\nwork",
  cafeName: "Café Lino",
  cafeAddress: "Rue de Marseille",
  city: "Tunis",
  updatedAt: new Date("2026-03-01T08:30:00Z"),
  changes: [],
};
const BASE = "https://cafetalk.tn";

/** The unfolded content lines of a calendar file. */
const linesOf = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

/**
 * The calendar read by ical.js: each occurrence's start and end as ISO instants, the series
 * expanded (its EXDATEs left out) and each override of the same UID added where it was moved.
 */
function expanded(ics: string, limit = 20): { start: string; end: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  const [master, ...overrides] = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  const found: { start: string; end: string }[] = [];
  const iterator = master!.iterator();
  for (let next = iterator.next(); next && found.length < limit; next = iterator.next()) {
    const details = master!.getOccurrenceDetails(next);
    found.push({
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
    });
  }
  for (const override of overrides) {
    expect(override.uid).toBe(master!.uid);
    expect(override.isRecurrenceException()).toBe(true);
    found.push({
      start: override.startDate.toJSDate().toISOString(),
      end: override.endDate.toJSDate().toISOString(),
    });
  }
  return found.sort((a, b) => a.start.localeCompare(b.start)).slice(0, limit);
}

/** What schema/occurrences.ts says the occurrences are, from before the first one. */
const expected = (dates: SessionDates, changes: OccurrenceChange[], limit = 20) =>
  nextOccurrences(dates, changes, new Date("2000-01-01T00:00:00Z"), limit).map((occurrence) => ({
    start: occurrence.startsAt.toISOString(),
    end: occurrence.endsAt.toISOString(),
  }));

describe("sessionCalendar", () => {
  it("writes a weekly event in Tunis time with a stable UID", () => {
    const ics = sessionCalendar(session, BASE)!;
    const lines = linesOf(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines).toContain("UID:language-session-7@cafetalk.tn");
    expect(lines).toContain("DTSTART;TZID=Africa/Tunis:20260314T100000");
    expect(lines).toContain("DURATION:PT90M");
    expect(lines).toContain("RRULE:FREQ=WEEKLY;BYDAY=SA");
    expect(lines).toContain("DTSTAMP:20260301T083000Z");
    expect(lines).toContain("SUMMARY:English small talk\\, level B1\\; relaxed");
    expect(lines).toContain("LOCATION:Café Lino\\, Rue de Marseille\\, Tunis");
    expect(lines).toContain("DESCRIPTION:Travel\\nwork");
    expect(lines).toContain("TZID:Africa/Tunis");
    const withCity = sessionCalendar({ ...session, cafeAddress: "Rue de Marseille, Tunis" }, BASE)!;
    expect(withCity).toContain("LOCATION:Café Lino\\, Rue de Marseille\\, Tunis\r\n");
    expect(expanded(ics)).toEqual(expected(saturdays, []));
    expect(expanded(ics)[0]).toEqual({ start: "2026-03-14T09:00:00.000Z", end: "2026-03-14T10:30:00.000Z" });
  });

  it("writes a one-off session as a single event", () => {
    const once: SessionDates = { ...saturdays, repeat: "once", repeatDays: [], startsAt: "2026-11-26T09:30" };
    const ics = sessionCalendar({ ...session, ...once }, BASE)!;
    expect(linesOf(ics).some((line) => line.startsWith("RRULE"))).toBe(false);
    expect(expanded(ics)).toEqual([{ start: "2026-11-26T08:30:00.000Z", end: "2026-11-26T10:00:00.000Z" }]);
  });

  it("ends a series on its last day, at midnight in Tunis written in UTC, or after its count", () => {
    // Tuesdays and Thursdays until Sunday 31 January 2027.
    const until: SessionDates = {
      ...saturdays,
      startsAt: "2027-01-05T18:30",
      repeatDays: ["TU", "TH"],
      repeatUntil: "2027-01-31",
    };
    const ics = sessionCalendar({ ...session, ...until }, BASE)!;
    expect(linesOf(ics)).toContain("RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270131T225959Z");
    expect(expanded(ics)).toEqual(expected(until, []));
    expect(expanded(ics)).toHaveLength(8);

    const counted: SessionDates = { ...saturdays, repeatCount: 5 };
    const five = sessionCalendar({ ...session, ...counted }, BASE)!;
    expect(linesOf(five)).toContain("RRULE:FREQ=WEEKLY;BYDAY=SA;COUNT=5");
    expect(expanded(five)).toEqual(expected(counted, []));
    expect(expanded(five)).toHaveLength(5);
  });

  it("leaves a skipped occurrence out, and writes a moved one apart under the same UID", () => {
    const changes: OccurrenceChange[] = [
      { originalStart: "2026-03-21T10:00", movedTo: null },
      { originalStart: "2026-03-28T10:00", movedTo: "2026-03-29T17:00" },
    ];
    const ics = sessionCalendar({ ...session, changes }, BASE)!;
    const lines = linesOf(ics);
    expect(lines).toContain("EXDATE;TZID=Africa/Tunis:20260321T100000");
    expect(lines).toContain("EXDATE;TZID=Africa/Tunis:20260328T100000");
    expect(lines).toContain("RECURRENCE-ID;TZID=Africa/Tunis:20260328T100000");
    expect(lines).toContain("DTSTART;TZID=Africa/Tunis:20260329T170000");
    expect(lines.filter((line) => line === "UID:language-session-7@cafetalk.tn")).toHaveLength(2);

    const read = expanded(ics, 4);
    expect(read).toEqual(expected(saturdays, changes, 4));
    expect(read.map((occurrence) => occurrence.start)).toEqual([
      "2026-03-14T09:00:00.000Z",
      "2026-03-29T16:00:00.000Z",
      "2026-04-04T09:00:00.000Z",
      "2026-04-11T09:00:00.000Z",
    ]);
  });

  it("names the event in the link's language where the team wrote it, else in English, and its city in that language", () => {
    const translated = { ...session, titleAr: "محادثة إنجليزية", descriptionFr: "Voyages et travail.", city: "Kef" };
    const ar = sessionCalendar({ ...translated, cafeAddress: null }, BASE, "ar")!;
    expect(ar).toContain("SUMMARY:محادثة إنجليزية\r\n");
    expect(ar).toContain("LOCATION:Café Lino\\, الكاف\r\n");
    const fr = sessionCalendar(translated, BASE, "fr")!;
    expect(fr).toContain("SUMMARY:English small talk\\, level B1\\; relaxed\r\n");
    expect(fr).toContain("DESCRIPTION:Voyages et travail.\r\n");
    expect(sessionCalendar(translated, BASE)).toContain("SUMMARY:English small talk");
  });

  it("has no file while the session has no dates", () => {
    expect(sessionCalendar({ ...session, startsAt: null }, BASE)).toBeNull();
  });
});

describe("iCalendar text", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"ع".repeat(60)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});
