import { cn } from "@web/lib/cn";
import { usePressIntent } from "@web/lib/press-intent";
import type { ComponentProps } from "react";
import { Button } from "./button";

type IntentButtonProps = Omit<ComponentProps<typeof Button>, "onClick"> & Parameters<typeof usePressIntent>[0];

/**
 * A button whose press opens something that may still be loading (a form's dialog): it fetches
 * that code on the visitor's intent (`usePressIntent`), darkens while pressed, and until what it
 * opens shows it is busy: a spinner in place of its label, which stays for screen readers and
 * keeps the button's size.
 */
export function IntentButton({ onPress, onIntent, preloadInView, className, children, ...props }: IntentButtonProps) {
  const { busy, buttonProps } = usePressIntent({ onPress, onIntent, preloadInView });
  return (
    <Button
      {...props}
      {...buttonProps}
      className={cn("relative active:brightness-90 aria-busy:cursor-progress aria-busy:brightness-90", className)}
    >
      <span className={cn("inline-flex items-center gap-2", busy && "opacity-0")}>{children}</span>
      {busy ? (
        // Drawn by CSS, not an icon of the sprite: a new <use> of it may wait on the network.
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto size-5 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
      ) : null}
    </Button>
  );
}
