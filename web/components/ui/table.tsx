import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

/**
 * A table that scrolls sideways on narrow screens instead of breaking the layout. Its scrolling box
 * takes focus, so a keyboard user can scroll it with the arrow keys when it overflows (a table of
 * long addresses may have nothing else focusable in it); the back office is English-only.
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={props["aria-label"] ?? "Table, scrolls sideways"}
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-orange-600"
    >
      <table className={cn("w-full text-start text-sm text-stone-800", className)} {...props} />
    </section>
  );
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap border-b border-stone-200 bg-stone-50 px-4 py-3 text-start font-semibold text-stone-800",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("border-b border-stone-100 px-4 py-3 align-top", className)} {...props} />;
}

/**
 * The header of a column of row buttons: named for assistive technology, empty on screen. Named
 * with aria-label rather than an sr-only span, which, absolutely positioned, would widen the page
 * past the scrolling table.
 */
export function ActionsTh({ label = "Actions" }: { label?: string }) {
  return <Th aria-label={label} />;
}
