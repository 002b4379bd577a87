import { SectionHeading } from "@web/components/SectionHeading";
import { useMessages } from "@web/i18n";
import { LoadOnIntent } from "@web/lib/load-on-intent";
import { newsletterMessages } from "./messages";
import { newsletterSignup } from "./signup-on-intent";

/** The landing page's newsletter section. */
export function NewsletterBlock() {
  const texts = useMessages(newsletterMessages);
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="below-the-fold scroll-mt-20 bg-white py-16">
      <div className="mx-auto max-w-2xl px-4 text-center">
        <SectionHeading id="newsletter-title" title={texts.title} subtitle={texts.text} />
        {/* Reserves the form's height so nothing moves when it arrives. */}
        <LoadOnIntent loader={newsletterSignup} placeholder={{ className: "mt-8 h-44 sm:h-20" }} />
      </div>
    </section>
  );
}
