import { Icon } from "@web/components/icons/Icon";
import { IntentButton } from "@web/components/ui/intent-button";
import { useMessages } from "@web/i18n";
import { landingMessages } from "./messages";

/** "Hello" in languages people practise with us; each is marked with its own language. */
const GREETINGS = [
  { lang: "en", text: "Hello!" },
  { lang: "fr", text: "Bonjour !" },
  { lang: "es", text: "¡Hola!" },
  { lang: "de", text: "Hallo!" },
  { lang: "it", text: "Ciao!" },
  { lang: "tr", text: "Merhaba!" },
  { lang: "pt", text: "Olá!" },
  { lang: "ar", text: "مرحبا!" },
] as const;

interface HeroProps {
  /** "Start for free": the learner form, with the free first session the badge promises ticked. */
  onJoinAsLearner: () => Promise<void> | void;
  onBecomeTeacher: () => Promise<void> | void;
  onPartnerCafe: () => Promise<void> | void;
  /** Fetches the forms' code on a visitor's intent (not on view: the hero is the first screen, docs/performance.md). */
  onIntent?: () => void;
}

export function Hero({ onJoinAsLearner, onBecomeTeacher, onPartnerCafe, onIntent }: HeroProps) {
  const m = useMessages(landingMessages).hero;
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="overflow-hidden bg-gradient-to-b from-orange-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-10 lg:grid-cols-[1.2fr_1fr] lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900">
            <Icon name="gift" className="size-4" />
            {m.badge}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl leading-tight font-extrabold text-stone-900 sm:text-5xl">
            {m.title}
          </h1>
          <p className="mt-4 text-xl font-semibold text-orange-800">{m.subtitle}</p>
          <p className="mt-4 text-lg text-stone-700">{m.description}</p>
          <p className="mt-4 rounded-xl border border-orange-200 bg-white px-4 py-3 text-stone-800">{m.launchNote}</p>

          <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-start">
            <IntentButton onPress={onJoinAsLearner} onIntent={onIntent} className="shrink-0 whitespace-nowrap">
              {m.learnerCta}
              <Icon name="arrow-right" className="size-5 rtl:-scale-x-100" />
            </IntentButton>
            <div className="flex flex-col">
              <IntentButton variant="outline" onPress={onBecomeTeacher} onIntent={onIntent}>
                {m.teacherCta}
              </IntentButton>
              <span className="mt-2 text-center text-sm text-stone-600 sm:text-start">{m.teacherSubtext}</span>
            </div>
          </div>

          <ul className="mt-7 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {m.trust.map((point) => (
              <li key={point} className="flex items-center gap-2 font-medium text-stone-800">
                <Icon name="check" className="size-5 shrink-0 text-green-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-md sm:block">
          <div className="absolute inset-8 rounded-full bg-orange-700/90" />
          <Icon
            name="coffee"
            className="absolute start-1/2 top-1/2 size-28 -translate-y-1/2 text-white ltr:-translate-x-1/2 rtl:translate-x-1/2"
          />
          <ul>
            {GREETINGS.map((greeting, index) => {
              const angle = (index / GREETINGS.length) * 2 * Math.PI - Math.PI / 2;
              return (
                <li
                  key={greeting.lang}
                  lang={greeting.lang}
                  dir="auto"
                  className="absolute rounded-2xl bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-stone-800 shadow-md"
                  style={{
                    left: `${50 + 44 * Math.cos(angle)}%`,
                    top: `${50 + 44 * Math.sin(angle)}%`,
                    transform: "translate(-50%, -50%)",
                  }}
                >
                  {greeting.text}
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 pb-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-stone-900 p-6 text-white sm:flex-row sm:items-center">
          <Icon name="store" className="size-10 shrink-0 text-orange-300" />
          <div className="flex-1">
            <p className="text-lg font-bold">{m.cafeTitle}</p>
            <p className="text-stone-300">{m.cafeText}</p>
          </div>
          <IntentButton variant="light" onPress={onPartnerCafe} onIntent={onIntent}>
            {m.cafeCta}
          </IntentButton>
        </div>
      </div>
    </section>
  );
}
