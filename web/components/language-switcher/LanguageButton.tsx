import { Icon } from "@web/components/icons/Icon";
import { Button } from "@web/components/ui/button";
import { LOCALE_NAMES, useI18n } from "@web/i18n";
import type { ComponentProps } from "react";

/** The language menu's button, the same before and after the menu itself has loaded. */
export function LanguageButton(props: ComponentProps<"button">) {
  const { locale, t } = useI18n();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-label={`${t.nav.language}: ${LOCALE_NAMES[locale]}`}
      {...props}
    >
      <Icon name="languages" className="size-4" />
      <span lang={locale}>{LOCALE_NAMES[locale]}</span>
    </Button>
  );
}
