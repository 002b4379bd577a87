import { describe, expect, it } from "vitest";
import { ENGLISH_ONLY } from "../test/sessions";
import { escapeText, foldLine, sessionCalendar } from "./ics";

const session = {
  ...ENGLISH_ONLY,
  id: 7,
  title: "English small talk, level B1; relaxed",
  description: "Travel\nwork",
  cafeName: "Café Lino",
  cafeAddress: "Rue de Marseille",
  city: "Tunis",
  schedule: "Saturdays 10:00",
  duration: "90",
  updatedAt: new Date("2026-03-01T08:30:00Z"),
};
const now = new Date("2026-03-11T11:00:00Z");

describe("sessionCalendar", () => {
  it("writes a weekly event in Tunis time with a stable UID", () => {
    const ics = sessionCalendar(session, "https://cafetalk.tn", now)!;
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines).toContain("UID:language-session-7@cafetalk.tn");
    expect(lines).toContain("DTSTART;TZID=Africa/Tunis:20260314T100000");
    expect(lines).toContain("DURATION:PT90M");
    expect(lines).toContain("RRULE:FREQ=WEEKLY;BYDAY=SA");
    expect(lines).toContain("DTSTAMP:20260301T083000Z");
    expect(lines).toContain("SUMMARY:English small talk\\, level B1\\; relaxed");
    expect(lines).toContain("LOCATION:Café Lino\\, Rue de Marseille\\, Tunis");
    expect(lines).toContain("TZID:Africa/Tunis");
    const withCity = sessionCalendar(
      { ...session, cafeAddress: "Rue de Marseille, Tunis" },
      "https://cafetalk.tn",
      now,
    )!;
    expect(withCity).toContain("LOCATION:Café Lino\\, Rue de Marseille\\, Tunis\r\n");

    // Downloaded a week later: same UID, so calendars update the entry rather than add one.
    const later = sessionCalendar(session, "https://cafetalk.tn", new Date("2026-03-18T11:00:00Z"))!;
    expect(later).toContain("UID:language-session-7@cafetalk.tn");
    expect(later).toContain("DTSTART;TZID=Africa/Tunis:20260321T100000");
  });

  it("names the event in the link's language where the team wrote it, else in English, and its city in that language", () => {
    const translated = { ...session, titleAr: "محادثة إنجليزية", descriptionFr: "Voyages et travail.", city: "Kef" };
    const ar = sessionCalendar({ ...translated, cafeAddress: null }, "https://cafetalk.tn", now, "ar")!;
    expect(ar).toContain("SUMMARY:محادثة إنجليزية\r\n");
    expect(ar).toContain("LOCATION:Café Lino\\, الكاف\r\n");
    const fr = sessionCalendar(translated, "https://cafetalk.tn", now, "fr")!;
    expect(fr).toContain("SUMMARY:English small talk\\, level B1\\; relaxed\r\n");
    expect(fr).toContain("DESCRIPTION:Voyages et travail.\\nSaturdays 10:00");
    expect(sessionCalendar(translated, "https://cafetalk.tn", now)).toContain("SUMMARY:English small talk");
  });

  it("has no file for a schedule without a day and time, and no duration it cannot read", () => {
    expect(sessionCalendar({ ...session, schedule: "Weekends" }, "https://cafetalk.tn", now)).toBeNull();
    const ics = sessionCalendar({ ...session, duration: "a while" }, "https://cafetalk.tn", now)!;
    expect(ics).not.toContain("DURATION");
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
