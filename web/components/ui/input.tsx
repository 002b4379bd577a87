import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

const control =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-orange-700 focus:outline-2 focus:outline-orange-700/40 aria-[invalid=true]:border-red-700 disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24", className)} {...props} />;
}

/** The platform's own select: the best picker on phones, accessible by default. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "h-11 pe-8", className)} {...props} />;
}
