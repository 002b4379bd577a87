import { createFileRoute } from "@tanstack/react-router";
import { leadQuery } from "@web/api/admin/leads";
import { LeadPage } from "@web/features/admin/leads/LeadPage";

/** /admin/leads/{id}: one lead's page, beside the list (not inside it). */
export const Route = createFileRoute("/admin/leads_/$leadId")({
  staticData: { admin: { title: "Lead" } },
  // Read as the route matches, before the page's code has loaded; the page says a failure itself.
  loader: ({ context, params }) => {
    const id = Number(params.leadId);
    if (Number.isSafeInteger(id) && id > 0) context.queryClient.ensureQueryData(leadQuery(id)).catch(() => undefined);
  },
  component: function LeadRoute() {
    return <LeadPage leadId={Number(Route.useParams().leadId)} />;
  },
});
