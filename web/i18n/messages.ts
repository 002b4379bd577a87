import type { Locale } from "@schema/constants";

type Loader<T> = () => Promise<{ default: T }>;

/**
 * Texts of one feature, one module per language, so a visitor downloads only the language they
 * read (all three languages' texts together weigh more than the page's own code). Declare the
 * English module first and check the others against its type:
 *
 *   // messages.en.ts
 *   const en = { title: "Schedule" };
 *   export type ScheduleMessages = typeof en;
 *   export default en;
 *   // messages.fr.ts — a missing or extra key fails the type check
 *   export default { title: "Planning" } satisfies ScheduleMessages;
 *   // messages.ts
 *   export const scheduleMessages = defineMessages<ScheduleMessages>({
 *     en: () => import("./messages.en"), fr: () => import("./messages.fr"), ar: () => import("./messages.ar"),
 *   });
 *
 * Components read them with `useMessages(scheduleMessages)` (from "@web/i18n"). The entries call
 * `loadLocale()` before the first render, and a language switch waits for it, so texts are
 * there when components render; a feature loaded later shows its Suspense fallback while its
 * texts arrive.
 */
export class Messages<T> {
  readonly #loaders: Record<Locale, Loader<T>>;
  readonly #loaded: Partial<Record<Locale, T>> = {};
  readonly #loading: Partial<Record<Locale, Promise<T>>> = {};
  readonly #failures: Partial<Record<Locale, Error>> = {};

  constructor(loaders: Record<Locale, Loader<T>>) {
    this.#loaders = loaders;
  }

  loaded(locale: Locale): T | undefined {
    return this.#loaded[locale];
  }

  /** Why the last attempt failed (offline, a new deployment), until another attempt starts. */
  failure(locale: Locale): Error | undefined {
    return this.#failures[locale];
  }

  load(locale: Locale): Promise<T> {
    const pending = this.#loading[locale];
    if (pending) return pending;
    delete this.#failures[locale];
    const loading = this.#loaders[locale]().then(
      (module) => {
        this.#loaded[locale] = module.default;
        return module.default;
      },
      (error: unknown) => {
        delete this.#loading[locale]; // a later attempt (another tap, a reconnect) tries again
        this.#failures[locale] = error instanceof Error ? error : new Error(String(error));
        throw error;
      },
    );
    this.#loading[locale] = loading;
    return loading;
  }
}

const everySet: Messages<unknown>[] = [];
let activeLocale: Locale | undefined;

export function defineMessages<T extends object>(loaders: Record<Locale, Loader<T>>): Messages<T> {
  const set = new Messages(loaders);
  everySet.push(set as Messages<unknown>);
  // A feature loaded after the page started (the forms) starts fetching its texts right away.
  if (activeLocale) set.load(activeLocale).catch(() => {});
  return set;
}

/** Fetches a language's texts (of every feature loaded so far) without switching to it. */
export async function preloadLocale(locale: Locale): Promise<void> {
  await Promise.all(everySet.map((set) => set.load(locale)));
}

/** Loads a language's texts and makes it the one that features loaded later fetch at once. */
export function loadLocale(locale: Locale): Promise<void> {
  activeLocale = locale;
  return preloadLocale(locale);
}

export function isLocaleLoaded(locale: Locale): boolean {
  return everySet.every((set) => set.loaded(locale) !== undefined);
}

/**
 * A set's texts in a language. While they load, it suspends the caller: React shows the nearest
 * Suspense fallback and renders again once they are there. It throws the promise (React's
 * Suspense protocol, as React.lazy does) rather than calling `use()`, which would have to be
 * called on every later render too, and which test renders (act) treat as still pending even
 * when the texts are there.
 */
export function readMessages<T>(set: Messages<T>, locale: Locale): T {
  const texts = set.loaded(locale);
  if (texts !== undefined) return texts;
  // A failed load goes to the error boundary instead of being retried on every render.
  throw set.failure(locale) ?? set.load(locale);
}
