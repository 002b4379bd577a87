import { type LearningLanguage, LOCALES, type Locale } from "@schema/constants";
import { LANGUAGE_FLAGS } from "@schema/labels";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { LOCALE_NAMES, preloadLocale, useI18n } from "@web/i18n";
import { Check } from "lucide-react";
import { useEffect } from "react";
import { LanguageButton } from "./LanguageButton";

/** The interface languages' flags are those of the same languages on the session cards (Arabic: Tunisia's). */
const LOCALE_LANGUAGES: Record<Locale, LearningLanguage> = { en: "English", fr: "French", ar: "Arabic" };

/** Loaded by LanguageSwitcher when first wanted, so it starts open. */
export default function LanguageMenu() {
  const { locale, setLocale } = useI18n();
  // The other languages' texts download while the visitor reads the menu, so a choice applies at once.
  useEffect(() => LOCALES.forEach((code) => void preloadLocale(code).catch(() => {})), []);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LOCALES.map((code) => (
          <DropdownMenuItem key={code} lang={code} dir="auto" onSelect={() => setLocale(code)} data-locale={code}>
            {/* A visual cue only: the language's name says it. */}
            <span aria-hidden data-flag className="text-lg leading-none">
              {LANGUAGE_FLAGS[LOCALE_LANGUAGES[code]]}
            </span>
            <span className="flex-1">{LOCALE_NAMES[code]}</span>
            {code === locale ? <Check aria-label="✓" className="size-4 text-orange-700" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
