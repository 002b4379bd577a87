/**
 * Whether a screen that shows toasts has loaded: `./toaster` says so when it is first imported,
 * and `DeferredToaster` mounts the toaster (and sonner) then, not on every page view. Its own
 * module so that knowing costs nothing: importing `./toaster` would load sonner.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster() {
  wanted = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` once the toaster is wanted (at once if it already is); answers how to stop waiting. */
export function whenToasterWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
