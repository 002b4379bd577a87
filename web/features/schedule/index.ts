export { ScheduleSection } from "./ScheduleSection";
