import { useLeadForms } from "@web/features/forms";
import { Footer } from "../Footer";

/** The footer, whose Contact opens the contact form. */
export default function FooterIsland() {
  const { openLeadForm, preloadLeadForms } = useLeadForms();
  return <Footer onContact={() => openLeadForm("contact")} onIntent={preloadLeadForms} />;
}
