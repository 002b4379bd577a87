import type { ComponentProps } from "react";

/**
 * The hidden `website` field every public form carries: people never see or reach it, bots fill
 * it in. Hidden visually and from assistive technology, out of the tab order.
 */
export function Honeypot(props: ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
