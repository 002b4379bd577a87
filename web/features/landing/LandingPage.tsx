import { NewsletterBlock } from "@web/features/newsletter/NewsletterBlock";
import { ScheduleSection } from "@web/features/schedule/ScheduleSection";
import { useDocumentTitle, useI18n } from "@web/i18n";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PricingSection } from "./PricingSection";

export function LandingPage() {
  const { t } = useI18n();
  useDocumentTitle(t.meta.title);
  return (
    <>
      <Header />
      <main id="main">
        <PricingSection />
        <ScheduleSection />
        <NewsletterBlock />
      </main>
      <Footer />
    </>
  );
}
