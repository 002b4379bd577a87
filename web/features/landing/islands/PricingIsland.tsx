import { useLeadForms } from "@web/features/forms";
import { PricingSection } from "../PricingSection";

/** The prices, whose trial buttons open the learner form with the free first session ticked. */
export default function PricingIsland() {
  const { openLeadForm, preloadLeadForms } = useLeadForms();
  return (
    <PricingSection onClaimTrial={() => openLeadForm("learner", { trialSession: true })} onIntent={preloadLeadForms} />
  );
}
