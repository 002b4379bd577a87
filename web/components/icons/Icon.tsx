import spriteUrl from "virtual:icon-sprite";
import type { SVGProps } from "react";
import type { IconName } from "./names";

export type { IconName } from "./names";

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "role" | "aria-label" | "aria-hidden"> {
  name: IconName;
  /** What the icon says, when nothing next to it does; without one the icon is decorative. */
  label?: string;
}

/** One icon of the sprite, 24 px unless a size class says otherwise. */
export function Icon({ name, label, ...props }: IconProps) {
  const drawing = <use href={`${spriteUrl}#${name}`} />;
  return label ? (
    <svg width="24" height="24" role="img" aria-label={label} {...props}>
      {drawing}
    </svg>
  ) : (
    <svg width="24" height="24" aria-hidden="true" focusable="false" {...props}>
      {drawing}
    </svg>
  );
}
