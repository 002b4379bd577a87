import { Icon } from "@web/components/icons/Icon";
import { cn } from "@web/lib/cn";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { useReturnFocus } from "./return-focus";

export const Dialog = Primitive.Root;
export const DialogClose = Primitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof Primitive.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  /** The panel's largest width from the `sm` breakpoint on. */
  width?: keyof typeof PANEL_WIDTHS;
}

const PANEL_WIDTHS = { md: "sm:max-w-md", lg: "sm:max-w-lg", "2xl": "sm:max-w-2xl", "3xl": "sm:max-w-3xl" };

/**
 * A full-screen overlay with a centred panel. Radix closes it on backdrop click, the close button
 * and Escape, and traps focus inside; focus then returns to whatever opened it.
 */
export function DialogContent({
  title,
  description,
  closeLabel,
  width = "lg",
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-stone-950/60 data-[state=open]:animate-in" />
      <Primitive.Content
        className={cn(
          "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl focus:outline-none",
          "sm:inset-auto sm:start-1/2 sm:top-1/2 sm:w-full sm:-translate-y-1/2 sm:rounded-2xl sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2",
          PANEL_WIDTHS[width],
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
        {...returnFocus}
      >
        <div className="flex items-start gap-4">
          <Primitive.Title className="flex-1 text-xl font-bold text-stone-900">{title}</Primitive.Title>
          <Primitive.Close
            aria-label={closeLabel}
            className="-m-2 rounded-full p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700"
          >
            <Icon name="x" className="size-5" />
          </Primitive.Close>
        </div>
        {description ? (
          <Primitive.Description className="mt-2 text-stone-700">{description}</Primitive.Description>
        ) : null}
        <div className="mt-5">{children}</div>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
