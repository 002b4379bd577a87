import type { ActivityPage } from "@schema/api";
import { activityKey } from "./keys";
import { pagedList } from "./list";

/** The audit log, newest first, filtered by who, what, which record and when (`GET /api/admin/activity`). */
export const adminActivity = pagedList<ActivityPage>("/api/admin/activity", activityKey);
