import { useLeadForms } from "@web/features/forms";
import { Header } from "../Header";

/** The header with its calls to action, which open the page's forms. */
export default function HeaderIsland() {
  const { openLeadForm, preloadLeadForms } = useLeadForms();
  return (
    <Header
      onJoinAsLearner={() => openLeadForm("learner")}
      onBecomeTeacher={() => openLeadForm("teacher")}
      onContact={() => openLeadForm("contact")}
      onIntent={preloadLeadForms}
    />
  );
}
