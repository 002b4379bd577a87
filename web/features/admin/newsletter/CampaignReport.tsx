import type { CampaignReportCounts } from "@schema/api";
import { LOCALES } from "@schema/constants";
import { tunisInstant } from "@schema/occurrences";
import { useQuery } from "@tanstack/react-query";
import { campaignReportQuery } from "@web/api/admin/newsletter";
import { Table, Td, Th } from "@web/components/ui/table";
import { EMAIL_LANGUAGE_NAMES } from "../labels";
import { shortWhen } from "../when";
import { formatCount } from "./campaign-words";

const COUNTS: { key: keyof CampaignReportCounts; label: string }[] = [
  { key: "queued", label: "Queued" },
  { key: "sent", label: "Sent" },
  { key: "failed", label: "Failed" },
  { key: "bounced", label: "Bounced" },
  { key: "complained", label: "Complained" },
  { key: "unsubscribed", label: "Unsubscribed" },
];

/** What a started campaign did: its counts in all and per reader's language, and its sends per hour. */
export function CampaignReport({ campaignId }: { campaignId: number }) {
  const report = useQuery(campaignReportQuery(campaignId));
  if (report.isPending) return <p role="status">Loading the report...</p>;
  if (report.isError)
    return (
      <p role="alert" className="text-red-800">
        Could not load the report: {report.error.message}
      </p>
    );
  const { total, byLocale, timeline } = report.data;
  const busiest = Math.max(1, ...timeline.map((hour) => hour.sent));
  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-700">
        Opens and clicks are not tracked: nothing follows a reader. These counts come from the outbox and from bounces,
        complaints and unsubscribes.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {COUNTS.map(({ key, label }) => (
          <div key={key} className="rounded-xl border border-stone-200 bg-white p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-bold text-stone-900">{formatCount(total[key])}</dd>
          </div>
        ))}
      </dl>
      <Table aria-label="By language">
        <thead>
          <tr>
            <Th>Language</Th>
            {COUNTS.map(({ key, label }) => (
              <Th key={key} className="text-end">
                {label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LOCALES.map((locale) => (
            <tr key={locale} data-testid={`report-${locale}`}>
              <Th scope="row" className="bg-white">
                {EMAIL_LANGUAGE_NAMES[locale]}
              </Th>
              {COUNTS.map(({ key }) => (
                <Td key={key} className="text-end tabular-nums">
                  {formatCount(byLocale[locale]?.[key] ?? 0)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <section aria-labelledby="timeline-heading" className="space-y-2">
        <h3 id="timeline-heading" className="font-semibold text-stone-900">
          Sent per hour (Tunis time)
        </h3>
        {timeline.length === 0 ? (
          <p className="text-stone-700">Nothing sent yet.</p>
        ) : (
          <Table aria-label="Sent per hour">
            <thead>
              <tr>
                <Th>Hour</Th>
                <Th className="text-end">Sent</Th>
                <Th className="w-1/2">
                  <span className="sr-only">Bar</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {timeline.map((hour) => (
                <tr key={hour.hour}>
                  <Td className="whitespace-nowrap">{shortWhen(tunisInstant(hour.hour))}</Td>
                  <Td className="text-end tabular-nums">{formatCount(hour.sent)}</Td>
                  <Td>
                    <div
                      aria-hidden
                      className="h-3 rounded bg-orange-600"
                      style={{ width: `${(hour.sent / busiest) * 100}%` }}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </div>
  );
}
