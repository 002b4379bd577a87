/**
 * Reading calendar files back in tests. No iCalendar parser is installed (neither ical.js nor
 * node-ical), so the structure RFC 5545 asks for is checked here: CRLF line ends, lines folded at
 * 75 octets, one VEVENT with the properties iTIP requires.
 */
import { expect } from "vitest";
import type { EmailAttachment } from "../../schema/tables";
import { attachmentsOf } from "../email/outbox";
import { db } from "./helpers";

/** The files queued with an email. */
export async function filesOf(email: { id: number }): Promise<EmailAttachment[]> {
  return (await attachmentsOf(db(), [email.id])).get(email.id) ?? [];
}

/** The text of a base64 attachment. */
export function decodedAttachment(attachment: Pick<EmailAttachment, "content">): string {
  return new TextDecoder().decode(Uint8Array.from(atob(attachment.content), (char) => char.charCodeAt(0)));
}

/** The calendar's content lines, unfolded, by property name (parameters kept in the name). */
function calendarLines(ics: string): string[] {
  expect(ics.endsWith("\r\n")).toBe(true);
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/); // no bare CR or LF
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  return physical.reduce<string[]>((lines, line) => {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
    return lines;
  }, []);
}

/** The checked calendar's single event: its properties by name (without parameters), and the METHOD. */
export function calendarEvent(ics: string): { method: string; event: Record<string, string>; lines: string[] } {
  const lines = calendarLines(ics);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  const begin = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  expect(begin).toBeGreaterThan(0);
  expect(lines.lastIndexOf("BEGIN:VEVENT")).toBe(begin);
  const event: Record<string, string> = {};
  for (const line of lines.slice(begin + 1, end)) {
    const colon = line.indexOf(":");
    event[line.slice(0, colon).split(";")[0]!] = line.slice(colon + 1);
  }
  for (const required of ["UID", "DTSTAMP", "DTSTART", "SEQUENCE", "SUMMARY", "ORGANIZER"]) {
    expect(event, required).toHaveProperty(required);
  }
  // A time in Tunis names its zone, which the file defines.
  if (lines.some((line) => line.startsWith("DTSTART;TZID=Africa/Tunis:"))) expect(lines).toContain("TZID:Africa/Tunis");
  const method = lines.find((line) => line.startsWith("METHOD:"))!.slice("METHOD:".length);
  return { method, event, lines };
}
