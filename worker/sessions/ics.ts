/**
 * The iCalendar file (RFC 5545) of a session, so an approved learner can add it to a calendar.
 * One event per session with a stable UID: downloading it again updates the same entry.
 */
import type { Locale } from "../../schema/constants";
import {
  type LocalDateTime,
  parseDurationMinutes,
  parseSchedule,
  SESSION_TIME_ZONE,
  WEEKDAY_CODES,
} from "../../schema/schedule";
import { pageLinkIn } from "../email/links";

export interface CalendarSession {
  id: number;
  title: string;
  description: string | null;
  cafeName: string | null;
  cafeAddress: string | null;
  city: string;
  schedule: string | null;
  duration: string | null;
  updatedAt: Date;
}

/** Stable per session and site, as RFC 5545 asks of a UID. */
export function sessionEventUid(sessionId: number, baseUrl: string): string {
  return `language-session-${sessionId}@${new URL(baseUrl).hostname}`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function localStamp(time: LocalDateTime): string {
  return `${pad(time.year, 4)}${pad(time.month)}${pad(time.day)}T${pad(time.hour)}${pad(time.minute)}00`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (bytes + size > limit) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const SESSIONS_ON_SITE = "/#upcoming-lessons";

/**
 * The calendar file, or null when the schedule names no day and time. Its link to the site's
 * sessions opens in `locale` (the language of the approval email that links to the file), else in
 * the language the visitor's browser picks.
 */
export function sessionCalendar(
  session: CalendarSession,
  baseUrl: string,
  now = new Date(),
  locale?: Locale,
): string | null {
  const time = parseSchedule(session.schedule, now);
  if (!time) return null;
  const minutes = parseDurationMinutes(session.duration);
  const start = time.kind === "weekly" ? time.first : time.start;
  const address = session.cafeAddress ?? "";
  // "Rue de Marseille, Tunis" already names the city: do not repeat it.
  const city = address.toLowerCase().includes(session.city.toLowerCase()) ? null : session.city;
  const location = [session.cafeName, session.cafeAddress, city].filter(Boolean).join(", ");
  const description = [session.description, session.schedule].filter(Boolean).join("\n");

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cafe Talk//Language sessions//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${SESSION_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${sessionEventUid(session.id, baseUrl)}`,
    `DTSTAMP:${utcStamp(session.updatedAt)}`,
    `DTSTART;TZID=${SESSION_TIME_ZONE}:${localStamp(start)}`,
    ...(minutes ? [`DURATION:PT${minutes}M`] : []),
    ...(time.kind === "weekly"
      ? [`RRULE:FREQ=WEEKLY;BYDAY=${time.weekdays.map((d) => WEEKDAY_CODES[d]).join(",")}`]
      : []),
    `SUMMARY:${escapeText(session.title)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${locale ? pageLinkIn(locale, baseUrl, SESSIONS_ON_SITE) : new URL(SESSIONS_ON_SITE, baseUrl).href}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Where the calendar file of a published session is served. */
export function sessionCalendarPath(sessionId: number): string {
  return `/api/sessions/${sessionId}/calendar.ics`;
}
