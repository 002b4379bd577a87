import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { FaqEntry } from "@schema/api";
import { useI18n } from "@web/i18n";
import { useMessages } from "@web/i18n/messages";
import { selectFaqs } from "./faq-rules";
import { landingMessages } from "./messages";
import { SectionHeading } from "./SectionHeading";

export const FAQS_PATH = "/api/faqs";

/** One question open at a time, the first one open to begin with; clicking the open one closes it. */
export function FaqSection() {
  const { locale, t } = useI18n();
  const m = useMessages(landingMessages).faq;
  const { data, isPending } = useQuery<FaqEntry[]>({ queryKey: [FAQS_PATH] });
  const faqs = selectFaqs(data, locale);

  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-stone-50 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="faq-title" title={m.title} subtitle={m.subtitle} />
        {isPending ? (
          <p role="status" className="mt-10 text-center text-stone-600">
            {t.common.loading}
          </p>
        ) : (
          // A new list (another language, or data replacing the defaults) starts with its first question open.
          <Accordion.Root
            key={`${locale}-${faqs.source}`}
            type="single"
            collapsible
            defaultValue={faqs.items[0]?.key}
            className="mt-10 space-y-3"
          >
            {faqs.items.map((item) => (
              <Accordion.Item key={item.key} value={item.key} className="rounded-xl border border-stone-200 bg-white">
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full items-center gap-4 px-5 py-4 text-start font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-700">
                      <span className="flex-1" dir="auto">
                        {item.question}
                      </span>
                      <ChevronDown aria-hidden className="size-5 shrink-0 text-orange-700 transition-transform group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 text-stone-700">
                  <p dir="auto" className="whitespace-pre-line">
                    {item.answer}
                  </p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </div>
    </section>
  );
}
