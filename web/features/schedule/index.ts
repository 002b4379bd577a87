export { scheduleMessages } from "./messages";
export { ScheduleSection } from "./ScheduleSection";
export { scheduleText } from "./schedule-text";
export { preloadRequestDialog, useSessionRequestDialog } from "./useSessionRequestDialog";
