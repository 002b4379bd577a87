import { NewsletterBlock } from "@web/features/newsletter";
import { ScheduleSection } from "@web/features/schedule";
import { useEffect } from "react";
import { AdvantagesSection } from "./AdvantagesSection";
import { AppFeaturesSection } from "./AppFeaturesSection";
import { FaqSection } from "./FaqSection";
import { Footer } from "./Footer";
import { GeoSection } from "./GeoSection";
import { PricingSection } from "./PricingSection";
import { StatsSection } from "./StatsSection";

/** Every section after the hero, in the order of docs/product-rules.md#landing-page. */
export function LaterSections({ onClaimTrial, onIntent }: { onClaimTrial: () => Promise<void>; onIntent: () => void }) {
  return (
    <>
      <AdvantagesSection />
      <AppFeaturesSection />
      <StatsSection />
      <PricingSection onClaimTrial={onClaimTrial} onIntent={onIntent} />
      <ScheduleSection />
      <FaqSection />
      <GeoSection />
      <NewsletterBlock />
    </>
  );
}

/** The footer, and the mark that the whole page is now interactive (it hydrates last). */
export function LastSection({ onContact, onIntent }: { onContact: () => Promise<void>; onIntent: () => void }) {
  useEffect(() => document.getElementById("root")?.setAttribute("data-hydrated", ""), []);
  return <Footer onContact={onContact} onIntent={onIntent} />;
}
