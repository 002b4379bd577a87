import { CURRENCY, DASHBOARD_PREVIEW } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { dashboardQuery } from "@web/api/admin/dashboard";
import { adminFaqs } from "@web/api/admin/faqs";
import { adminPricing } from "@web/api/admin/pricing";
import type { ReactNode } from "react";
import { PLAN_TYPE_LABELS } from "./labels";
import { ADMIN_SECTIONS } from "./sections";
import { useSignedInAdmin } from "./signed-in-admin";
import { WeekAtAGlance } from "./WeekAtAGlance";
import { shortWhen } from "./when";

export function Dashboard() {
  const user = useSignedInAdmin();
  const plans = useQuery(adminPricing.list());
  const faqs = useQuery(adminFaqs.list());
  const activePlans = plans.data?.filter((plan) => plan.isActive) ?? [];
  const activeFaqs = faqs.data?.filter((faq) => faq.isActive) ?? [];

  return (
    <>
      <p className="text-stone-700">
        Signed in as <strong data-testid="signed-in-as">{user.claims.email || user.claims.name || "Admin"}</strong>
      </p>
      <div className="mt-6">
        <WeekAtAGlance />
      </div>
      <CancelledByPeople />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block h-full rounded-xl border border-stone-200 bg-white p-5 hover:border-orange-700"
            >
              <span className="text-lg font-semibold text-stone-900">{section.title}</span>
              <span className="mt-1 block text-sm text-stone-700">{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <PreviewCard
          title="Active pricing plans"
          loading={plans.isPending}
          more={activePlans.length - DASHBOARD_PREVIEW.plans}
          noun="plans"
        >
          {activePlans.slice(0, DASHBOARD_PREVIEW.plans).map((plan) => (
            <li key={plan.id} className="flex justify-between gap-4 py-2">
              <span className="font-medium">{PLAN_TYPE_LABELS[plan.planType]}</span>
              <span className="text-stone-700">
                {plan.capitalPrice} {CURRENCY} · outside Tunis {plan.outsideCapitalPrice} {CURRENCY}
              </span>
            </li>
          ))}
        </PreviewCard>
        <PreviewCard
          title="Active FAQs"
          loading={faqs.isPending}
          more={activeFaqs.length - DASHBOARD_PREVIEW.faqs}
          noun="FAQs"
        >
          {activeFaqs.slice(0, DASHBOARD_PREVIEW.faqs).map((faq) => (
            <li key={faq.id} className="py-2">
              <span className="block font-medium" dir="auto">
                {faq.question}
              </span>
              <span className="text-sm text-stone-600">
                {faq.language.toUpperCase()}
                {faq.category ? ` · ${faq.category}` : ""}
              </span>
            </li>
          ))}
        </PreviewCard>
      </div>

      <ul className="mt-8 list-disc space-y-1 ps-6 text-sm text-stone-700">
        <li>Changes are saved immediately.</li>
        <li>Published sessions appear on the public site.</li>
        <li>People who requested a spot are notified by email when approved.</li>
        <li>FAQs support EN, FR and AR.</li>
      </ul>
    </>
  );
}

/**
 * The spots people cancelled themselves from their page in the last 7 days: how many, and the
 * latest, each linking to its session's requests (the freed seat is offered from there, or by the cron).
 */
function CancelledByPeople() {
  const cancelled = useQuery(dashboardQuery()).data?.cancelledByPeople;
  if (!cancelled || cancelled.thisWeek === 0) return null;
  const title = "Cancelled by people (last 7 days)";
  return (
    <section aria-label={title} className="mt-6 rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="font-semibold text-stone-900">
        {title}: {cancelled.thisWeek}
      </h2>
      <ul className="mt-2 divide-y divide-stone-100">
        {cancelled.latest.map((row) => (
          <li key={row.requestId} className="flex flex-wrap justify-between gap-x-4 py-2">
            <Link
              to="/admin/requests"
              search={{ sessionId: row.sessionId, status: "cancelled" }}
              className="font-medium text-orange-800 underline"
            >
              <bdi>{row.name}</bdi> · <bdi>{row.sessionTitle}</bdi>
            </Link>
            <span className="text-sm text-stone-700">{shortWhen(row.cancelledAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface PreviewCardProps {
  title: string;
  loading: boolean;
  /** How many active items the card leaves out. */
  more: number;
  noun: string;
  children: ReactNode;
}

function PreviewCard({ title, loading, more, noun, children }: PreviewCardProps) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {loading ? (
        <p className="mt-2 text-stone-600">Loading...</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-stone-100">{children}</ul>
          {more > 0 ? (
            <p className="mt-2 text-sm text-stone-600">
              +{more} more {noun}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
