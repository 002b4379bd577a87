import { Icon, type IconName } from "@web/components/icons/Icon";
import { buttonVariants } from "@web/components/ui/button";
import { Detail as ScheduleDetail } from "@web/features/schedule";
import type { ComponentProps, ReactNode } from "react";

/** Where every "no longer open" page sends a visitor: the landing page's schedule. */
const SCHEDULE_HREF = "/#upcoming-lessons";

/** A record's facts, as a definition list. */
export function Details({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">{children}</dl>
  );
}

/** One fact of the record, as the schedule's cards show theirs, given room to wrap. */
export function Detail({
  icon,
  ...props
}: Omit<ComponentProps<typeof ScheduleDetail>, "icon" | "wide"> & { icon: IconName }) {
  return <ScheduleDetail icon={<Icon name={icon} />} wide {...props} />;
}

export function PageLink({ href, children }: { href: string; children: ReactNode }) {
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className="rounded text-orange-800 underline underline-offset-4 hover:text-orange-900 focus-visible:outline-2 focus-visible:outline-orange-700"
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

/** A page's "no longer here" message, with the way to the schedule. */
export function Notice({ title, text, link }: { title: string; text: string; link: string }) {
  return (
    <section className="mx-auto mt-6 max-w-3xl rounded-2xl border border-orange-200 bg-orange-50 p-6">
      <h2 className="text-xl font-bold text-stone-900">{title}</h2>
      <p className="mt-2 text-stone-800">{text}</p>
      <a href={SCHEDULE_HREF} className={`${buttonVariants({ variant: "primary" })} mt-4`}>
        {link}
      </a>
    </section>
  );
}
