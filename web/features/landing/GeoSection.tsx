import { LOCALES, type Locale } from "@schema/constants";
import { useQuery } from "@tanstack/react-query";
import { seoSettingsQuery } from "@web/api/public-reads";
import { Icon } from "@web/components/icons/Icon";
import { directionOf, useI18n } from "@web/i18n";
import { cn } from "@web/lib/cn";
import { selectGeoTexts } from "./geo-rules";

const COLUMNS: Record<number, string> = { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3" };

/**
 * Where the service runs, written by the team in each language (docs/product-rules.md#states): hidden without
 * content; on phones the current language (English when it has none); on wider screens all three.
 */
export function GeoSection() {
  const { locale } = useI18n();
  const { data, isError } = useQuery(seoSettingsQuery());
  const geo = isError ? null : selectGeoTexts(data, locale);
  if (!geo) return null;
  const shown = LOCALES.filter((code) => geo.texts[code]);

  return (
    <section
      id="geo-content"
      aria-label={geo.texts[geo.current]?.heading || undefined}
      className="below-the-fold scroll-mt-20 py-16"
    >
      <div className={cn("mx-auto grid max-w-6xl gap-8 px-4", COLUMNS[shown.length])}>
        {shown.map((code) => (
          <GeoText key={code} code={code} {...geo.texts[code]!} isCurrent={code === geo.current} />
        ))}
      </div>
    </section>
  );
}

function GeoText({
  code,
  heading,
  content,
  isCurrent,
}: {
  code: Locale;
  heading: string;
  content: string;
  isCurrent: boolean;
}) {
  return (
    <article
      lang={code}
      dir={directionOf(code)}
      className={cn("rounded-2xl border border-stone-200 p-6", !isCurrent && "hidden md:block")}
    >
      {heading ? (
        <h2 className="flex items-start gap-2 text-xl font-bold text-stone-900">
          <Icon name="map-pin" className="mt-1 size-5 shrink-0 text-orange-700" />
          {heading}
        </h2>
      ) : null}
      <p className={cn("whitespace-pre-line text-stone-700", heading && "mt-3")}>{content}</p>
    </article>
  );
}
