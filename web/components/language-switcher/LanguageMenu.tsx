import { LOCALES } from "@schema/constants";
import { Icon } from "@web/components/icons/Icon";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { LOCALE_NAMES, preloadLocale, useI18n } from "@web/i18n";
import { useEffect } from "react";
import { LanguageButton } from "./LanguageButton";

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
            {/*
              A badge with the language's code rather than a flag emoji: flags render as letters or
              empty boxes where the system has no emoji font (Windows, many Linux desktops), and no
              one country's flag stands for English or Arabic. A visual cue only: the name says it.
            */}
            <span
              aria-hidden
              data-badge
              className="w-8 rounded bg-orange-100 py-0.5 text-center font-mono text-xs font-bold text-orange-800"
              lang="en"
            >
              {code.toUpperCase()}
            </span>
            <span className="flex-1">{LOCALE_NAMES[code]}</span>
            {code === locale ? <Icon name="check" label="✓" className="size-4 text-orange-700" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
