import type { LanguageSession } from "@schema/api";
import { adminSessions } from "@web/api/admin/sessions";
import { Badge } from "@web/components/ui/badge";
import { AdminList, AdminTable, type Column, ListIntro } from "../admin-list";
import { useAdminResource, useEditing } from "../resource";
import { FlaggedLanguage, RowActions } from "../row-controls";
import { SessionFormDialog, type SessionFormValues } from "./SessionFormDialog";

/** /admin/sessions: the sessions table, create/edit dialogs, publication toggle and delete. */
export function SessionsPage() {
  const { list, update, remove, save } = useAdminResource<LanguageSession, SessionFormValues>(
    adminSessions,
    "Language session",
  );
  const editor = useEditing<LanguageSession>();
  const columns: Column<LanguageSession>[] = [
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
          disabled={update.isPending}
          onClick={() => update.mutate({ id: session.id, isPublished: !session.isPublished })}
        >
          <Badge tone={session.isPublished ? "green" : "neutral"}>{session.isPublished ? "Published" : "Draft"}</Badge>
        </button>
      ),
    },
  ];

  return (
    <>
      <ListIntro newLabel="New session" onNew={editor.startNew}>
        Published sessions appear on the public site; drafts stay here.
      </ListIntro>
      <AdminList query={list} what="sessions" empty="No sessions yet. Create your first session to get started.">
        {(sessions) => (
          <AdminTable
            label="Sessions"
            rows={sessions}
            columns={columns}
            actions={(session) => (
              <RowActions
                itemLabel={session.title}
                onEdit={() => editor.edit(session)}
                onDelete={() => remove.mutate(session.id)}
                confirmText="Are you sure you want to delete this session?"
                confirmDescription={<span dir="auto">{session.title}</span>}
                busy={remove.isPending}
              />
            )}
          />
        )}
      </AdminList>
      <SessionFormDialog
        open={editor.open}
        session={editor.row}
        onClose={editor.close}
        onSave={(values) => save(values, editor.row)}
      />
    </>
  );
}
