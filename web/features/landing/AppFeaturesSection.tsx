import { Icon, type IconName } from "@web/components/icons/Icon";
import { SectionHeading } from "@web/components/SectionHeading";
import { buttonVariants } from "@web/components/ui/button";
import { useMessages } from "@web/i18n";
import { useSite } from "@web/lib/site";
import { landingMessages } from "./messages";

const ICONS: IconName[] = ["trending-up", "message-square-text", "bell", "wallet"];

/** The four things the member app does, and the way in (docs/product-rules.md#landing-page). */
export function AppFeaturesSection() {
  const m = useMessages(landingMessages).app;
  const memberAppUrl = useSite()?.memberAppUrl;
  return (
    <section
      id="app-features"
      aria-labelledby="app-features-title"
      className="below-the-fold scroll-mt-20 bg-stone-900 py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="app-features-title" title={m.title} subtitle={m.subtitle} tone="light" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {m.cards.map((card, index) => {
            return (
              <li key={card.title} className="rounded-2xl bg-stone-800 p-6">
                <Icon name={ICONS[index] ?? "trending-up"} className="size-7 text-orange-300" />
                <h3 className="mt-4 text-lg font-bold text-white">{card.title}</h3>
                <p className="mt-2 text-stone-300">{card.text}</p>
              </li>
            );
          })}
        </ul>
        {memberAppUrl ? (
          <div className="mt-10 text-center">
            <a
              href={memberAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "light" })}
            >
              {m.access}
              <Icon name="external-link" className="size-4 rtl:-scale-x-100" />
            </a>
          </div>
        ) : null}
      </div>
    </section>
  );
}
