import { describe, expect, it } from "vitest";
import { calendarEvent, decodedAttachment } from "../test/calendar";
import { ENGLISH_ONLY } from "../test/sessions";
import { calendarAttachment, requestCalendar } from "./request-calendar";

/** Long enough, in Arabic, to be folded between characters of two octets. */
const arabicTitle = "جلسة محادثة بالإنجليزية للمستوى المتوسط في جو مريح مع القهوة والحلويات التونسية";
const session = {
  ...ENGLISH_ONLY,
  id: 7,
  title: `${arabicTitle}; B1, relaxed`,
  description: "Travel\nwork",
  cafeName: "Café Lino",
  cafeAddress: "Rue de Marseille",
  city: "Tunis",
  startsAt: "2026-03-14T10:00",
  durationMinutes: 90,
  repeat: "weekly" as const,
  repeatDays: ["SA" as const],
  repeatUntil: null,
  repeatCount: null,
  updatedAt: new Date("2026-03-01T08:30:00Z"),
  changes: [],
};
const context = {
  baseUrl: "https://cafetalk.tn",
  organizer: { name: "Café Talk", email: "hello@cafetalk.tn" },
  linkSecret: "test-link-secret",
  now: new Date("2026-03-11T11:00:00Z"),
};

describe("a person's calendar event", () => {
  it("is published under the person's own UID, versioned, organized by the sending address", () => {
    const { method, event, lines } = calendarEvent(
      requestCalendar(session, 42, { sequence: 0, method: "PUBLISH" }, context)!,
    );
    expect(method).toBe("PUBLISH");
    expect(event).toMatchObject({
      UID: "session-request-42@cafetalk.tn",
      SEQUENCE: "0",
      DTSTAMP: "20260311T110000Z",
      STATUS: "CONFIRMED",
      RRULE: "FREQ=WEEKLY;BYDAY=SA",
      SUMMARY: `${arabicTitle}\\; B1\\, relaxed`,
      DURATION: "PT90M",
      DESCRIPTION: "Travel\\nwork",
    });
    expect(lines).toContain("DTSTART;TZID=Africa/Tunis:20260314T100000");
    expect(lines).toContain('ORGANIZER;CN="Café Talk":mailto:hello@cafetalk.tn');
  });

  it("reads as the session's own file: a skipped date left out, a moved one apart under the person's UID", () => {
    const changes = [
      { originalStart: "2026-03-21T10:00", movedTo: null },
      { originalStart: "2026-03-28T10:00", movedTo: "2026-03-28T15:00" },
    ];
    const ics = requestCalendar({ ...session, changes }, 42, { sequence: 2, method: "PUBLISH" }, context)!;
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("EXDATE;TZID=Africa/Tunis:20260321T100000");
    expect(lines).toContain("EXDATE;TZID=Africa/Tunis:20260328T100000");
    expect(lines).toContain("RECURRENCE-ID;TZID=Africa/Tunis:20260328T100000");
    expect(lines).toContain("DTSTART;TZID=Africa/Tunis:20260328T150000");
    expect(lines.filter((line) => line === "UID:session-request-42@cafetalk.tn")).toHaveLength(2);
    expect(lines.filter((line) => line === "SEQUENCE:2")).toHaveLength(2);
  });

  it("is cancelled under the same UID with a higher SEQUENCE, as an attachment mail clients act on", () => {
    const attachment = calendarAttachment(session, 42, { sequence: 3, method: "CANCEL" }, context)!;
    expect(attachment).toMatchObject({
      filename: "cafe-talk-session-7.ics",
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
    });
    const { method, event } = calendarEvent(decodedAttachment(attachment));
    expect(method).toBe("CANCEL");
    expect(event).toMatchObject({ UID: "session-request-42@cafetalk.tn", SEQUENCE: "3", STATUS: "CANCELLED" });
  });

  it("does not exist while the session has no dates", () => {
    expect(
      calendarAttachment({ ...session, startsAt: null }, 42, { sequence: 0, method: "PUBLISH" }, context),
    ).toBeNull();
  });
});
