import spriteUrl from "virtual:icon-sprite";
import type { LearningLanguage } from "@schema/constants";
import { entryFor } from "@schema/labels";
import { cn } from "@web/lib/cn";
import { Icon } from "./Icon";
import type { FlagCountry } from "./names";

/**
 * The flag each taught language is shown with (docs/product-rules.md#landing-page): only a visual
 * cue, the language's name is always written beside it. Arabic is Tunisia's, where it is taught.
 */
const LANGUAGE_FLAGS: Record<LearningLanguage, FlagCountry> = {
  English: "GB",
  French: "FR",
  German: "DE",
  Spanish: "ES",
  Italian: "IT",
  Portuguese: "PT",
  Arabic: "TN",
  Turkish: "TR",
  Chinese: "CN",
};

/** A language's flag from the sprite, 3×2, decorative; a globe for a language outside the list. */
export function LanguageFlag({ language, className = "h-4 w-6" }: { language: string; className?: string }) {
  const country = entryFor(LANGUAGE_FLAGS, language);
  if (!country) return <Icon name="globe" className={className} />;
  return (
    <svg
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-flag={country}
      // A hairline edge, so white stripes (France, Italy) do not melt into a white card.
      className={cn("shrink-0 rounded-[2px] ring-1 ring-stone-900/15", className)}
    >
      <use href={`${spriteUrl}#flag-${country}`} />
    </svg>
  );
}
