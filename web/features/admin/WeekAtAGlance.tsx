import type { Dashboard, WeekOnWeek } from "@schema/api";
import { LEAD_TYPES } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { dashboardQuery } from "@web/api/admin/dashboard";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { LEAD_TYPE_LABELS } from "./leads/lead-fields";
import { WeeklyChart } from "./WeeklyChart";

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** "+3 on the previous week (5)": the change said in words, and which way it went. */
function Change({ value, higherIsBetter = true }: { value: WeekOnWeek; higherIsBetter?: boolean }) {
  const delta = value.thisWeek - value.previousWeek;
  const good = delta === 0 ? null : delta > 0 === higherIsBetter;
  return (
    <p className="mt-1 text-sm text-stone-700">
      <span className={cn("font-semibold", good === true && "text-green-800", good === false && "text-red-800")}>
        {delta > 0 ? `+${delta}` : delta === 0 ? "±0" : `${delta}`}
      </span>{" "}
      on the previous week ({value.previousWeek})
    </p>
  );
}

function StatCard({ title, value, children }: { title: string; value: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-5">
      <h3 className="text-sm font-semibold text-stone-700">{title}</h3>
      <p className="mt-1 text-3xl font-bold text-stone-900">{value}</p>
      {children}
    </section>
  );
}

/** The dashboard's answer to "how are we doing this week?", from one API call. */
export function WeekAtAGlance() {
  const query = useQuery(dashboardQuery());
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) return <p role="alert">Could not load this week's numbers: {query.error.message}</p>;
  return <Numbers data={query.data} />;
}

function Numbers({ data }: { data: Dashboard }) {
  const leads = { thisWeek: sum(data.leads.thisWeek), previousWeek: sum(data.leads.previousWeek) };
  const seatsPercent = data.seats.capacity > 0 ? Math.round((data.seats.filled / data.seats.capacity) * 100) : 0;
  return (
    <section aria-labelledby="this-week" className="space-y-4">
      <h2 id="this-week" className="text-lg font-semibold text-stone-900">
        This week <span className="text-sm font-normal text-stone-600">(the last 7 days)</span>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard title="New leads" value={leads.thisWeek}>
          <Change value={leads} />
          <ul className="mt-2 text-xs text-stone-600">
            {LEAD_TYPES.map((type) => (
              <li key={type}>
                {LEAD_TYPE_LABELS[type]}: {data.leads.thisWeek[type]}
              </li>
            ))}
          </ul>
          <Link
            to="/admin/leads"
            search={{ status: "new", age: "24h" }}
            className={cn(
              "mt-2 inline-block text-sm underline",
              data.leads.waiting > 0 ? "font-semibold text-red-800" : "text-orange-800",
            )}
            data-testid="waiting-leads"
          >
            {data.leads.waiting === 1 ? "1 waiting" : `${data.leads.waiting} waiting`} over 24 hours
          </Link>
        </StatCard>
        <StatCard title="Pending requests" value={data.requests.pending}>
          <p className="mt-1 text-sm text-stone-700">{data.requests.thisWeek} received this week</p>
          <Change value={data.requests} />
          <Link
            to="/admin/requests"
            search={{ status: "pending" }}
            className="mt-2 inline-block text-sm text-orange-800 underline"
          >
            Answer them
          </Link>
        </StatCard>
        <StatCard title="Seats filled, next 7 days" value={`${data.seats.filled} / ${data.seats.capacity}`}>
          <p className="mt-1 text-sm text-stone-700">
            {seatsPercent}% of {data.seats.sessions} {data.seats.sessions === 1 ? "session" : "sessions"}
          </p>
          <p className="mt-1 text-sm text-stone-700">{data.seats.previousWeekFilled} filled in the past 7 days</p>
        </StatCard>
        <StatCard title="Confirmed subscribers" value={data.subscribers.confirmed}>
          <p className="mt-1 text-sm text-stone-700">{data.subscribers.thisWeek} confirmed this week</p>
          <Change value={data.subscribers} />
        </StatCard>
        <StatCard title="Emails failed" value={data.failedEmails.thisWeek}>
          <Change value={data.failedEmails} higherIsBetter={false} />
          <Link to="/admin/outbox" className="mt-2 inline-block text-sm text-orange-800 underline">
            {data.failedEmails.total} failed in all
          </Link>
        </StatCard>
      </div>
      <WeeklyChart weeks={data.weekly} />
    </section>
  );
}
