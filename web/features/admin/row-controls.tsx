import { LanguageFlag } from "@web/components/icons/LanguageFlag";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Switch } from "@web/components/ui/switch";
import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Column } from "./admin-list";

/** The Active/Inactive toggle of a table row: the switch and its word say the same. */
function ActiveSwitch({
  active,
  onToggle,
  itemLabel,
  busy,
}: {
  active: boolean;
  onToggle: () => void;
  itemLabel: string;
  busy?: boolean;
}) {
  return (
    <label className="inline-flex items-center gap-2">
      <Switch checked={active} onCheckedChange={onToggle} disabled={busy} aria-label={`Active: ${itemLabel}`} />
      <span className={active ? "font-medium text-green-800" : "text-stone-600"}>{active ? "Active" : "Inactive"}</span>
    </label>
  );
}

/** The Status column of a list whose rows are shown on the public site only while active. */
export function activeColumn<Row extends { isActive: boolean }>(
  itemLabel: (row: Row) => string,
  setActive: (row: Row, isActive: boolean) => void,
  busy: boolean,
): Column<Row> {
  return {
    header: "Status",
    cell: (row) => (
      <ActiveSwitch
        active={row.isActive}
        itemLabel={itemLabel(row)}
        busy={busy}
        onToggle={() => setActive(row, !row.isActive)}
      />
    ),
  };
}

interface RowActionsProps {
  itemLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The spec's question, e.g. 'Are you sure you want to delete this FAQ?'. */
  confirmText: string;
  /** Under the question; by default "This cannot be undone." */
  confirmDescription?: ReactNode;
  busy?: boolean;
}

/** Edit and Delete for one row; Delete asks first. */
export function RowActions({ itemLabel, onEdit, onDelete, confirmText, confirmDescription, busy }: RowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${itemLabel}`} title="Edit">
        <Pencil aria-hidden className="size-4" />
      </Button>
      <Button
        variant="destructiveGhost"
        size="icon"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${itemLabel}`}
        title="Delete"
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmText}
        description={confirmDescription ?? "This cannot be undone."}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}

/** Opens one row's details. */
export function ViewButton({
  itemLabel,
  onClick,
  className,
}: {
  itemLabel: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button variant="outline" size="sm" className={className} aria-label={`View ${itemLabel}`} onClick={onClick}>
      View
    </Button>
  );
}

/** A taught language as the back office lists it: its flag (decoration only) and its name. */
export function FlaggedLanguage({ language }: { language: string | null }) {
  if (!language) return "—";
  return (
    <>
      <LanguageFlag language={language} className="inline-block h-3 w-4.5 align-[-1px]" /> {language}
    </>
  );
}
