import { cn } from "@web/lib/cn";
import { Switch as Primitive } from "radix-ui";
import type { ComponentProps } from "react";

export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 data-[state=checked]:bg-orange-700",
        className,
      )}
      {...props}
    >
      <Primitive.Thumb className="block size-5 rounded-full bg-white shadow transition-transform ltr:translate-x-0.5 rtl:-translate-x-0.5 ltr:data-[state=checked]:translate-x-5.5 rtl:data-[state=checked]:-translate-x-5.5" />
    </Primitive.Root>
  );
}
