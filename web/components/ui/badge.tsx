import { cn } from "@web/lib/cn";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      neutral: "bg-stone-100 text-stone-800",
      green: "bg-green-100 text-green-800",
      yellow: "bg-yellow-100 text-yellow-900",
      red: "bg-red-100 text-red-800",
      blue: "bg-blue-100 text-blue-800",
      orange: "bg-orange-100 text-orange-900",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
