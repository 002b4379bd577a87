import { Switch } from "@web/components/ui/switch";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";

// Apart from fields.tsx: only the back office's forms have a switch, and the public forms need not
// load Radix's for it.

/** An on/off switch named by its label, with a short note beside it. */
export function SwitchField({
  name,
  label,
  hint,
  className,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <label className={cn("flex items-center gap-3", className)}>
          <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          {/* A long label and its hint wrap as one block beside the switch, the hint under it on a phone. */}
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-stone-800">{label}</span>
            {hint ? <span className="text-sm text-stone-600">{hint}</span> : null}
          </span>
        </label>
      )}
    />
  );
}
