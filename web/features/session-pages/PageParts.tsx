import { Icon, type IconName } from "@web/components/icons/Icon";
import { buttonVariants } from "@web/components/ui/button";
import type { ReactNode } from "react";

/** Where every "no longer open" page sends a visitor: the landing page's schedule. */
const SCHEDULE_HREF = "/#upcoming-lessons";

/** A record's facts, as a definition list. */
export function Details({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">{children}</dl>
  );
}

export function Detail({
  icon,
  label,
  value,
  more,
  testId,
  adminContent,
  children,
}: {
  icon: IconName;
  label: string;
  value: string;
  /** A second line under the value. */
  more?: string;
  testId?: string;
  adminContent?: boolean;
  /** Links under the value. */
  children?: ReactNode;
}) {
  return (
    // A long label (the opening note's) puts its value on the next line rather than squeezing it.
    <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
      <dt className="flex shrink-0 items-start gap-2 text-stone-600">
        <Icon name={icon} className="mt-0.5 size-4 text-orange-700" />
        {label}
      </dt>
      <dd className="min-w-0 grow basis-40 font-medium text-stone-900">
        <bdi dir="auto" data-testid={testId} data-admin-content={adminContent || undefined}>
          {value}
        </bdi>
        {more ? <span className="block font-normal text-stone-700">{more}</span> : null}
        {children ? <span className="mt-1 flex flex-wrap gap-x-4 font-normal">{children}</span> : null}
      </dd>
    </div>
  );
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
