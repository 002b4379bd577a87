import type { Dashboard } from "@schema/api";

const WEEK_LABEL = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Africa/Tunis" });
const SERIES = [
  { key: "leads", label: "Leads", fill: "fill-orange-700", swatch: "bg-orange-700" },
  { key: "confirmations", label: "Newsletter confirmations", fill: "fill-stone-500", swatch: "bg-stone-500" },
] as const;

/**
 * Leads and newsletter confirmations of the last 12 weeks as grouped bars, drawn as plain SVG (two
 * series of twelve bars need no chart library). The drawing is hidden from assistive technology;
 * the same numbers are a table for screen readers.
 */
export function WeeklyChart({ weeks }: { weeks: Dashboard["weekly"] }) {
  const max = Math.max(1, ...weeks.flatMap((week) => [week.leads, week.confirmations]));
  // Drawn at about the size it is shown (900 px wide on a laptop), so its text keeps its shape.
  const height = 160;
  const group = 80;
  const bar = 28;
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-5">
      <figcaption className="font-semibold text-stone-900">
        Leads and newsletter confirmations, last 12 weeks
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-stone-700" aria-hidden>
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${series.swatch}`} />
            {series.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${weeks.length * group} ${height + 24}`}
        className="mt-3 h-auto w-full"
        aria-hidden
        data-testid="weekly-chart"
      >
        {weeks.map((week, i) => (
          <g key={week.weekStart} transform={`translate(${i * group + 10}, 0)`}>
            {SERIES.map((series, s) => {
              const value = week[series.key];
              const barHeight = (value / max) * height;
              return (
                <rect
                  key={series.key}
                  x={s * (bar + 2)}
                  y={height - barHeight}
                  width={bar}
                  height={barHeight}
                  rx={2}
                  className={series.fill}
                />
              );
            })}
            <text x={bar + 1} y={height + 18} textAnchor="middle" className="fill-stone-600 text-[13px]">
              {WEEK_LABEL.format(new Date(week.weekStart))}
            </text>
          </g>
        ))}
      </svg>
      {/* The sr-only box is a div: a table sizes itself to its content whatever its width, so the
          hidden table, absolutely placed, widened a 390 px phone's page to 470 px. */}
      <div className="sr-only">
        <table>
          <caption>Leads and newsletter confirmations per week, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{WEEK_LABEL.format(new Date(week.weekStart))}</th>
                <td>{week.leads}</td>
                <td>{week.confirmations}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
