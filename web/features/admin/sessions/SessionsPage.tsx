import type { LanguageSession } from "@schema/api";
import { languageFlag } from "@schema/labels";
import { adminSessions } from "@web/api/admin/sessions";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Table, Td, Th } from "@web/components/ui/table";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useAdminResource } from "../resource";
import { SessionFormDialog, type SessionFormValues } from "./SessionFormDialog";

type Editing = { mode: "create" } | { mode: "edit"; session: LanguageSession } | null;

/** /admin/sessions: the sessions table, create/edit dialogs, publication toggle and delete. */
export function SessionsPage() {
  const { list, create, update, remove } = useAdminResource<LanguageSession, SessionFormValues>(
    adminSessions,
    "Language session",
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LanguageSession | null>(null);

  const save = (values: SessionFormValues) =>
    editing?.mode === "edit" ? update.mutateAsync({ id: editing.session.id, ...values }) : create.mutateAsync(values);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-stone-700">Published sessions appear on the public site; drafts stay here.</p>
        <Button size="sm" onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden className="size-4" />
          New session
        </Button>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <p role="status">Loading...</p>
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            Sessions could not be loaded: {list.error.message}
          </p>
        ) : list.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            No sessions yet. Create your first session to get started.
          </p>
        ) : (
          <Table aria-label="Sessions">
            <thead>
              <tr>
                <Th>Title</Th>
                <Th>Language</Th>
                <Th>Level</Th>
                <Th>City</Th>
                <Th>Participants</Th>
                <Th>Status</Th>
                <Th className="relative">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((session) => (
                <tr key={session.id}>
                  <Td className="font-medium">
                    <bdi>{session.title}</bdi>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <span aria-hidden>{languageFlag(session.language)}</span> {session.language}
                  </Td>
                  <Td className="whitespace-nowrap">{session.level}</Td>
                  <Td className="whitespace-nowrap">{session.city}</Td>
                  <Td className="whitespace-nowrap" title="Approved requests / max participants">
                    {session.approvedCount ?? 0} / {session.maxParticipants}
                  </Td>
                  <Td>
                    <button
                      type="button"
                      className="rounded-full focus-visible:outline-2 focus-visible:outline-orange-700"
                      title={session.isPublished ? "Click to unpublish" : "Click to publish"}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: session.id, isPublished: !session.isPublished })}
                    >
                      <Badge tone={session.isPublished ? "green" : "neutral"}>
                        {session.isPublished ? "Published" : "Draft"}
                      </Badge>
                    </button>
                  </Td>
                  <Td className="whitespace-nowrap text-end">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${session.title}`}
                      onClick={() => setEditing({ mode: "edit", session })}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${session.title}`}
                      onClick={() => setDeleting(session)}
                    >
                      <Trash2 aria-hidden className="size-4 text-red-700" />
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>

      <SessionFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        session={editing?.mode === "edit" ? editing.session : undefined}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Are you sure you want to delete this session?"
        description={deleting ? <span dir="auto">{deleting.title}</span> : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
