/**
 * The iCalendar file (RFC 5545) of a session, so an approved learner can add it to a calendar.
 * One event per session with a stable UID: downloading it again updates the same entry. A weekly
 * session is one recurring event: its skipped occurrences are EXDATEs, and a moved one is an
 * EXDATE too plus an override of the same UID whose RECURRENCE-ID names the original start.
 */
import type { Locale } from "../../schema/constants";
import { type LocalDay, type LocalStart, type OccurrenceChange, SESSION_TIME_ZONE } from "../../schema/occurrences";
import { sessionCityName, sessionDescription, sessionTitle } from "../../schema/session-text";
import { pageLinkIn } from "../email/links";
import { type DatedSession, datesOf } from "./dates";

export interface CalendarSession extends DatedSession {
  id: number;
  title: string;
  description: string | null;
  titleFr: string | null;
  titleAr: string | null;
  descriptionFr: string | null;
  descriptionAr: string | null;
  cafeName: string | null;
  cafeAddress: string | null;
  city: string;
  updatedAt: Date;
  /** Its skipped and moved occurrences. */
  changes: readonly OccurrenceChange[];
}

/** Stable per session and site, as RFC 5545 asks of a UID. */
function sessionEventUid(sessionId: number, baseUrl: string): string {
  return `language-session-${sessionId}@${new URL(baseUrl).hostname}`;
}

/** "2026-03-14T10:00" → "20260314T100000", a DATE-TIME on Tunis's clock. */
const localStamp = (time: LocalStart) => `${time.replace(/[-:]/g, "")}00`;

/** The end of a day in Tunis (23:59:59 there) as a UTC DATE-TIME, as an RRULE's UNTIL must be. */
const endOfTunisDay = (day: LocalDay) => utcStamp(new Date(`${day}T23:59:59+01:00`));

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

/** What tells one version of an event from another, and what the mail client is to do with it. */
export interface EventVersion {
  uid: string;
  /** Raised by each change sent, so a calendar replaces the older version (RFC 5545 3.8.7.4). */
  sequence: number;
  /** PUBLISH adds or updates the entry; CANCEL (RFC 5546 3.2.5) removes it. */
  method: "PUBLISH" | "CANCEL";
  /** The event stands or is called off; a CANCEL is always called off. */
  cancelled?: boolean;
  /** When this version was written. */
  stamp: Date;
  /** Who publishes it, which iTIP asks of PUBLISH and CANCEL: the address the email comes from. */
  organizer?: { name: string; email: string };
}

/** A parameter value in double quotes, which cannot themselves be escaped (RFC 5545 3.2). */
const quotedParameter = (value: string) => `"${value.replace(/"/g, "'")}"`;

const SESSIONS_ON_SITE = "/#upcoming-lessons";

/**
 * The calendar file of one version of the session's event, or null while the session has no
 * dates. Its link to the site's sessions opens in `locale` (the reader's, where known), else in
 * the language the visitor's browser picks.
 */
export function calendarFile(
  session: CalendarSession,
  version: EventVersion,
  baseUrl: string,
  locale?: Locale,
): string | null {
  const dates = datesOf(session);
  if (!dates) return null;
  const weekly = dates.repeat === "weekly";
  const changes = weekly ? [...session.changes].sort((a, b) => a.originalStart.localeCompare(b.originalStart)) : [];
  const address = session.cafeAddress ?? "";
  // The event's words in the reader's language where known, the English otherwise (as on the site).
  const words = locale ?? "en";
  // "Rue de Marseille, Tunis" already names the city: do not repeat it.
  const city = address.toLowerCase().includes(session.city.toLowerCase()) ? null : sessionCityName(session.city, words);
  const location = [session.cafeName, session.cafeAddress, city].filter(Boolean).join(", ");
  const description = sessionDescription(session, words);
  const cancelled = version.cancelled || version.method === "CANCEL";
  const { organizer } = version;
  const zoned = (property: string, time: LocalStart) => `${property};TZID=${SESSION_TIME_ZONE}:${localStamp(time)}`;
  const rule = [
    "FREQ=WEEKLY",
    `BYDAY=${dates.repeatDays.join(",")}`,
    ...(dates.repeatUntil ? [`UNTIL=${endOfTunisDay(dates.repeatUntil)}`] : []),
    ...(dates.repeatCount !== null ? [`COUNT=${dates.repeatCount}`] : []),
  ].join(";");
  /** What every version of the event (the series, and each moved occurrence) says alike. */
  const common = [`UID:${version.uid}`, `SEQUENCE:${version.sequence}`, `DTSTAMP:${utcStamp(version.stamp)}`];
  const details = [
    `DURATION:PT${dates.durationMinutes}M`,
    `SUMMARY:${escapeText(sessionTitle(session, words))}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    ...(organizer ? [`ORGANIZER;CN=${quotedParameter(organizer.name)}:mailto:${organizer.email}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `URL:${locale ? pageLinkIn(locale, baseUrl, SESSIONS_ON_SITE) : new URL(SESSIONS_ON_SITE, baseUrl).href}`,
  ];
  // A moved occurrence is left out of the series and written on its own (RFC 5545 3.8.4.4).
  const moved = changes.flatMap((change) =>
    change.movedTo
      ? [
          "BEGIN:VEVENT",
          ...common,
          zoned("RECURRENCE-ID", change.originalStart),
          zoned("DTSTART", change.movedTo),
          ...details,
          "END:VEVENT",
        ]
      : [],
  );

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Cafe Talk//Language sessions//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${version.method}`,
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
    ...common,
    zoned("DTSTART", dates.startsAt),
    ...(weekly ? [`RRULE:${rule}`] : []),
    ...changes.map((change) => zoned("EXDATE", change.originalStart)),
    ...details,
    "END:VEVENT",
    ...moved,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * The public calendar file of a session, or null while it has no dates; its link to the site opens
 * in `locale` when the link to the file named one.
 */
export function sessionCalendar(session: CalendarSession, baseUrl: string, locale?: Locale): string | null {
  const version: EventVersion = {
    uid: sessionEventUid(session.id, baseUrl),
    sequence: 0,
    method: "PUBLISH",
    stamp: session.updatedAt,
  };
  return calendarFile(session, version, baseUrl, locale);
}

/** The name a calendar file of the session is saved under. */
export const calendarFilename = (sessionId: number) => `cafe-talk-session-${sessionId}.ics`;
