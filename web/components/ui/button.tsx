import { cn } from "@web/lib/cn";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

/**
 * Also styles links that look like buttons: `<a className={buttonVariants({ variant: "light" })}>`.
 * `md` grows with its label, so a long French or Arabic label wraps instead of overflowing.
 */
export const buttonVariants = cva(
  "inline-flex items-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-orange-700 text-white hover:bg-orange-800",
        outline: "border border-orange-700 text-orange-800 hover:bg-orange-50",
        ghost: "text-stone-800 hover:bg-stone-100",
        light: "bg-white text-orange-800 hover:bg-orange-50",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        destructiveGhost: "text-red-700 hover:bg-red-50",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "min-h-11 px-6 py-2 text-base",
        icon: "size-10",
      },
      /** `start` lines the label up with the text of a full-width menu. */
      align: {
        center: "justify-center",
        start: "justify-start",
      },
    },
    defaultVariants: { variant: "primary", size: "md", align: "center" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, align, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, align }), className)} {...props} />;
}
