import { NewsletterBlock } from "@web/features/newsletter";
import { ScheduleSection } from "@web/features/schedule";
import { Island } from "@web/islands/Island";
import { useEffect } from "react";
import { AdvantagesSection } from "./AdvantagesSection";
import { AppFeaturesSection } from "./AppFeaturesSection";
import { FaqSection } from "./FaqSection";
import { GeoSection } from "./GeoSection";
import FooterIsland from "./islands/FooterIsland";
import PricingIsland from "./islands/PricingIsland";
import { StatsSection } from "./StatsSection";

/** Every section after the hero, in the order of docs/product-rules.md#landing-page; the ones a visitor acts on are islands. */
export function LaterSections() {
  return (
    <>
      <AdvantagesSection />
      <AppFeaturesSection />
      <StatsSection />
      <Island name="pricing">
        <PricingIsland />
      </Island>
      <Island name="schedule">
        <ScheduleSection />
      </Island>
      <Island name="faq">
        <FaqSection />
      </Island>
      <GeoSection />
      <Island name="newsletter">
        <NewsletterBlock />
      </Island>
    </>
  );
}

/** The footer, and the mark that the whole page is now interactive (it hydrates last). */
export function LastSection() {
  useEffect(() => document.getElementById("root")?.setAttribute("data-hydrated", ""), []);
  return (
    <Island name="footer">
      <FooterIsland />
    </Island>
  );
}
