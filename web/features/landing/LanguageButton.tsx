import { Languages } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@web/components/ui/button";
import { useI18n } from "@web/i18n";

/** The language menu's button, the same before and after the menu itself has loaded. */
export function LanguageButton(props: ComponentProps<"button">) {
  const { locale, t } = useI18n();
  return (
    <Button variant="ghost" size="sm" aria-haspopup="menu" aria-label={`${t.nav.language}: ${t.languageName}`} {...props}>
      <Languages aria-hidden className="size-4" />
      <span lang={locale}>{t.languageName}</span>
    </Button>
  );
}
