import { COPYRIGHT_YEAR } from "@schema/constants";
import { ConsentSettingsButton } from "@web/features/consent";
import { format, useI18n, useMessages } from "@web/i18n";
import { publicConfig, telHref } from "@web/lib/public-config";
import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { SECTION_LINKS } from "./Header";
import { landingMessages } from "./messages";
import { scrollToSection } from "./scroll";

const linkClass = "rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-orange-300";

export function Footer({ onContact }: { onContact?: () => void }) {
  const { t } = useI18n();
  const m = useMessages(landingMessages).footer;
  return (
    <footer id="contact" className="below-the-fold scroll-mt-20 bg-stone-900 pt-12 pb-8 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">
            <span aria-hidden>☕ </span>
            <bdi>Café Talk</bdi>
          </p>
          <p className="mt-2">{t.footer.tagline}</p>
        </div>

        <FooterColumn id="footer-links" title={t.footer.quickLinks}>
          {SECTION_LINKS.map((link) => (
            <li key={link.anchor}>
              <button type="button" className={linkClass} onClick={() => scrollToSection(link.anchor)}>
                {t.nav[link.label]}
              </button>
            </li>
          ))}
          {onContact ? (
            <li>
              <button type="button" className={linkClass} onClick={onContact}>
                {t.nav.contact}
              </button>
            </li>
          ) : null}
          <li>
            <a className={linkClass} href={publicConfig.memberAppUrl} target="_blank" rel="noopener noreferrer">
              {m.memberLogin}
            </a>
          </li>
          <ConsentSettingsButton className={linkClass} listItem />
        </FooterColumn>

        <FooterColumn id="footer-contact" title={m.getInTouch}>
          <li>
            <a className={`${linkClass} inline-flex items-center gap-2`} href={`mailto:${publicConfig.contactEmail}`}>
              <Mail aria-hidden className="size-4" />
              <bdi>{publicConfig.contactEmail}</bdi>
            </a>
          </li>
          <li>
            <a className={`${linkClass} inline-flex items-center gap-2`} href={telHref(publicConfig.contactPhone)}>
              <Phone aria-hidden className="size-4 rtl:-scale-x-100" />
              <bdi dir="ltr">{publicConfig.contactPhone}</bdi>
            </a>
          </li>
          <li>
            <a
              className={`${linkClass} inline-flex items-center gap-2`}
              href={publicConfig.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden className="size-4 rtl:-scale-x-100" />
              {m.whatsapp}
            </a>
          </li>
        </FooterColumn>

        <FooterColumn id="footer-social" title={m.followUs} listClassName="flex flex-wrap gap-2">
          {publicConfig.socialLinks.map((network) => (
            <li key={network.id}>
              <a
                className={`${linkClass} inline-block rounded-full border border-stone-600 px-3 py-1 text-sm hover:border-white hover:no-underline`}
                href={network.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={format(m.socialLabel, { network: network.name })}
                data-social={network.id}
              >
                <bdi>{network.name}</bdi>
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>

      <div className="mx-auto mt-10 flex max-w-6xl flex-col items-center gap-3 border-t border-stone-700 px-4 pt-6 text-sm text-stone-400 sm:flex-row">
        <p>{format(t.footer.rights, { year: COPYRIGHT_YEAR })}</p>
        <a className={`${linkClass} sm:ms-auto`} href="/privacy">
          {t.footer.privacy}
        </a>
        <a className={linkClass} href="/api/login">
          {t.footer.admin}
        </a>
      </div>
    </footer>
  );
}

function FooterColumn({
  id,
  title,
  children,
  listClassName = "space-y-2",
}: {
  id: string;
  title: string;
  children: ReactNode;
  listClassName?: string;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className={`mt-3 ${listClassName}`}>{children}</ul>
    </nav>
  );
}
