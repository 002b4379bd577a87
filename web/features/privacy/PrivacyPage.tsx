import { Icon } from "@web/components/icons/Icon";
import { useMessages } from "@web/i18n";
import { useSite } from "@web/lib/site";
import { privacyMessages } from "./messages";

/**
 * /privacy: what the site collects and why, in the visitor's language (linked from the footer). The
 * Worker renders it between the site's header and footer (web/features/session-pages/PublicPage.tsx);
 * no script runs it. The cookie section points to the footer's "Cookie settings", an island.
 */
export function PrivacyPage() {
  const m = useMessages(privacyMessages);
  const contactEmail = useSite()?.contactEmail;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{m.title}</h1>
      <p className="mt-4 text-lg text-stone-700">{m.intro}</p>
      {m.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-stone-900">{section.heading}</h2>
          <p className="mt-2 text-stone-700">{section.text}</p>
          {section.rows ? (
            <table className="mt-4 w-full border-collapse text-start text-sm">
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="py-2 pe-4 text-start font-semibold text-stone-900">
                    {m.tableHeaders.what}
                  </th>
                  <th scope="col" className="py-2 text-start font-semibold text-stone-900">
                    {m.tableHeaders.kept}
                  </th>
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.what} className="border-b border-stone-200 align-top">
                    <td className="py-2 pe-4 text-stone-700">{row.what}</td>
                    <td className="py-2 text-stone-900">{row.kept}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
      {contactEmail ? (
        <p className="mt-8 text-stone-800">
          {m.contact}{" "}
          <a className="font-semibold text-orange-800 underline" href={`mailto:${contactEmail}`}>
            <bdi>{contactEmail}</bdi>
          </a>
        </p>
      ) : null}
      <a href="/" className="mt-10 inline-flex items-center gap-2 font-semibold text-orange-800 hover:underline">
        <Icon name="arrow-left" className="size-4 rtl:-scale-x-100" />
        {m.back}
      </a>
    </article>
  );
}
