import { Link } from "@tanstack/react-router";
import type { AuthUser } from "./auth";
import { ADMIN_SECTIONS } from "./sections";

export function Dashboard({ user }: { user: AuthUser }) {
  return (
    <>
      <p className="text-stone-700">
        Signed in as <strong>{user.claims.email || user.claims.name || "Admin"}</strong>
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block rounded-xl border border-stone-200 bg-white p-5 hover:border-orange-700"
            >
              <span className="text-lg font-semibold text-stone-900">{section.title}</span>
              <span className="mt-1 block text-sm text-stone-700">{section.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-8 list-disc space-y-1 ps-6 text-sm text-stone-700">
        <li>Changes are saved immediately.</li>
        <li>Published sessions appear on the public site.</li>
        <li>People who requested a spot are notified by email when approved.</li>
        <li>FAQs support EN, FR and AR.</li>
      </ul>
    </>
  );
}
