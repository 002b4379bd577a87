import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useEffect } from "react";
import type { Intent } from "./intent-watch";

/**
 * A part of the Worker-rendered page whose code (a form: react-hook-form, zod, the API's
 * schemas) is fetched only when a visitor starts using it, on the first focus, press or key inside
 * `selector`, rather than on every view. Until then React leaves the server's HTML in place,
 * not hydrated (its Suspense boundary stays dehydrated): it looks the same, takes typing, and
 * hydration keeps what was typed. A submit before the code has arrived would be the browser's
 * own (a page load that loses it): it is held, then sent once the form works.
 *
 * Render it with `<LoadOnIntent>`, and call its `watch()` from the page's entry. Where the server's HTML is not on the page (the browser
 * rendered the page itself, or React dropped that HTML to re-render it in another language), its
 * placeholder shows and loads the code at once.
 *
 * Written here because React has no "hydrate on interaction" API, and the libraries for it
 * (react-lazy-hydration, react-hydration-on-demand) predate React 18: they keep the server's HTML
 * through a wrapper's innerHTML and still ship the component's code with the page. A dehydrated
 * Suspense boundary keeps the HTML itself, and the code stays in its own chunk.
 */
export function lazyOnIntent(watch: () => Intent, load: () => Promise<{ default: ComponentType }>): PartOnIntent {
  const Component = lazy(async () => {
    await watch().started;
    return load();
  });
  return { Component, watch };
}

export interface PartOnIntent {
  Component: ComponentType;
  /**
   * Starts watching the server's HTML for intent and holding its submits (once; React's first
   * render of the part starts it otherwise). The page's entry calls it before hydrating: the
   * HTML is on screen, and can be submitted, long before React reaches a part far down the page.
   */
  watch: () => Intent;
}

/**
 * Where a part made by `lazyOnIntent` goes: its own Suspense boundary, which stays dehydrated
 * until the part's code has come. `placeholder` is what shows where the server's HTML is missing.
 */
export function LoadOnIntent({ loader, placeholder }: { loader: PartOnIntent; placeholder: ComponentProps<"div"> }) {
  return (
    <Suspense fallback={<LoadNow loader={loader} {...placeholder} />}>
      <Hydrated loader={loader}>
        <loader.Component />
      </Hydrated>
    </Suspense>
  );
}

/**
 * Committed with the part once it is hydrated (or rendered), after its own effects: held submits
 * go now. A wrapper with one child, not a sibling, so the server's markup (useId's ids) stays the same.
 */
function Hydrated({ loader, children }: { loader: PartOnIntent; children: ReactNode }) {
  useEffect(() => loader.watch().hydrated(), [loader]);
  return children;
}

/** Rendered only where the server's HTML is missing, so the code is wanted now. */
function LoadNow({ loader, ...props }: { loader: PartOnIntent } & ComponentProps<"div">) {
  useEffect(() => loader.watch().start(), [loader]);
  return <div {...props} />;
}
