import { isLocalDay, type LocalDay } from "@schema/occurrences";
import type { SearchSchemaInput } from "@tanstack/react-router";

export type CalendarView = "week" | "month";

/** What /admin/calendar holds in its URL: the view (a week unless "month") and a day in it (today unless given). */
export interface CalendarUrl {
  view?: "month";
  date?: LocalDay;
}

/**
 * The calendar's URL, read as the route's `validateSearch`: what it cannot read is dropped, so a
 * hand-edited link shows this week rather than an error. Apart from the page, as people-url.ts.
 */
export function calendarUrl(search: Partial<CalendarUrl> & SearchSchemaInput): CalendarUrl {
  return {
    ...(search.view === "month" ? { view: "month" as const } : {}),
    ...(typeof search.date === "string" && isLocalDay(search.date) ? { date: search.date } : {}),
  };
}
