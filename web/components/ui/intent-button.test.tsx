import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IntentButton } from "./intent-button";

/** An IntersectionObserver the test drives: `show(ratio)` shows every observed element that much. */
function stubIntersectionObserver() {
  const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      #callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.#callback = callback;
      }
      observe(element: Element) {
        observed.push({ callback: this.#callback, element });
      }
      disconnect() {
        observed.length = 0;
      }
    },
  );
  return {
    observing: () => observed.length,
    show: (ratio = 1) => {
      for (const { callback, element } of [...observed])
        callback(
          [{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("IntentButton", () => {
  it("is busy from the press until what it opens has shown, keeps its name, and takes no second press meanwhile", async () => {
    let shown = () => {};
    const onPress = vi.fn(() => new Promise<void>((resolve) => (shown = resolve)));
    const user = userEvent.setup();
    render(<IntentButton onPress={onPress}>Claim my free session</IntentButton>);
    const button = screen.getByRole("button", { name: "Claim my free session" });
    expect(button).not.toHaveAttribute("aria-busy");

    await user.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAccessibleName("Claim my free session");
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);

    shown();
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
  });

  it("fetches ahead when a pointer comes over it, a press starts on it or it gets focus", async () => {
    const onIntent = vi.fn();
    const user = userEvent.setup();
    render(
      <IntentButton onPress={() => {}} onIntent={onIntent}>
        Start for free
      </IntentButton>,
    );
    const button = screen.getByRole("button", { name: "Start for free" });
    await user.hover(button);
    expect(onIntent).toHaveBeenCalled();
    await user.unhover(button);

    onIntent.mockClear();
    await user.pointer({ keys: "[TouchA>]", target: button });
    expect(onIntent).toHaveBeenCalled();
    await user.pointer({ keys: "[/TouchA]", target: button });
    button.blur();

    onIntent.mockClear();
    await user.tab();
    expect(button).toHaveFocus();
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it("fetches ahead once it has stayed in view for a second when asked to, not when scrolled past", () => {
    vi.useFakeTimers();
    const viewport = stubIntersectionObserver();
    const onIntent = vi.fn();
    render(
      <IntentButton onPress={() => {}} onIntent={onIntent} preloadInView>
        Book my free trial
      </IntentButton>,
    );
    viewport.show();
    vi.advanceTimersByTime(500);
    viewport.show(0.3);
    vi.advanceTimersByTime(2_000);
    expect(onIntent).not.toHaveBeenCalled();

    viewport.show();
    vi.advanceTimersByTime(1_000);
    expect(onIntent).toHaveBeenCalledTimes(1);
    expect(viewport.observing()).toBe(0);
  });

  it("fetches nothing ahead on view for a visitor saving data", () => {
    const viewport = stubIntersectionObserver();
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData: true } });
    const onIntent = vi.fn();
    render(
      <IntentButton onPress={() => {}} onIntent={onIntent} preloadInView>
        Book my free trial
      </IntentButton>,
    );
    expect(viewport.observing()).toBe(0);
  });
});
