import { LogIn, Menu, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { useI18n } from "@web/i18n";
import { publicConfig } from "@web/lib/public-config";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { scrollToSection } from "./scroll";

export const SECTION_LINKS = [
  { anchor: "pricing", label: "pricing" },
  { anchor: "upcoming-lessons", label: "schedule" },
  { anchor: "faq", label: "faq" },
] as const;

export function Header() {
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const go = (anchor: string) => {
    setMenuOpen(false);
    scrollToSection(anchor);
  };

  const sectionButtons = SECTION_LINKS.map((link) => (
    <Button key={link.anchor} variant="ghost" size="sm" onClick={() => go(link.anchor)}>
      {t.nav[link.label]}
    </Button>
  ));

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <a href="/" className="flex items-center gap-2 text-lg font-bold text-stone-900" aria-label={t.nav.home}>
          <span aria-hidden className="grid size-9 place-items-center rounded-full bg-orange-700 text-white">
            ☕
          </span>
          <span dir="ltr">Café Talk</span>
        </a>
        <nav aria-label="Main" className="ms-auto hidden items-center gap-1 md:flex">
          {sectionButtons}
        </nav>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <LanguageSwitcher />
          <Button asChild variant="ghost" size="icon">
            <a href={publicConfig.memberAppUrl} target="_blank" rel="noopener noreferrer" aria-label={t.nav.login}>
              <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />
            </a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" className="flex flex-col items-stretch gap-1 border-t border-stone-200 px-4 py-3 md:hidden">
          {sectionButtons}
        </nav>
      ) : null}
    </header>
  );
}
