import { createFileRoute } from "@tanstack/react-router";
import { CalendarPage } from "@web/features/admin/calendar/CalendarPage";
import { calendarUrl } from "@web/features/admin/calendar/calendar-url";
import { adminSection } from "@web/features/admin/sections";

export const Route = createFileRoute("/admin/calendar")({
  staticData: { admin: adminSection("/admin/calendar") },
  validateSearch: calendarUrl,
  component: CalendarPage,
});
