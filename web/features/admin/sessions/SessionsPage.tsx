import type { LanguageSession } from "@schema/api";
import { adminSessions } from "@web/api/admin/sessions";
import { Badge } from "@web/components/ui/badge";
import { EditableList } from "../editable-list";
import { FlaggedLanguage } from "../row-controls";
import { initialValues, languageSessionForm, SessionFields } from "./session-form";

/** /admin/sessions: the sessions table, create/edit dialogs, publication toggle and delete. */
export function SessionsPage() {
  return (
    <EditableList
      resource={adminSessions}
      toastNoun="Language session"
      intro="Published sessions appear on the public site; drafts stay here."
      newLabel="New session"
      what="sessions"
      empty="No sessions yet. Create your first session to get started."
      itemLabel={(session: LanguageSession) => session.title}
      columns={(change, busy) => [
        { header: "Title", className: "font-medium", cell: (session) => <bdi>{session.title}</bdi> },
        {
          header: "Language",
          className: "whitespace-nowrap",
          cell: (session) => <FlaggedLanguage language={session.language} />,
        },
        { header: "Level", className: "whitespace-nowrap", cell: (session) => session.level },
        { header: "City", className: "whitespace-nowrap", cell: (session) => session.city },
        {
          header: "Participants",
          className: "whitespace-nowrap",
          cell: (session) => (
            <span title="Approved requests / max participants">
              {session.approvedCount ?? 0} / {session.maxParticipants}
            </span>
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
        fields: <SessionFields />,
      }}
    />
  );
}
