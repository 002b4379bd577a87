import { SUBSCRIPTION_FACTS } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { publicPricingQuery } from "@web/api/public-reads";
import { Icon } from "@web/components/icons/Icon";
import { SectionHeading } from "@web/components/SectionHeading";
import { IntentButton } from "@web/components/ui/intent-button";
import { format, plural, useI18n } from "@web/i18n";
import { cn } from "@web/lib/cn";
import { type DisplayedPlan, lowestPrice, selectDisplayedPlans } from "./pricing-rules";

interface PricingSectionProps {
  /** Opens the learner form with the free session ticked; the trial buttons are shown only when it is supplied. */
  onClaimTrial?: () => Promise<void> | void;
  /** Fetches the form's code: on intent, and once a trial button is in view (the section is below the first screen). */
  onIntent?: () => void;
}

export function PricingSection({ onClaimTrial, onIntent }: PricingSectionProps) {
  const { t, locale } = useI18n();
  const { data } = useQuery(publicPricingQuery());
  const plans = selectDisplayedPlans(data, locale);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="below-the-fold scroll-mt-20 bg-orange-50/60 py-16">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="pricing-title" title={t.pricing.title} subtitle={t.pricing.subtitle} />

        <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl bg-orange-700 p-6 text-white sm:flex-row">
          <Icon name="gift" className="size-10 shrink-0" />
          <div className="flex-1 text-center sm:text-start">
            <p className="text-xl font-bold">{t.pricing.freeTrialTitle}</p>
            <p className="mt-1 text-orange-50">{t.pricing.freeTrialText}</p>
          </div>
          {onClaimTrial ? (
            <IntentButton variant="light" onPress={onClaimTrial} onIntent={onIntent} preloadInView>
              {t.pricing.claimTrial}
            </IntentButton>
          ) : null}
        </div>

        {/* Padding, not margin: the part clips until laid out, and the "Recommended" badge rises above its card. */}
        <div className="below-the-fold-part grid gap-6 pt-8 md:grid-cols-2">
          <PlanCard
            plan={plans.subscription}
            name={t.pricing.subscriptionName}
            tagline={format(t.pricing.subscriptionTagline, {
              lessons: plural(t.pricing.subscriptionLessons, SUBSCRIPTION_FACTS.lessonsPerWeek, locale),
              group: SUBSCRIPTION_FACTS.maxGroupSize,
            })}
            // "From 19 TND per session" (docs/product-rules.md#constants): the active plan's lowest price, never a constant.
            fromPrice={
              plans.subscription.fromData
                ? format(t.pricing.fromPerSession, { price: lowestPrice(plans.subscription) })
                : undefined
            }
            highlight={format(t.pricing.subscriptionSaving, { percent: SUBSCRIPTION_FACTS.savingPercent })}
            recommended
          />
          <PlanCard plan={plans.flexible} name={t.pricing.flexibleName} tagline={t.pricing.flexibleTagline} />
        </div>

        <div className="mt-10 text-center">
          <p className="text-lg font-semibold text-stone-900">{t.pricing.bottomCtaTitle}</p>
          {onClaimTrial ? (
            <IntentButton className="mt-4" onPress={onClaimTrial} onIntent={onIntent} preloadInView>
              {t.pricing.bottomCta}
            </IntentButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}

interface PlanCardProps {
  plan: DisplayedPlan;
  name: string;
  tagline: string;
  /** "From … per session", shown under the name. */
  fromPrice?: string;
  highlight?: string;
  recommended?: boolean;
}

function PlanCard({ plan, name, tagline, fromPrice, highlight, recommended = false }: PlanCardProps) {
  const { t } = useI18n();
  return (
    <article
      data-plan-type={plan.planType}
      aria-label={name}
      className={cn(
        "relative flex flex-col rounded-2xl bg-white p-6 shadow-sm",
        recommended ? "border-2 border-orange-700" : "border border-stone-200",
      )}
    >
      {recommended ? (
        <span className="absolute -top-3 start-6 rounded-full bg-orange-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
          {t.pricing.recommended}
        </span>
      ) : null}
      <h3 className="text-xl font-bold text-stone-900">{name}</h3>
      <p className="mt-1 text-stone-700">{tagline}</p>
      {fromPrice ? (
        <p data-testid="from-price" className="mt-2 font-semibold text-orange-800">
          {fromPrice}
        </p>
      ) : null}
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <PriceLine label={t.pricing.capitalPrice} amount={plan.capitalPrice} testId="capital-price" />
        <PriceLine label={t.pricing.outsidePrice} amount={plan.outsideCapitalPrice} testId="outside-price" />
      </dl>
      {highlight ? <p className="mt-4 font-semibold text-green-800">{highlight}</p> : null}
      {plan.features.length > 0 ? (
        <ul lang={plan.featuresLocale} className="mt-4 space-y-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-stone-800">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-orange-700" />
              <span dir="auto">{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function PriceLine({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  const { t } = useI18n();
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1">
        {/* bdi keeps "23 TND" in order inside right-to-left text. */}
        <bdi data-testid={testId} className="whitespace-nowrap text-2xl font-bold text-stone-900">
          {amount} {t.pricing.currency}
        </bdi>
        <span className="ms-1 text-sm text-stone-700">{t.pricing.perSession}</span>
      </dd>
    </div>
  );
}
