import { COPYRIGHT_YEAR } from "@schema/constants";
import { format, useI18n } from "@web/i18n";
import { publicConfig } from "@web/lib/public-config";
import { SECTION_LINKS } from "./Header";
import { scrollToSection } from "./scroll";

export function Footer() {
  const { t } = useI18n();
  return (
    <footer id="contact" className="bg-stone-900 py-12 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white" dir="ltr">
            Café Talk
          </p>
          <p className="mt-2 text-stone-300">{t.footer.tagline}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-white">
            {t.footer.quickLinks}
          </h2>
          <ul className="mt-3 space-y-2">
            {SECTION_LINKS.map((link) => (
              <li key={link.anchor}>
                <button type="button" className="hover:text-white" onClick={() => scrollToSection(link.anchor)}>
                  {t.nav[link.label]}
                </button>
              </li>
            ))}
            <li>
              <a className="hover:text-white" href={publicConfig.memberAppUrl} target="_blank" rel="noopener noreferrer">
                {t.nav.login}
              </a>
            </li>
          </ul>
        </nav>
        <div className="space-y-2">
          <p>
            <a className="hover:text-white" href={`mailto:${publicConfig.contactEmail}`}>
              <bdi>{publicConfig.contactEmail}</bdi>
            </a>
          </p>
          <p>
            <a className="hover:text-white" href={`tel:${publicConfig.contactPhone.replace(/\s+/g, "")}`}>
              <bdi>{publicConfig.contactPhone}</bdi>
            </a>
          </p>
          <p>
            <a className="text-sm text-stone-400 hover:text-white" href="/api/login">
              {t.footer.admin}
            </a>
          </p>
        </div>
      </div>
      <p className="mt-10 text-center text-sm text-stone-400">{format(t.footer.rights, { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
