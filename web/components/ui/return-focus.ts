import { useRef } from "react";

type FocusHandler = (event: Event) => void;

/**
 * Radix gives focus back to a dialog's Trigger, but most dialogs here are opened from ordinary
 * buttons (table rows, cards, calls to action). These handlers remember what had focus as the
 * dialog opens (Radix asks before it moves focus inside) and return focus there on close, so
 * keyboard and screen-reader users keep their place. A caller's handler that prevents the
 * default still wins.
 */
export function useReturnFocus(handlers: { onOpenAutoFocus?: FocusHandler; onCloseAutoFocus?: FocusHandler } = {}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
