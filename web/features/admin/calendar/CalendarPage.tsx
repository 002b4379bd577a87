import type { CalendarOccurrence } from "@schema/api";
import type { LocalDay } from "@schema/occurrences";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { calendarQuery } from "@web/api/admin/sessions";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { AdminList } from "../admin-list";
import {
  addDays,
  addMonths,
  dayName,
  daysBetween,
  monthName,
  monthStart,
  timeOf,
  tunisToday,
  weekStart,
} from "../when";
import type { CalendarUrl, CalendarView } from "./calendar-url";
import { RosterDialog } from "./RosterDialog";

/** The days a view shows around `date`: a week from Monday, or the whole weeks a month touches. */
function calendarDays(view: CalendarView, date: LocalDay): { from: LocalDay; days: LocalDay[] } {
  if (view === "week") {
    const from = weekStart(date);
    return { from, days: daysBetween(from, addDays(from, 7)) };
  }
  const from = weekStart(monthStart(date));
  const lastDay = addDays(addMonths(date, 1), -1);
  return { from, days: daysBetween(from, addDays(weekStart(lastDay), 7)) };
}

/** "30 Nov – 6 Dec 2026", "December 2026". */
function rangeTitle(view: CalendarView, date: LocalDay, days: LocalDay[]): string {
  if (view === "month") return monthName(date);
  const first = days[0]!;
  const last = days.at(-1)!;
  const short = (day: LocalDay) => dayName(day).replace(/^\w+ /, "");
  return `${short(first)} – ${short(last)} ${last.slice(0, 4)}`;
}

/** The occurrences by the day they happen on, in Tunis, each day's by time. */
function byDay(occurrences: CalendarOccurrence[]): Map<LocalDay, CalendarOccurrence[]> {
  const days = new Map<LocalDay, CalendarOccurrence[]>();
  for (const occurrence of [...occurrences].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = occurrence.start.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), occurrence]);
  }
  return days;
}

/**
 * /admin/calendar: every session's occurrences by week or by month, as a calendar app shows
 * them, the view and the day in the URL. Each says its time, title and seats, struck through
 * when skipped; choosing one shows who is coming.
 */
export function CalendarPage() {
  const search = useSearch({ strict: false }) as CalendarUrl;
  const navigate = useNavigate();
  const today = tunisToday();
  const view: CalendarView = search.view ?? "week";
  const date = search.date ?? today;
  const { from, days } = calendarDays(view, date);
  // Both days included.
  const occurrences = useQuery(calendarQuery(from, days.at(-1)!));
  const [open, setOpen] = useState<CalendarOccurrence | null>(null);

  const go = (next: { view: CalendarView; date: LocalDay }) =>
    void navigate({
      to: "/admin/calendar",
      search: {
        ...(next.view === "month" ? { view: "month" as const } : {}),
        ...(next.date !== today ? { date: next.date } : {}),
      },
    });
  const step = (n: number) => go({ view, date: view === "week" ? addDays(date, 7 * n) : addMonths(date, n) });
  const unit = view === "week" ? "week" : "month";

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => go({ view, date: today })}>
            Today
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Previous ${unit}`} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Next ${unit}`} onClick={() => step(1)}>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
        <h2 className="text-lg font-semibold text-stone-900" aria-live="polite">
          {rangeTitle(view, date, days)}
        </h2>
        <fieldset className="ms-auto flex rounded-full border border-stone-300 p-0.5">
          <legend className="sr-only">View</legend>
          {(["week", "month"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => go({ view: option, date })}
              className="rounded-full px-4 py-1.5 text-sm font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-orange-700 aria-pressed:bg-orange-700 aria-pressed:text-white"
            >
              {option === "week" ? "Week" : "Month"}
            </button>
          ))}
        </fieldset>
      </div>
      <AdminList query={occurrences} what="calendar">
        {(answer) =>
          view === "week" ? (
            <WeekView days={days} today={today} occurrences={byDay(answer)} onOpen={setOpen} />
          ) : (
            <MonthView
              days={days}
              month={date.slice(0, 7)}
              today={today}
              occurrences={byDay(answer)}
              onOpen={setOpen}
            />
          )
        }
      </AdminList>
      <RosterDialog occurrence={open} onClose={() => setOpen(null)} />
    </div>
  );
}

interface ViewProps {
  days: LocalDay[];
  today: LocalDay;
  occurrences: Map<LocalDay, CalendarOccurrence[]>;
  onOpen: (occurrence: CalendarOccurrence) => void;
}

/** One day's occurrences, each a button that opens its roster. */
function DayOccurrences({
  items,
  onOpen,
  compact = false,
}: {
  items: CalendarOccurrence[];
  onOpen: ViewProps["onOpen"];
  compact?: boolean;
}) {
  return (
    <ul className={compact ? "space-y-1" : "space-y-1.5"}>
      {items.map((occurrence) => (
        <li key={`${occurrence.session.id}-${occurrence.originalStart}`}>
          <OccurrenceButton occurrence={occurrence} onOpen={onOpen} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

/** A week: seven columns on wide screens, a list of days on phones. */
function WeekView({ days, today, occurrences, onOpen }: ViewProps) {
  return (
    <ol aria-label="Week" className="grid gap-3 md:grid-cols-7 md:gap-2">
      {days.map((day) => {
        const items = occurrences.get(day) ?? [];
        return (
          <li
            key={day}
            aria-label={dayName(day, "long")}
            className={cn(
              "rounded-lg border border-stone-200 bg-white p-2 md:min-h-40",
              day === today && "border-orange-400 ring-1 ring-orange-400",
            )}
          >
            <h3 className={cn("mb-2 text-sm font-semibold text-stone-800", day === today && "text-orange-800")}>
              {dayName(day)}
              {day === today ? <span className="ms-1 font-normal">(today)</span> : null}
            </h3>
            {items.length === 0 ? (
              <p className="text-xs text-stone-500">No sessions</p>
            ) : (
              <DayOccurrences items={items} onOpen={onOpen} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** A month: its weeks as a grid on wide screens; on phones, the days that have sessions, as a list. */
function MonthView({ days, month, today, occurrences, onOpen }: ViewProps & { month: string }) {
  const inMonth = days.filter((day) => day.startsWith(month));
  const busy = inMonth.filter((day) => (occurrences.get(day) ?? []).length > 0);
  return (
    <>
      <div className="hidden md:block">
        <div aria-hidden className="grid grid-cols-7 gap-1 pb-1 text-xs font-semibold text-stone-600">
          {WEEKDAYS.map((weekday) => (
            <div key={weekday} className="px-1">
              {weekday}
            </div>
          ))}
        </div>
        <ol aria-label="Month" className="grid grid-cols-7 gap-1">
          {days.map((day) => {
            const items = occurrences.get(day) ?? [];
            return (
              <li
                key={day}
                aria-label={dayName(day, "long")}
                className={cn(
                  "min-h-28 rounded-md border border-stone-200 bg-white p-1",
                  !day.startsWith(month) && "bg-stone-50 text-stone-500",
                  day === today && "border-orange-400 ring-1 ring-orange-400",
                )}
              >
                <span className={cn("block px-1 text-xs font-semibold", day === today && "text-orange-800")}>
                  {Number(day.slice(8))}
                </span>
                <DayOccurrences items={items} onOpen={onOpen} compact />
              </li>
            );
          })}
        </ol>
      </div>
      <div className="md:hidden">
        {busy.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            No sessions this month.
          </p>
        ) : (
          <ol aria-label="Month, days with sessions" className="space-y-3">
            {busy.map((day) => (
              <li key={day} className="rounded-lg border border-stone-200 bg-white p-2">
                <h3 className="mb-2 text-sm font-semibold text-stone-800">{dayName(day)}</h3>
                <DayOccurrences items={occurrences.get(day) ?? []} onOpen={onOpen} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** One occurrence: its time, title and seats, struck through when skipped; opens its roster. */
function OccurrenceButton({
  occurrence,
  onOpen,
  compact = false,
}: {
  occurrence: CalendarOccurrence;
  onOpen: (occurrence: CalendarOccurrence) => void;
  compact?: boolean;
}) {
  const { session, status } = occurrence;
  const skipped = status === "skipped";
  // Its name is what it shows, then what it shows only by colour or strike-through: a name that
  // starts with the visible text lets a voice-control user say what they see.
  const unseen = [
    occurrence.waitlistedCount > 0 ? `${occurrence.waitlistedCount} waitlisted` : null,
    skipped ? "skipped" : null,
  ].filter(Boolean);
  const marks = [status === "moved" ? "Moved" : null, session.isPublished ? null : "Draft"].filter(Boolean);
  return (
    <button
      type="button"
      data-status={status}
      onClick={() => onOpen(occurrence)}
      className={cn(
        "block w-full rounded-md border-s-4 px-2 py-1 text-start text-sm hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-700",
        skipped ? "border-stone-300 bg-stone-100 text-stone-600" : "border-orange-600 bg-orange-50 text-stone-900",
        !session.isPublished && !skipped && "border-dashed border-stone-400 bg-white",
        compact && "px-1 py-0.5 text-xs",
      )}
    >
      <span className={cn("flex flex-wrap items-baseline gap-x-1.5", skipped && "line-through")}>
        <span className="font-semibold tabular-nums">{timeOf(occurrence.startsAt)}</span>{" "}
        <bdi className={cn("min-w-0", compact ? "truncate" : "[overflow-wrap:anywhere]")}>{session.title}</bdi>{" "}
        <span className="ms-auto tabular-nums text-stone-700">
          {occurrence.approvedCount}/{session.maxParticipants}
          <span className="sr-only">
            {[" seats taken", dayName(occurrence.start.slice(0, 10), "long"), ...unseen].join(", ")}
          </span>
        </span>
      </span>
      {marks.length > 0 ? (
        <span className={compact ? "sr-only" : "block text-xs text-stone-600"}>
          <span className="sr-only">, </span>
          {marks.join(" · ")}
        </span>
      ) : null}
    </button>
  );
}
