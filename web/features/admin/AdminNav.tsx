import type { AdminCounts } from "@schema/api";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { adminCountsQuery } from "@web/api/admin/counts";
import { cn } from "@web/lib/cn";
import { useEffect } from "react";
import { ADMIN_SECTIONS } from "./sections";

const NAV_ITEMS = [{ to: "/admin", title: "Dashboard" }, ...ADMIN_SECTIONS] as const;

/** A second badge of a section: the spots people cancelled themselves in the last day, by Requests. */
const ALSO_WAITING: Partial<Record<string, { count: keyof AdminCounts; noun: (n: number) => string }>> = {
  "/admin/requests": {
    count: "cancelledByPeople",
    noun: (n) => `${n} ${n === 1 ? "spot" : "spots"} cancelled by people in the last 24 hours`,
  },
};

const LINK_STYLE =
  "flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700 aria-[current=page]:bg-orange-100 aria-[current=page]:text-orange-950";

/**
 * Every back-office page, by name, with what waits in it (pending requests and spots people
 * cancelled in the last day, failed emails, seats to offer by hand, leads nobody answered in 24 hours); the current page is marked `aria-current="page"`. A sidebar on wide screens; on
 * narrower ones the header's Menu button shows it (`open`), and choosing a page closes it.
 */
export function AdminNav({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const counts = useQuery(adminCountsQuery()).data;
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the phone menu.
  useEffect(() => onClose(), [pathname]);

  return (
    <nav
      id={id}
      aria-label="Back office"
      className={cn(
        "border-b border-stone-200 bg-white lg:block lg:w-60 lg:shrink-0 lg:border-0 lg:bg-transparent",
        !open && "max-lg:hidden",
      )}
    >
      <ul className="space-y-1 px-4 py-3 lg:px-0 lg:py-8">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            {/* A section is current on its own pages too (a lead's page is under Leads); the dashboard only on itself. */}
            <Link
              to={item.to}
              activeOptions={{ exact: item.to === "/admin", includeSearch: false }}
              className={LINK_STYLE}
            >
              <span>{item.title}</span>
              <span className="flex gap-1">
                {"waiting" in item ? <WaitingBadge waiting={item.waiting} counts={counts} /> : null}
                {ALSO_WAITING[item.to] ? (
                  <WaitingBadge waiting={ALSO_WAITING[item.to]!} counts={counts} tone="red" />
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function WaitingBadge({
  waiting,
  counts,
  tone = "orange",
}: {
  waiting: { count: keyof AdminCounts; noun: (n: number) => string };
  counts: AdminCounts | undefined;
  tone?: "orange" | "red";
}) {
  const n = counts?.[waiting.count] ?? 0;
  if (n === 0) return null;
  return (
    <span
      className={cn(
        "rounded-full px-2 py-0.5 text-xs font-bold text-white",
        tone === "orange" ? "bg-orange-700" : "bg-red-800",
      )}
      data-waiting={waiting.count}
    >
      <span aria-hidden>{n}</span>
      <span className="sr-only">: {waiting.noun(n)}</span>
    </span>
  );
}
