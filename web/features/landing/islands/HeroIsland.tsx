import { useLeadForms } from "@web/features/forms";
import { Hero } from "../Hero";

/** The hero; "Start for free" opens the learner form with the free first session ticked. */
export default function HeroIsland() {
  const { openLeadForm, preloadLeadForms } = useLeadForms();
  return (
    <Hero
      onJoinAsLearner={() => openLeadForm("learner", { trialSession: true })}
      onBecomeTeacher={() => openLeadForm("teacher")}
      onPartnerCafe={() => openLeadForm("cafe_owner")}
      onIntent={preloadLeadForms}
    />
  );
}
