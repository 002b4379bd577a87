import { LeadFormsProvider, useLeadForms } from "@web/features/forms/LeadForms";
import { NewsletterBlock } from "@web/features/newsletter/NewsletterBlock";
import { ScheduleSection } from "@web/features/schedule/ScheduleSection";
import { AdvantagesSection } from "./AdvantagesSection";
import { AppFeaturesSection } from "./AppFeaturesSection";
import { FaqSection } from "./FaqSection";
import { Footer } from "./Footer";
import { GeoSection } from "./GeoSection";
import { Header } from "./Header";
import { Hero } from "./Hero";
import { PricingSection } from "./PricingSection";
import { StatsSection } from "./StatsSection";
import { usePageHead } from "./usePageHead";

/** The public landing page: every section of SPEC.md §2, in order, with one host for its modals. */
export function LandingPage() {
  usePageHead();
  return (
    <LeadFormsProvider>
      <LandingSections />
    </LeadFormsProvider>
  );
}

function LandingSections() {
  const { openLeadForm } = useLeadForms();
  const joinAsLearner = () => openLeadForm("learner");
  const becomeTeacher = () => openLeadForm("teacher");
  const contact = () => openLeadForm("contact");
  return (
    <>
      <Header onJoinAsLearner={joinAsLearner} onBecomeTeacher={becomeTeacher} onContact={contact} />
      <main id="main">
        <Hero onJoinAsLearner={joinAsLearner} onBecomeTeacher={becomeTeacher} onPartnerCafe={() => openLeadForm("cafe_owner")} />
        <AdvantagesSection />
        <AppFeaturesSection />
        <StatsSection />
        <PricingSection onClaimTrial={joinAsLearner} />
        <ScheduleSection />
        <FaqSection />
        <GeoSection />
        <NewsletterBlock />
      </main>
      <Footer onContact={contact} />
    </>
  );
}
