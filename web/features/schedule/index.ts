export { scheduleMessages } from "./messages";
export { ScheduleSection } from "./ScheduleSection";
export { Detail } from "./SessionCard";
export { scheduleText } from "./schedule-text";
export { preloadRequestDialog, useSessionRequestDialog } from "./useSessionRequestDialog";
