import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@web/test/render";
import { Component, type ReactNode, Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { useI18n, useMessages } from ".";
import { defineMessages, isLocaleLoaded, loadLocale } from "./messages";

/**
 * A text set whose loaders the test watches. Languages in `held` wait for `release()`; the
 * others load at once (so sets of earlier tests never hold up a later language switch).
 */
function watchedSet({ held = [] as string[], failing = [] as string[] } = {}) {
  const calls: string[] = [];
  const waiting = new Map<string, () => void>();
  const loader = (locale: "en" | "fr" | "ar", greeting: string) => () => {
    calls.push(locale);
    return new Promise<{ default: { greeting: string } }>((resolve, reject) => {
      const settle = () =>
        failing.includes(locale) ? reject(new Error("offline")) : resolve({ default: { greeting } });
      if (held.includes(locale)) waiting.set(locale, settle);
      else settle();
    });
  };
  const set = defineMessages<{ greeting: string }>({
    en: loader("en", "Hello"),
    fr: loader("fr", "Bonjour"),
    ar: loader("ar", "مرحبا"),
  });
  const release = (locale: string) => waiting.get(locale)!();
  return { set, calls, release };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

type GreetingSet = ReturnType<typeof watchedSet>["set"];

function Greeting({ set }: { set: GreetingSet }) {
  return <p>{useMessages(set).greeting}</p>;
}

function Switcher({ set }: { set: GreetingSet }) {
  const { setLocale } = useI18n();
  return (
    <>
      <p>{useMessages(set).greeting}</p>
      <button type="button" onClick={() => setLocale("fr")}>
        Français
      </button>
    </>
  );
}

describe("texts per language", () => {
  it("downloads only the language asked for", async () => {
    const { set, calls } = watchedSet();
    await loadLocale("ar");
    expect(calls).toEqual(["ar"]);
    expect(set.loaded("ar")).toEqual({ greeting: "مرحبا" });
    expect(set.loaded("en")).toBeUndefined();
  });

  it("shows the Suspense fallback while a feature's texts arrive, then the texts", async () => {
    const { set, release } = watchedSet({ held: ["fr"] });
    renderWithProviders(
      <Suspense fallback={<p>Loading texts</p>}>
        <Greeting set={set} />
      </Suspense>,
      { locale: "fr" },
    );
    expect(screen.getByText("Loading texts")).toBeInTheDocument();
    release("fr");
    expect(await screen.findByText("Bonjour")).toBeInTheDocument();
  });

  it("switches language only once the new language's texts are there", async () => {
    const { set, release } = watchedSet({ held: ["fr"] });
    await loadLocale("en");
    renderWithProviders(<Switcher set={set} />, { locale: "en" });
    await userEvent.click(screen.getByRole("button", { name: "Français" }));
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(isLocaleLoaded("fr")).toBe(false);
    release("fr");
    expect(await screen.findByText("Bonjour")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("fr");
  });

  it("shows a failed load to the error boundary instead of retrying on every render", async () => {
    const { calls, set, release } = watchedSet({ held: ["fr"], failing: ["fr"] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithProviders(
      <Boundary>
        <Suspense fallback={<p>Loading texts</p>}>
          <Greeting set={set} />
        </Suspense>
      </Boundary>,
      { locale: "fr" },
    );
    release("fr");
    expect(await screen.findByRole("alert")).toHaveTextContent("offline");
    expect(calls.filter((locale) => locale === "fr")).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
