import { Link } from "@tanstack/react-router";
import { cn } from "@web/lib/cn";

/**
 * A person's address, as a link to everything stored about them on the People page: every row
 * of the back office that names a person (a lead, a request, a subscriber) shows one.
 */
export function PersonLink({ email, className }: { email: string; className?: string }) {
  return (
    <Link
      to="/admin/people"
      search={{ email }}
      className={cn(
        "break-all text-stone-700 underline decoration-stone-300 underline-offset-2 hover:text-stone-950",
        className,
      )}
    >
      {email}
      <span className="sr-only"> (People page)</span>
    </Link>
  );
}
