import { createFileRoute } from "@tanstack/react-router";
import { campaignQuery } from "@web/api/admin/newsletter";
import { CampaignEditor } from "@web/features/admin/newsletter/CampaignEditor";

/** /admin/newsletter/campaigns/{id}: one campaign's editor, beside the Newsletter page (not inside it). */
export const Route = createFileRoute("/admin/newsletter_/campaigns/$campaignId")({
  staticData: { admin: { title: "Campaign" } },
  // Read as the route matches, before the page's code has loaded; the page says a failure itself.
  loader: ({ context, params }) => {
    const id = Number(params.campaignId);
    if (Number.isSafeInteger(id) && id > 0)
      context.queryClient.ensureQueryData(campaignQuery(id)).catch(() => undefined);
  },
  component: function CampaignRoute() {
    return <CampaignEditor campaignId={Number(Route.useParams().campaignId)} />;
  },
});
