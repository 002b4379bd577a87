import { Check, Languages } from "lucide-react";
import { LOCALES } from "@schema/constants";
import { Button } from "@web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@web/components/ui/dropdown-menu";
import { dictionaries, useI18n } from "@web/i18n";

/** English, Français, العربية, each named in its own language, with a check on the current one. */
export function LanguageSwitcher() {
  const { locale, setLocale, t } = useI18n();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t.nav.language}: ${t.languageName}`}>
          <Languages aria-hidden className="size-4" />
          <span lang={locale}>{t.languageName}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LOCALES.map((code) => (
          <DropdownMenuItem key={code} lang={code} dir="auto" onSelect={() => setLocale(code)} data-locale={code}>
            <span className="flex-1">{dictionaries[code].languageName}</span>
            {code === locale ? <Check aria-label="✓" className="size-4 text-orange-700" /> : null}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
