import { LOCALES } from "@schema/constants";
import { Icon } from "@web/components/icons/Icon";
import { LanguageSwitcher } from "@web/components/language-switcher/LanguageSwitcher";
import { Button, buttonVariants } from "@web/components/ui/button";
import { IntentButton } from "@web/components/ui/intent-button";
import { LOCALE_NAMES, useI18n } from "@web/i18n";
import { cn } from "@web/lib/cn";
import { useSite } from "@web/lib/site";
import { useState } from "react";
import { flushSync } from "react-dom";
import { scrollToSection } from "./scroll";

export const SECTION_LINKS = [
  { anchor: "pricing", label: "pricing" },
  { anchor: "upcoming-lessons", label: "schedule" },
  { anchor: "faq", label: "faq" },
] as const;

type OpensForm = () => Promise<void> | void;

interface HeaderProps {
  /** Each call to action is shown only when its handler is supplied (docs/product-rules.md#landing-page). */
  onJoinAsLearner?: OpensForm;
  onBecomeTeacher?: OpensForm;
  onContact?: OpensForm;
  /** Fetches the forms' code on a visitor's intent: a pointer over or focus on a call to action, the phone menu opening. */
  onIntent?: () => void;
}

export function Header({ onJoinAsLearner, onBecomeTeacher, onContact, onIntent }: HeaderProps) {
  const { t } = useI18n();
  const memberAppUrl = useSite()?.memberAppUrl;
  const [menuOpen, setMenuOpen] = useState(false);
  /**
   * Every menu choice closes the mobile menu first. The header is sticky, so closing the menu
   * moves the page up: the menu must be gone before a scroll target is measured.
   */
  const choose = (action: OpensForm) => () => {
    flushSync(() => setMenuOpen(false));
    return action();
  };

  const items = (layout: "bar" | "menu") => {
    const variant = layout === "bar" ? "sm" : "md";
    const align = layout === "menu" ? "start" : "center";
    const itemClass = layout === "menu" ? "w-full" : undefined;
    return (
      <>
        {SECTION_LINKS.map((link) => (
          <Button
            key={link.anchor}
            variant="ghost"
            size={variant}
            align={align}
            className={itemClass}
            onClick={choose(() => scrollToSection(link.anchor))}
          >
            {t.nav[link.label]}
          </Button>
        ))}
        {onContact ? (
          <IntentButton
            variant="ghost"
            size={variant}
            align={align}
            className={itemClass}
            onPress={choose(onContact)}
            onIntent={onIntent}
          >
            {t.nav.contact}
          </IntentButton>
        ) : null}
        {onJoinAsLearner ? (
          <IntentButton
            variant="outline"
            size={variant}
            align={align}
            className={cn(itemClass, layout === "bar" && "ms-2")}
            onPress={choose(onJoinAsLearner)}
            onIntent={onIntent}
          >
            {t.nav.forLearners}
          </IntentButton>
        ) : null}
        {onBecomeTeacher ? (
          <IntentButton
            size={variant}
            align={align}
            className={itemClass}
            onPress={choose(onBecomeTeacher)}
            onIntent={onIntent}
          >
            {t.nav.becomeTeacher}
          </IntentButton>
        ) : null}
      </>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <a
          href="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-stone-900"
          aria-label={t.nav.home}
        >
          <span aria-hidden className="grid size-9 place-items-center rounded-full bg-orange-700 text-white">
            ☕
          </span>
          <span dir="ltr">Café Talk</span>
        </a>
        <nav aria-label={t.nav.main} className="ms-auto hidden items-center gap-1 lg:flex">
          {items("bar")}
        </nav>
        <div className="ms-auto flex items-center gap-1 lg:ms-2">
          <span className="contents noscript:hidden">
            <LanguageSwitcher />
          </span>
          <LanguageLinks />
          {memberAppUrl ? (
            <a
              href={memberAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.nav.login}
              title={t.nav.login}
              className={buttonVariants({ variant: "ghost", size: "icon" })}
            >
              <Icon name="log-in" className="size-5 rtl:-scale-x-100" />
            </a>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden noscript:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => {
              // Most of the menu's choices open a form: its code starts coming while the visitor reads it.
              if (!menuOpen) onIntent?.();
              setMenuOpen(!menuOpen);
            }}
          >
            {menuOpen ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
          </Button>
          <MenuWithoutScript />
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t.nav.mobile}
          className="flex flex-col items-stretch gap-1 border-t border-stone-200 bg-white px-4 py-3 lg:hidden"
        >
          {items("menu")}
          {memberAppUrl ? (
            <a
              href={memberAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setMenuOpen(false)}
              className={cn(buttonVariants({ variant: "ghost", align: "start" }), "w-full")}
            >
              <Icon name="log-in" className="size-5 rtl:-scale-x-100" />
              {t.nav.login}
            </a>
          ) : null}
        </nav>
      ) : null}
    </header>
  );
}

/** A `<details>`'s summary drawn as one of the header's buttons, without the browser's marker. */
const summaryClass = "list-none cursor-pointer [&::-webkit-details-marker]:hidden";

/**
 * With JavaScript off (shown then only, `noscript:`), the language menu is the three languages
 * as links the Worker answers (`?lang=`), in a `<details>` drawn like the language button.
 */
function LanguageLinks() {
  const { locale, t } = useI18n();
  return (
    <details className="relative hidden noscript:block">
      <summary className={cn(buttonVariants({ variant: "ghost", size: "sm" }), summaryClass)}>
        <Icon name="languages" className="size-4" />
        <span className="sr-only">{t.nav.language}: </span>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-1 min-w-40 rounded-md border border-stone-200 bg-white p-1 shadow-md">
        {LOCALES.map((code) => (
          <li key={code}>
            <a
              href={`?lang=${code}`}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? "true" : undefined}
              className={cn(buttonVariants({ variant: "ghost", size: "sm", align: "start" }), "w-full")}
            >
              {LOCALE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * With JavaScript off (shown then only), the phone menu opens as a `<details>`: the section
 * links, as links. Its forms need a script; the member app's login is in the bar already.
 */
function MenuWithoutScript() {
  const { t } = useI18n();
  return (
    <details className="group hidden noscript:block lg:noscript:hidden">
      <summary className={cn(buttonVariants({ variant: "ghost", size: "icon" }), summaryClass)}>
        <Icon name="menu" className="size-5 group-open:hidden" />
        <Icon name="x" className="hidden size-5 group-open:block" />
        <span className="sr-only">{t.nav.openMenu}</span>
      </summary>
      {/* Under the bar, across the page: the sticky header is where it is placed. */}
      <ul className="absolute inset-x-0 top-full flex flex-col gap-1 border-y border-stone-200 bg-white px-4 py-3">
        {SECTION_LINKS.map((link) => (
          <li key={link.anchor}>
            <a href={`#${link.anchor}`} className={cn(buttonVariants({ variant: "ghost", align: "start" }), "w-full")}>
              {t.nav[link.label]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
