import { whenIdleAfterLoad } from "@web/lib/when-idle";
import { ISLANDS, type IslandName, isIslandName } from "./registry";

// No React here: this is the landing page's first script. React, and an island's code, come
// when that island is first needed (docs/decisions/0030-landing-islands.md).

/** What says a visitor is about to use an island: a pointer over it, a press, focus, a key. */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** Keys a part handles itself (the FAQ's arrows, Home, End): held, like a press, until it works. */
const HELD_KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);
/** Window, capture phase: before an island's own root sees the event, while it is still hydrating. */
const CAPTURE = { capture: true } as const;
/** An island below the first screen starts this close to it, so it works by the time it shows. */
const NEAR_THE_SCREEN = "300px 0px";

interface IslandState {
  name: IslandName;
  element: HTMLElement;
  started: boolean;
  hydrated: boolean;
  /** Presses and keys that came before its code: replayed, in order, once it works. */
  held: (() => void)[];
}

/**
 * Watches the landing page's islands (./registry.ts), the parts of the Worker's HTML a visitor
 * can act on, and brings each to life in a React root of its own when it is needed: at a
 * visitor's intent on it, or (below the first screen) once it nears the screen. A press on a button, or a key the part
 * handles, that comes before its code is held (the button says it is busy) and replayed once
 * it works: never lost. A pointer still over it, or focus still in it, is told to it again, so
 * a call to action fetches its form's code as it does when hovered or focused.
 */
export function watchIslands() {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].flatMap((element) => {
    const name = element.dataset.island;
    return isIslandName(name) ? [{ name, element, started: false, hydrated: false, held: [] } as IslandState] : [];
  });
  const byElement = new Map(islands.map((island) => [island.element, island]));
  const islandOf = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest<HTMLElement>("[data-island]") : null;
    return element ? byElement.get(element) : undefined;
  };

  const onIntent = (event: Event) => {
    const island = islandOf(event.target);
    if (island) start(island);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, CAPTURE);
  const hold = (event: Event, button: HTMLButtonElement, replay: () => void) => {
    const island = islandOf(event.target);
    if (!island || island.hydrated) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    button.setAttribute("aria-busy", "true");
    island.held.push(() => {
      button.removeAttribute("aria-busy");
      if (button.isConnected) replay();
    });
    start(island);
  };
  window.addEventListener(
    "click",
    (event) => {
      const button = closestButton(event.target);
      // A form's submit is the form's own (see web/lib/intent-watch.ts); links work as links.
      if (button && !(button.type === "submit" && button.form)) hold(event, button, () => button.click());
    },
    CAPTURE,
  );
  window.addEventListener(
    "keydown",
    (event) => {
      const button = closestButton(event.target);
      if (!button || !HELD_KEYS.has(event.key)) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
      hold(event, button, () => button.dispatchEvent(new KeyboardEvent("keydown", init)));
    },
    CAPTURE,
  );

  startWhenNear(islands.filter((island) => ISLANDS[island.name].when === "visible"));
  fetchReactWhenIdle();
}

/**
 * Once the page has loaded and the browser is idle, React comes (evaluated, nothing rendered):
 * the first tap on the header or the hero then waits only for its island's own code, not for
 * React's 60 KB. Nothing hydrates here: that still waits for a visitor's intent. Only React fits
 * the page's budget (80 KB with no interaction); TanStack Query and the islands' code come on
 * intent (docs/performance.md#islands). Not on a connection that asks to save data.
 */
function fetchReactWhenIdle() {
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData) return;
  // Offline, or a new deployment replaced the files: the first island that is needed tries again.
  whenIdleAfterLoad(() => void import("react-dom/client").catch(() => {}));
}

const closestButton = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLButtonElement>("button") : null;

function start(island: IslandState) {
  if (island.started) return;
  island.started = true;
  Promise.all([import("./hydrate"), ISLANDS[island.name].load()])
    .then(([{ hydrateIsland }, { default: Content }]) => hydrateIsland(island.name, island.element, Content))
    .then(
      () => {
        island.hydrated = true;
        for (const replay of island.held.splice(0)) replay();
        tellAgain(island.element);
      },
      // Offline, or a new deployment replaced the files: the Worker's HTML stays, and reads the same.
      (error: unknown) => console.error(`The code of the page's ${island.name} did not load`, error),
    );
}

/**
 * React hears what happens after it hydrates: a pointer already over a button, or focus already
 * on it, is dispatched again (React makes a pointer entering from outside the window of a `pointerover`).
 */
function tellAgain(element: HTMLElement) {
  const hovered = [...element.querySelectorAll(":hover")].at(-1);
  hovered?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
  const focused = document.activeElement;
  if (focused && focused !== document.body && element.contains(focused))
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

/** Starts each island once it nears the screen. An island's box is `display: contents`: its children are observed. */
function startWhenNear(islands: IslandState[]) {
  const islandOfChild = new Map<Element, IslandState>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = islandOfChild.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        start(island);
        for (const child of island.element.children) observer.unobserve(child);
      }
    },
    { rootMargin: NEAR_THE_SCREEN },
  );
  for (const island of islands)
    for (const child of island.element.children) {
      islandOfChild.set(child, island);
      observer.observe(child);
    }
}
