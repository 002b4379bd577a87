/** Dates in the back office: day, month, year and time, e.g. "22 Nov 2026, 10:15". */
const adminDateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function formatAdminDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "—" : adminDateTime.format(date);
}
