import { CONSENT_SETTINGS_EVENT, CONSENT_SETTINGS_LABEL, trackingIds } from "@schema/consent";
import { useQuery } from "@tanstack/react-query";
import { seoSettingsQuery } from "@web/api/public-reads";
import { useI18n } from "@web/i18n";

/**
 * "Cookie settings": shows the consent banner again, so a choice can be changed at any time. Only
 * where the banner exists, when a tracking id is set; the banner itself is the Worker's
 * (worker/pages/consent.ts), so this asks it through an event.
 */
export function ConsentSettingsButton({ className, listItem = false }: { className?: string; listItem?: boolean }) {
  const { locale } = useI18n();
  const settings = useQuery(seoSettingsQuery());
  if (!trackingIds(settings.data)) return null;
  const button = (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))}>
      {CONSENT_SETTINGS_LABEL[locale]}
    </button>
  );
  return listItem ? <li>{button}</li> : button;
}
