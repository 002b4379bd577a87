import type { LanguageSession } from "@schema/api";
import { CITIES } from "@schema/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { adminSessions } from "@web/api/admin/sessions";
import { Badge } from "@web/components/ui/badge";
import { asChoices } from "@web/components/ui/input";
import { FilterSelect, SearchBox } from "../admin-list";
import { EditableList, pagedRows } from "../editable-list";
import { useListState } from "../list-state";
import { SESSIONS_LIST } from "../lists";
import { FlaggedLanguage } from "../row-controls";
import { shortWhen } from "../when";
import { OccurrencesButton } from "./Occurrences";
import { hasSeatToOffer, OfferSeatButton, SessionSeats } from "./SessionSeats";
import { initialValues, languageSessionForm, ScheduleToReview, SessionFields } from "./session-form";

/** When a session next happens, its Occurrences when weekly; "Set a date" for a converted draft without one. */
function NextStart({ session }: { session: LanguageSession }) {
  if (session.startsAt === null) {
    return (
      <Badge tone="yellow" title={session.scheduleToReview ? `Old schedule: “${session.scheduleToReview}”` : undefined}>
        Set a date
      </Badge>
    );
  }
  return (
    <div>
      <span>{session.nextStart ? shortWhen(session.nextStart) : "—"}</span>
      {session.repeat === "weekly" ? (
        <div className="text-xs text-stone-600">
          Weekly · <OccurrencesButton session={session} />
        </div>
      ) : null}
    </div>
  );
}

/** /admin/sessions: the sessions with their seats, create/edit dialogs, publication toggle and delete. */
export function SessionsPage() {
  const list = useListState(SESSIONS_LIST);
  const sessions = useQuery({ ...adminSessions.page(list.params), placeholderData: keepPreviousData });

  return (
    <EditableList
      resource={adminSessions}
      rows={{
        ...pagedRows(list, sessions),
        filteredEmpty: "No sessions match these filters.",
        toolbar: (
          <div className="mb-4 grid gap-4 sm:grid-cols-3">
            <SearchBox placeholder="Title or café" value={list.search} onChange={list.setSearch} />
            <FilterSelect
              label="Status"
              anyLabel="Published and drafts"
              {...list.filter("status")}
              options={[
                { value: "published", label: "Published" },
                { value: "draft", label: "Draft" },
              ]}
            />
            <FilterSelect label="City" anyLabel="All cities" {...list.filter("city")} options={asChoices(CITIES)} />
          </div>
        ),
      }}
      toastNoun="Language session"
      intro="Published sessions appear on the public site; drafts stay here."
      newLabel="New session"
      what="sessions"
      empty="No sessions yet. Create your first session to get started."
      itemLabel={(session: LanguageSession) => session.title}
      columns={(change, busy) => [
        { header: "Title", sort: "title", className: "font-medium", cell: (session) => <bdi>{session.title}</bdi> },
        {
          header: "Language",
          sort: "language",
          className: "sm:whitespace-nowrap",
          // The level under the language: one column less, so the table fits a laptop's width.
          cell: (session) => (
            <div>
              <FlaggedLanguage language={session.language} />
              <span className="block text-xs text-stone-600">{session.level}</span>
            </div>
          ),
        },
        { header: "Next", sort: "next", sortLabel: "Next session", cell: (session) => <NextStart session={session} /> },
        { header: "City", sort: "city", className: "sm:whitespace-nowrap", cell: (session) => session.city },
        {
          header: "Seats",
          // One block, so a phone's stacked row keeps the button under the seats, not squeezed beside them.
          cell: (session) => (
            <div>
              <SessionSeats session={session} />
              {hasSeatToOffer(session) ? <OfferSeatButton session={session} className="mt-1" /> : null}
            </div>
          ),
        },
        {
          header: "Requests",
          className: "sm:whitespace-nowrap",
          cell: (session) => (
            <Link
              to="/admin/requests"
              search={{ sessionId: session.id }}
              className="text-orange-800 underline underline-offset-2 hover:text-orange-900"
              aria-label={`${session.pendingCount ?? 0} pending: requests for ${session.title}`}
            >
              {session.pendingCount ?? 0} pending
            </Link>
          ),
        },
        {
          header: "Status",
          cell: (session) => (
            <button
              type="button"
              className="rounded-full focus-visible:outline-2 focus-visible:outline-orange-700"
              title={session.isPublished ? "Click to unpublish" : "Click to publish"}
              disabled={busy}
              onClick={() => change(session, { isPublished: !session.isPublished })}
            >
              <Badge tone={session.isPublished ? "green" : "neutral"}>
                {session.isPublished ? "Published" : "Draft"}
              </Badge>
            </button>
          ),
        },
      ]}
      confirmText="Are you sure you want to delete this session?"
      confirmDescription={(session) => <span dir="auto">{session.title}</span>}
      form={{
        schema: languageSessionForm,
        values: initialValues,
        title: (session) => (session ? "Edit session" : "New session"),
        submitLabel: (session) => (session ? "Save changes" : "Create session"),
        width: "2xl",
        summary: (session) => (session?.scheduleToReview ? <ScheduleToReview session={session} /> : null),
        fields: <SessionFields />,
      }}
    />
  );
}
