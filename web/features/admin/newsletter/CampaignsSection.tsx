import type { CampaignSummary } from "@schema/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import {
  CAMPAIGN_CHANGES,
  campaignsQuery,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
} from "@web/api/admin/newsletter";
import { refreshAfterChange } from "@web/api/refresh";
import { Button, buttonVariants } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast, toastError } from "@web/components/ui/toaster";
import { formatAdminDate } from "@web/lib/format";
import { Plus } from "lucide-react";
import { useState } from "react";
import { AdminTable, type Column, EmptyState } from "../admin-list";
import { CampaignStateBadge, formatCount, hasStarted, subjectText } from "./campaign-words";

const COLUMNS: Column<CampaignSummary>[] = [
  { header: "Subject", dir: "auto", cell: (campaign) => subjectText(campaign.subject) },
  { header: "State", cell: (campaign) => <CampaignStateBadge campaign={campaign} /> },
  {
    header: "Dates",
    cell: (campaign) => (
      <span className="whitespace-nowrap">
        {campaign.startedAt
          ? `Started ${formatAdminDate(campaign.startedAt)}`
          : `Created ${formatAdminDate(campaign.createdAt)}`}
        {campaign.finishedAt ? (
          <>
            <br />
            {`Finished ${formatAdminDate(campaign.finishedAt)}`}
          </>
        ) : null}
      </span>
    ),
  },
  {
    header: "Delivery",
    cell: (campaign) =>
      hasStarted(campaign) ? (
        <span>
          {`${formatCount(campaign.sent)} of ${formatCount(campaign.recipients)} sent`}
          {campaign.queued > 0 ? `, ${formatCount(campaign.queued)} queued` : ""}
          {campaign.failed > 0 ? (
            <span className="font-semibold text-red-700">{`, ${formatCount(campaign.failed)} failed`}</span>
          ) : null}
          {campaign.unsubscribed > 0 ? `, ${formatCount(campaign.unsubscribed)} unsubscribed before sending` : ""}
          {campaign.suppressed > 0 ? `, ${formatCount(campaign.suppressed)} bounced or complained` : ""}
        </span>
      ) : (
        "—"
      ),
  },
];

/** Whether a campaign's content and audience can still change. */
const editable = (campaign: CampaignSummary) => campaign.status === "draft" || campaign.status === "scheduled";

/** The newsletter's campaigns, drafts first written here: each opens in its editor. */
export function CampaignsSection() {
  const campaigns = useQuery(campaignsQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const create = useMutation({
    mutationFn: () => createCampaign(),
    onSuccess: async (campaign) => {
      await refreshAfterChange(queryClient, CAMPAIGN_CHANGES);
      await navigate({ to: "/admin/newsletter/campaigns/$campaignId", params: { campaignId: String(campaign.id) } });
    },
    onError: (error) => toastError("Error", error, "Could not create the campaign"),
  });

  return (
    <section aria-labelledby="campaigns-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-heading" className="font-semibold text-stone-900">
          Campaigns
        </h2>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          <Plus aria-hidden className="size-4" />
          {create.isPending ? "Creating..." : "New campaign"}
        </Button>
      </div>
      {campaigns.isPending ? (
        <p role="status">Loading campaigns...</p>
      ) : campaigns.isError ? (
        <p role="alert" className="text-red-800">
          Could not load the campaigns: {campaigns.error.message}
        </p>
      ) : campaigns.data.length === 0 ? (
        <EmptyState>No campaigns yet.</EmptyState>
      ) : (
        <AdminTable
          label="Campaigns"
          rows={campaigns.data}
          columns={COLUMNS}
          rowProps={() => ({ "data-testid": "campaign-row" })}
          actions={(campaign) => <CampaignActions campaign={campaign} />}
        />
      )}
    </section>
  );
}

function CampaignActions({ campaign }: { campaign: CampaignSummary }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const name = subjectText(campaign.subject);
  const params = { campaignId: String(campaign.id) };

  const duplicate = useMutation({
    mutationFn: () => duplicateCampaign(campaign.id),
    onSuccess: async (copy) => {
      await refreshAfterChange(queryClient, CAMPAIGN_CHANGES);
      toast.success("Campaign duplicated", { description: "The copy is a new draft." });
      await navigate({ to: "/admin/newsletter/campaigns/$campaignId", params: { campaignId: String(copy.id) } });
    },
    onError: (error) => toastError("Error", error, "Could not duplicate the campaign"),
  });
  const remove = useMutation({
    mutationFn: () => deleteCampaign(campaign.id),
    onSuccess: async () => {
      await refreshAfterChange(queryClient, CAMPAIGN_CHANGES);
      toast.success("Draft deleted");
    },
    onError: (error) => toastError("Error", error, "Could not delete the draft"),
  });

  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link
        to="/admin/newsletter/campaigns/$campaignId"
        params={params}
        className={link}
        aria-label={`${editable(campaign) ? "Edit" : "Open"} ${name}`}
      >
        {editable(campaign) ? "Edit" : "Open"}
      </Link>
      {hasStarted(campaign) ? (
        <Link
          to="/admin/newsletter/campaigns/$campaignId"
          params={params}
          hash="report"
          className={link}
          aria-label={`Report of ${name}`}
        >
          Report
        </Link>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Duplicate ${name}`}
        disabled={duplicate.isPending}
        onClick={() => duplicate.mutate()}
      >
        Duplicate
      </Button>
      {campaign.status === "draft" ? (
        <>
          <Button
            variant="destructiveGhost"
            size="sm"
            aria-label={`Delete ${name}`}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Delete the draft "${name}"?`}
            description="This cannot be undone."
            confirmLabel="Delete"
            cancelLabel="Cancel"
            busy={remove.isPending}
            onConfirm={() => {
              setConfirming(false);
              remove.mutate();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
