import { useI18n } from "@web/i18n";
import { Toaster as Sonner, toast } from "sonner";
import { wantToaster } from "./toaster-wanted";

// A screen that can show toasts has loaded: the page's DeferredToaster mounts the toaster now.
wantToaster();

/** docs/product-rules.md#constants: one toast at a time, 5 s, swipe right to dismiss, F8 to focus. */
export function Toaster() {
  const { dir } = useI18n();
  return (
    <Sonner
      dir={dir}
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      position="bottom-center"
      richColors
      closeButton
    />
  );
}

/** The spec's failure toast: a destructive toast titled 'Error' (or its translation) with the server's message. */
export function toastError(title: string, error: unknown, fallback?: string) {
  const message = error instanceof Error && error.message ? error.message : (fallback ?? "");
  toast.error(title, { description: message || fallback });
}

export { toast };
