// No React here: the landing page's entry starts watching before any React loads.

/** What says a visitor is about to use a form: focus arriving in it, a press on it, a key typed in it. */
const INTENT_EVENTS = ["focusin", "pointerdown", "keydown"] as const;
/**
 * Window, capture phase: these run before React's own listeners on the root, which stop the
 * propagation of events aimed at a part of the page that has not hydrated yet.
 */
const CAPTURE = { capture: true } as const;

export interface Intent {
  /** Settles once the code should load. */
  started: Promise<void>;
  start: () => void;
  /** The component is hydrated: stop holding submits, and send the one held. */
  hydrated: () => void;
}

/**
 * Watches the server's HTML of a part under `selector` for a visitor's intent and holds its
 * submits, from the first call on (see `lazyOnIntent` in ./load-on-intent.tsx).
 */
export function intentWatcher(selector: string): () => Intent {
  let intent: Intent | undefined;
  return () => {
    intent ??= watchIntent(selector);
    return intent;
  };
}

function watchIntent(selector: string): Intent {
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  // On the server, and where the browser renders the part itself, there is nothing to wait for.
  const element = typeof document === "undefined" ? null : document.querySelector(selector);
  if (!element) {
    start();
    return { started, start, hydrated: () => {} };
  }

  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  let heldSubmit: HTMLFormElement | null = null;
  const onIntent = (event: Event) => {
    if (!inside(event)) return;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, CAPTURE);
    start();
  };
  const onSubmit = (event: Event) => {
    if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    heldSubmit = event.target;
    start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, CAPTURE);
  window.addEventListener("submit", onSubmit, CAPTURE);

  return {
    started,
    start,
    hydrated: () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, CAPTURE);
      window.removeEventListener("submit", onSubmit, CAPTURE);
      const form = heldSubmit;
      heldSubmit = null;
      if (form?.isConnected) form.requestSubmit();
    },
  };
}
