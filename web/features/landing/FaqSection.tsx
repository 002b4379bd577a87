import { useQuery } from "@tanstack/react-query";
import { publicFaqsQuery } from "@web/api/public-reads";
import { Icon } from "@web/components/icons/Icon";
import { SectionHeading } from "@web/components/SectionHeading";
import { useI18n, useMessages } from "@web/i18n";
import { type KeyboardEvent, useId, useState } from "react";
import { defaultFaqs } from "./default-faqs";
import { selectFaqs } from "./faq-rules";
import { landingMessages } from "./messages";

export function FaqSection() {
  const { locale, t } = useI18n();
  const m = useMessages(landingMessages).faq;
  const { data, isPending } = useQuery(publicFaqsQuery());
  const faqs = selectFaqs(data, locale, useMessages(defaultFaqs));

  return (
    <section id="faq" aria-labelledby="faq-title" className="below-the-fold scroll-mt-20 bg-stone-50 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="faq-title" title={m.title} subtitle={m.subtitle} />
        {isPending ? (
          <p role="status" className="mt-10 text-center text-stone-600">
            {t.common.loading}
          </p>
        ) : (
          // A new list (another language, or data replacing the defaults) starts with its first question open.
          <FaqList key={`${locale}-${faqs.source}`} items={faqs.items} />
        )}
      </div>
    </section>
  );
}

interface FaqItem {
  key: string;
  question: string;
  answer: string;
}

/**
 * The WAI-ARIA accordion pattern: one question open at a time, the first one open to begin with;
 * clicking the open one closes it. Written here rather than with Radix Accordion, which adds 6 KB
 * to every visitor's first load for this one list. Closed answers stay in the page, hidden.
 */
function FaqList({ items }: { items: FaqItem[] }) {
  const [openKey, setOpenKey] = useState(items[0]?.key);
  const idPrefix = useId();
  return (
    // The container hears the keys of every question: one handler instead of one per button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the focused question buttons.
    <div className="mt-10 space-y-3" onKeyDown={moveBetweenQuestions}>
      {items.map((item, index) => {
        const open = item.key === openKey;
        const buttonId = `${idPrefix}-q${index}`;
        const answerId = `${idPrefix}-a${index}`;
        return (
          <div key={item.key} className="rounded-xl border border-stone-200 bg-white">
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenKey(open ? undefined : item.key)}
                className="group flex w-full items-center gap-4 px-5 py-4 text-start font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-orange-700"
              >
                <span className="flex-1" dir="auto">
                  {item.question}
                </span>
                <Icon
                  name="chevron-down"
                  aria-hidden
                  className="size-5 shrink-0 text-orange-700 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </h3>
            {/* biome-ignore lint/a11y/useSemanticElements: a <section> would need a heading of its own to pass the HTML checker. */}
            <div
              id={answerId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-stone-700"
            >
              <p dir="auto" className="whitespace-pre-line">
                {item.answer}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

const KEY_TARGETS: Record<string, (from: number, last: number) => number> = {
  ArrowDown: (from, last) => (from === last ? 0 : from + 1),
  ArrowUp: (from, last) => (from === 0 ? last : from - 1),
  Home: () => 0,
  End: (_from, last) => last,
};

/** The pattern's optional keys: the arrows move to the next or previous question (wrapping), Home and End to the first and last. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  const questions = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("h3 > button")];
  const from = questions.indexOf(event.target as HTMLButtonElement);
  const target = KEY_TARGETS[event.key];
  if (from < 0 || !target) return;
  event.preventDefault();
  questions[target(from, questions.length - 1)]?.focus();
}
