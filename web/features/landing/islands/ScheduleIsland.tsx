export { ScheduleSection as default } from "@web/features/schedule";
