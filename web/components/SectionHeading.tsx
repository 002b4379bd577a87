import type { ReactNode } from "react";

/** The centred title and lead text every section of the landing page starts with, whichever feature draws it. */
export function SectionHeading({
  id,
  title,
  subtitle,
  tone = "dark",
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  tone?: "dark" | "light";
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className={tone === "dark" ? "text-3xl font-bold text-stone-900" : "text-3xl font-bold text-white"}>
        {title}
      </h2>
      {subtitle ? <p className={tone === "dark" ? "mt-3 text-stone-700" : "mt-3 text-orange-50"}>{subtitle}</p> : null}
    </div>
  );
}
