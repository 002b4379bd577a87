import { sessionTitle } from "@schema/session-text";
import { Button, buttonVariants } from "@web/components/ui/button";
import { useI18n, useMessages } from "@web/i18n";
import { cn } from "@web/lib/cn";
import { useState } from "react";
import { sessionPagesMessages } from "../messages";
import { usePageData } from "../page-data";
import { shareLinks } from "../share-links";

/**
 * The page's share buttons, the same in the server's HTML as once hydrated (at a visitor's intent,
 * web/islands/registry.ts), so nothing appears or moves when the code comes. WhatsApp and Facebook
 * are links that work before any script. Phones (a coarse pointer, told by CSS) also get the
 * system's share sheet and Messenger's app link (Facebook documents no web dialog for it without an
 * app id); on a phone's browser with no share sheet (Firefox for Android), that button copies the link.
 */
export default function ShareIsland() {
  const page = usePageData();
  const { locale } = useI18n();
  const m = useMessages(sessionPagesMessages).share;
  const [status, setStatus] = useState("");
  const title = page.kind === "cafe" ? page.cafe.name : page.session ? sessionTitle(page.session, locale) : "";
  const links = shareLinks(page.url, title);
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  const phonesOnly = "not-pointer-coarse:hidden";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      setStatus(m.copied);
    } catch {
      setStatus(m.copyFailed);
    }
  };

  const openShareSheet = () =>
    typeof navigator.share === "function"
      ? // A visitor who closes the sheet without sharing rejects the promise: nothing to say.
        navigator.share({ title, url: page.url }).catch(() => {})
      : copy();

  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title" className="text-lg font-bold text-stone-900">
        {m.title}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" className={phonesOnly} onClick={openShareSheet}>
          {m.native}
        </Button>
        <a className={linkClass} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          {m.whatsapp}
        </a>
        <a className={linkClass} href={links.facebook} target="_blank" rel="noopener noreferrer">
          {m.facebook}
        </a>
        <a className={cn(linkClass, phonesOnly)} href={links.messenger}>
          {m.messenger}
        </a>
        <Button size="sm" variant="outline" onClick={copy}>
          {m.copy}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-green-800">
        {status}
      </p>
    </section>
  );
}
