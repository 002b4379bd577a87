import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

type ListPath = "/admin/leads" | "/admin/newsletter";

/** The way back from one record's page to its list, above the record. */
export function BackToList({ to, label }: { to: ListPath; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-orange-900 underline">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {label}
    </Link>
  );
}

/** A record's page whose record is not there (a wrong id, or deleted since the link was made). */
export function RecordNotFound({ what, to, label }: { what: string; to: ListPath; label: string }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="text-stone-800">
        This {what} does not exist (any more).
      </p>
      <BackToList to={to} label={label} />
    </div>
  );
}
