import { lazy, Suspense, useState } from "react";
import { LanguageButton } from "./LanguageButton";

// The menu (Radix, with floating-ui to place it) is about a tenth of the landing page's script
// and is needed only when someone changes language: it loads when its button is first pointed
// at, focused or pressed, and opens as soon as it is there.
const loadMenu = () => import("./LanguageMenu");
const LanguageMenu = lazy(loadMenu);

/** English, Français, العربية, each named in its own language, with a check on the current one. */
export function LanguageSwitcher() {
  const [wanted, setWanted] = useState(false);
  const button = (
    <LanguageButton
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu />
    </Suspense>
  );
}
