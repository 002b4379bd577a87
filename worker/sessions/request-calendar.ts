/**
 * The calendar event of one person's spot in a session: attached to the emails about the spot
 * and served at the person's own link.
 *
 * Sent as METHOD:PUBLISH, not REQUEST: a REQUEST makes Gmail, Outlook and Apple Mail show
 * Accept/Decline buttons whose iTIP replies go to the organizer, our sending address, where no
 * one reads them, and a "Decline" would not free the spot. A PUBLISH shows an "add to calendar"
 * card, and a later PUBLISH with the same UID and a higher SEQUENCE updates the entry; a CANCEL
 * removes it.
 */
import { encodeBase64 } from "@oslojs/encoding";
import type { Locale } from "../../schema/constants";
import type { EmailAttachment } from "../../schema/tables";
import type { Env } from "../env";
import { type CalendarSession, calendarFile, calendarFilename, type EventVersion } from "./ics";

/** What every calendar and email of a spot needs from the configuration. */
export interface CalendarContext {
  baseUrl: string;
  organizer: { name: string; email: string };
  /** Signs the person's own link (worker/spots/link.ts), which the emails carry. */
  linkSecret: string;
  now?: Date;
  /** The person's language: the event's link to the site opens in it. */
  locale?: Locale;
}

export function calendarContextOf(
  env: Pick<Env, "PUBLIC_BASE_URL" | "EMAIL_FROM" | "EMAIL_FROM_NAME" | "SPOT_LINK_SECRET">,
): CalendarContext {
  return {
    baseUrl: env.PUBLIC_BASE_URL,
    organizer: { name: env.EMAIL_FROM_NAME, email: env.EMAIL_FROM },
    linkSecret: env.SPOT_LINK_SECRET,
  };
}

/**
 * One UID per person's spot, without the session's date in it: a rescheduled session must update
 * the entry already in the calendar, not add a second one beside it. A weekly session's
 * occurrences are the recurrences of this one event.
 */
function requestEventUid(requestId: number, baseUrl: string): string {
  return `session-request-${requestId}@${new URL(baseUrl).hostname}`;
}

export type SpotEvent = Pick<EventVersion, "sequence" | "method" | "cancelled">;

/** The spot's calendar file, or null while the session has no dates. */
export function requestCalendar(
  session: CalendarSession,
  requestId: number,
  event: SpotEvent,
  context: CalendarContext,
): string | null {
  const now = context.now ?? new Date();
  const version = {
    ...event,
    uid: requestEventUid(requestId, context.baseUrl),
    stamp: now,
    organizer: context.organizer,
  };
  return calendarFile(session, version, context.baseUrl, context.locale);
}

/** The spot's calendar file as an email attachment, or null when there is no event to send. */
export function calendarAttachment(
  session: CalendarSession,
  requestId: number,
  event: SpotEvent,
  context: CalendarContext,
): EmailAttachment | null {
  const calendar = requestCalendar(session, requestId, event, context);
  if (!calendar) return null;
  return {
    filename: calendarFilename(session.id),
    // The method parameter is what makes Outlook and Gmail treat the part as an event to act on.
    contentType: `text/calendar; charset=utf-8; method=${event.method}`,
    content: encodeBase64(new TextEncoder().encode(calendar)),
  };
}

/** The spot's calendar file at the person's own link (worker/spots/link.ts). */
export function requestCalendarPath(linkToken: string): string {
  return `/api/session-requests/${linkToken}/calendar.ics`;
}
