import { useI18n } from "@web/i18n";

/** The 404 page's text, as the Worker renders it for any path nothing answers (web/features/session-pages/PublicPage.tsx). */
export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="grid min-h-[60vh] place-items-center px-4 py-16 text-center">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t.notFound.title}</h1>
        <p className="mt-3 text-stone-700">{t.notFound.text}</p>
        <a href="/" className="mt-6 inline-block font-semibold text-orange-800 underline">
          {t.notFound.home}
        </a>
      </div>
    </div>
  );
}
