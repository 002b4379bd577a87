import { useEffect, useState } from "react";

interface PressIntentOptions {
  /**
   * What a press does. When it answers a promise (a dialog whose code is on its way), the button
   * is busy until it settles, and further presses wait for it.
   */
  onPress: () => Promise<void> | void;
  /**
   * Fetches what the press needs, at the first sign a visitor may press: a pointer over the
   * button, a press starting on it (on a phone, the touch before the tap ends), focus on it.
   */
  onIntent?: () => void;
  /**
   * Also fetch it once the button has stayed in view for a moment. Only for buttons below the
   * first screen: a visitor who stops where one is downloads what it needs; one who does
   * nothing, or scrolls past, does not.
   */
  preloadInView?: boolean;
}

/** How much of the button must show, and for how long, before it counts as seen. */
const IN_VIEW_RATIO = 0.9;
const IN_VIEW_FOR_MS = 1_000;

/**
 * A call to action that answers at once (docs/performance.md#answering-a-tap): its code fetched
 * before the press when intent shows, and the press itself shown (`aria-busy`) while what it
 * opens is still coming. Spread `buttonProps` on the button.
 */
export function usePressIntent({ onPress, onIntent, preloadInView = false }: PressIntentOptions) {
  const [busy, setBusy] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!preloadInView || !onIntent || !element || savingData()) return;
    let seen: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(seen);
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO)) return;
        seen = setTimeout(() => {
          observer.disconnect();
          onIntent();
        }, IN_VIEW_FOR_MS);
      },
      { threshold: IN_VIEW_RATIO },
    );
    observer.observe(element);
    return () => {
      clearTimeout(seen);
      observer.disconnect();
    };
  }, [preloadInView, onIntent, element]);

  const press = () => {
    if (busy) return;
    const answer = onPress();
    if (!answer) return;
    setBusy(true);
    const done = () => setBusy(false);
    answer.then(done, done);
  };

  return {
    busy,
    buttonProps: {
      ref: setElement,
      onClick: press,
      onPointerEnter: onIntent,
      onPointerDown: onIntent,
      onFocus: onIntent,
      "aria-busy": busy || undefined,
    },
  };
}

/** The visitor asked their browser to save data (Chrome's Data Saver, Save-Data): nothing is fetched ahead. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
