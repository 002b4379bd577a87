import { SITE_STATS, type SiteStat } from "@schema/site";
import { formatNumber, plural, useI18n, useMessages } from "@web/i18n";
import { useSite } from "@web/lib/site";
import { landingMessages } from "./messages";

/** A figure as the visitor's language writes it; the success rate is a percentage. */
function figure(stat: SiteStat, value: number, locale: Parameters<typeof formatNumber>[1]) {
  return stat === "successRate"
    ? formatNumber(value / 100, locale, { style: "percent", maximumFractionDigits: 0 })
    : formatNumber(value, locale);
}

/**
 * The stats band (docs/product-rules.md#landing-page): languages, teachers, learners and success rate, each as the Site
 * settings give it (the admin's figure, else one counted from live data). A figure that is neither,
 * or a count of people below the admin's minimum (the Worker sends it as null), is left out, never
 * invented; with none, there is no band. A count's label agrees with its figure in the page's language.
 */
export function StatsSection() {
  const { locale } = useI18n();
  const m = useMessages(landingMessages).stats;
  const stats = useSite()?.stats;
  const shown = SITE_STATS.flatMap((stat) => {
    const value = stats?.[stat];
    return value === undefined || value === null ? [] : [{ stat, value }];
  });
  if (shown.length === 0) return null;
  return (
    <section id="stats" aria-labelledby="stats-title" className="below-the-fold bg-orange-700 py-12 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="stats-title" className="sr-only">
          {m.title}
        </h2>
        <dl className="flex flex-wrap justify-center gap-x-6 gap-y-8 text-center">
          {shown.map(({ stat, value }) => (
            <div key={stat} data-stat={stat} className="flex w-40 flex-col-reverse lg:w-56">
              <dt className="mt-1 text-orange-50">
                {stat === "successRate" ? m.successRate : plural(m[stat], value, locale)}
              </dt>
              <dd className="text-4xl font-extrabold">
                <bdi>{figure(stat, value, locale)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
