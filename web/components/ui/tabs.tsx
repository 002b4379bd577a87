import { cn } from "@web/lib/cn";
import { Tabs as Primitive } from "radix-ui";
import type { ComponentProps } from "react";

export const Tabs = Primitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Primitive.List>) {
  return (
    <Primitive.List className={cn("inline-flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1", className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger
      className={cn(
        "rounded-lg px-3 py-1.5 text-sm font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-orange-700 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("mt-4 focus-visible:outline-none", className)} {...props} />;
}
