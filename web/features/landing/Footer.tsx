import { COPYRIGHT_YEAR } from "@schema/constants";
import { SOCIAL_NETWORKS, whatsappUrl } from "@schema/site";
import { Icon } from "@web/components/icons/Icon";
import { ConsentSettingsButton } from "@web/features/consent";
import { format, useI18n, useMessages } from "@web/i18n";
import { usePressIntent } from "@web/lib/press-intent";
import { telHref, useSite } from "@web/lib/site";
import type { ReactNode } from "react";
import { SECTION_LINKS } from "./Header";
import { landingMessages } from "./messages";
import { scrollToSection } from "./scroll";

const linkClass = "rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-orange-300";

/** The footer (docs/product-rules.md#landing-page). Each contact detail and link shows only once set in Site settings. */
export function Footer({ onContact, onIntent }: { onContact?: () => Promise<void> | void; onIntent?: () => void }) {
  const { t } = useI18n();
  const m = useMessages(landingMessages).footer;
  const site = useSite();
  const contact = site && (site.contactEmail || site.contactPhone || site.whatsappNumber);
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
              <ContactButton onContact={onContact} onIntent={onIntent} />
            </li>
          ) : null}
          {site?.memberAppUrl ? (
            <li>
              <a className={linkClass} href={site.memberAppUrl} target="_blank" rel="noopener noreferrer">
                {m.memberLogin}
              </a>
            </li>
          ) : null}
          <ConsentSettingsButton className={linkClass} listItem />
        </FooterColumn>

        {contact ? (
          <FooterColumn id="footer-contact" title={m.getInTouch}>
            {site.contactEmail ? (
              <li>
                <a className={`${linkClass} inline-flex items-center gap-2`} href={`mailto:${site.contactEmail}`}>
                  <Icon name="mail" className="size-4" />
                  <bdi>{site.contactEmail}</bdi>
                </a>
              </li>
            ) : null}
            {site.contactPhone ? (
              <li>
                <a className={`${linkClass} inline-flex items-center gap-2`} href={telHref(site.contactPhone)}>
                  <Icon name="phone" className="size-4 rtl:-scale-x-100" />
                  <bdi dir="ltr">{site.contactPhone}</bdi>
                </a>
              </li>
            ) : null}
            {site.whatsappNumber ? (
              <li>
                <a
                  className={`${linkClass} inline-flex items-center gap-2`}
                  href={whatsappUrl(site.whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="message-circle" className="size-4 rtl:-scale-x-100" />
                  {m.whatsapp}
                </a>
              </li>
            ) : null}
          </FooterColumn>
        ) : null}

        {site && site.socialLinks.length > 0 ? (
          <FooterColumn id="footer-social" title={m.followUs} listClassName="flex flex-wrap gap-2">
            {site.socialLinks.map((link) => {
              const name = SOCIAL_NETWORKS.find((network) => network.id === link.network)?.name ?? link.network;
              return (
                <li key={link.network}>
                  <a
                    className={`${linkClass} inline-block rounded-full border border-stone-600 px-3 py-1 text-sm hover:border-white hover:no-underline`}
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={format(m.socialLabel, { network: name })}
                    data-social={link.network}
                  >
                    <bdi>{name}</bdi>
                  </a>
                </li>
              );
            })}
          </FooterColumn>
        ) : null}
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

/** "Contact" styled as a link: its form's code comes on intent, and it says it is busy until the form shows. */
function ContactButton({ onContact, onIntent }: { onContact: () => Promise<void> | void; onIntent?: () => void }) {
  const { t } = useI18n();
  const { buttonProps } = usePressIntent({ onPress: onContact, onIntent });
  return (
    <button type="button" className={`${linkClass} aria-busy:cursor-progress aria-busy:opacity-70`} {...buttonProps}>
      {t.nav.contact}
    </button>
  );
}
