import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";

/** The dashboard's numbers (`GET /api/admin/dashboard`), fetched afresh each time it is opened. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ["admin", "dashboard"],
    queryFn: () => apiGet("/api/admin/dashboard"),
    refetchOnMount: "always",
  });
