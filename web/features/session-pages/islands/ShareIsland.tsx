import { sessionTitle } from "@schema/session-text";
import { Button, buttonVariants } from "@web/components/ui/button";
import { useI18n, useMessages } from "@web/i18n";
import { useEffect, useState } from "react";
import { sessionPagesMessages } from "../messages";
import { usePageData } from "../page-data";
import { shareLinks } from "../share-links";

/**
 * The page's share buttons. WhatsApp and Facebook are links, so they work before this hydrates;
 * copying the link needs a script, and so does the system's share sheet (phones, `navigator.share`)
 * and Messenger's app link (phones only: Facebook documents no web dialog for it without an app id).
 */
export default function ShareIsland() {
  const page = usePageData();
  const { locale } = useI18n();
  const m = useMessages(sessionPagesMessages).share;
  const [status, setStatus] = useState("");
  // Known only in the browser, after hydration: the server's HTML has neither.
  const [device, setDevice] = useState({ canShare: false, phone: false });
  useEffect(() => {
    setDevice({
      canShare: typeof navigator.share === "function",
      phone: window.matchMedia("(pointer: coarse)").matches,
    });
  }, []);
  const title = page.kind === "cafe" ? page.cafe.name : page.session ? sessionTitle(page.session, locale) : "";
  const links = shareLinks(page.url, title);
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      setStatus(m.copied);
    } catch {
      setStatus(m.copyFailed);
    }
  };

  return (
    <section aria-labelledby="share-title">
      <h2 id="share-title" className="text-lg font-bold text-stone-900">
        {m.title}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {device.canShare ? (
          <Button size="sm" onClick={() => navigator.share({ title, url: page.url }).catch(() => {})}>
            {m.native}
          </Button>
        ) : null}
        <a className={linkClass} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          {m.whatsapp}
        </a>
        <a className={linkClass} href={links.facebook} target="_blank" rel="noopener noreferrer">
          {m.facebook}
        </a>
        {device.phone ? (
          <a className={linkClass} href={links.messenger}>
            {m.messenger}
          </a>
        ) : null}
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
