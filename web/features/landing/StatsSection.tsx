import { LEARNING_LANGUAGES, SUBSCRIPTION_FACTS } from "@schema/constants";

/** SPEC.md §9: the first session is scheduled within 24-48 hours. */
const FIRST_SESSION_HOURS = "24-48";

import { useMessages } from "@web/i18n";
import { landingMessages } from "./messages";

/**
 * SPEC.md §2 names the stats (languages, teachers, learners, success rate) but gives no values;
 * rather than invent numbers, each shows a true fact of the service.
 */
export function StatsSection() {
  const m = useMessages(landingMessages).stats;
  const stats = [
    { value: String(LEARNING_LANGUAGES.length), label: m.languages },
    { value: "1", label: m.guide },
    { value: String(SUBSCRIPTION_FACTS.maxGroupSize), label: m.learners },
    { value: FIRST_SESSION_HOURS, label: m.scheduling },
  ];
  return (
    <section id="stats" aria-labelledby="stats-title" className="below-the-fold bg-orange-700 py-12 text-white">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="stats-title" className="sr-only">
          {m.title}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-orange-50">{stat.label}</dt>
              <dd className="text-4xl font-extrabold">
                <bdi dir="ltr">{stat.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
