import { Icon, type IconName } from "@web/components/icons/Icon";
import { SectionHeading } from "@web/components/SectionHeading";
import { useMessages } from "@web/i18n";
import { landingMessages } from "./messages";

/** Icons in the order of the six cards (docs/product-rules.md#landing-page). */
const ICONS: IconName[] = ["message-circle", "users", "coffee", "smile-plus", "flask-conical", "badge-dollar-sign"];

export function AdvantagesSection() {
  const m = useMessages(landingMessages).advantages;
  return (
    <section id="advantages" aria-labelledby="advantages-title" className="below-the-fold scroll-mt-20 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="advantages-title" title={m.title} subtitle={m.subtitle} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {m.cards.map((card, index) => {
            return (
              <li key={card.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <span className="grid size-12 place-items-center rounded-xl bg-orange-100 text-orange-800">
                  <Icon name={ICONS[index] ?? "message-circle"} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-stone-900">{card.title}</h3>
                <p className="mt-2 text-stone-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
