import { Link } from "@tanstack/react-router";
import { useDocumentTitle, useI18n } from "@web/i18n";

export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t.meta.notFoundTitle);
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t.notFound.title}</h1>
        <p className="mt-3 text-stone-700">{t.notFound.text}</p>
        <Link to="/" className="mt-6 inline-block font-semibold text-orange-800 underline">
          {t.notFound.home}
        </Link>
      </div>
    </main>
  );
}
