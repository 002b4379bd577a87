import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Switch } from "@web/components/ui/switch";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";

/** The Active/Inactive toggle of a table row: the switch and its word say the same. */
export function ActiveSwitch({
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

interface RowActionsProps {
  itemLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The spec's question, e.g. 'Are you sure you want to delete this FAQ?'. */
  confirmText: string;
  busy?: boolean;
}

/** Edit and Delete for one row; Delete asks first. */
export function RowActions({ itemLabel, onEdit, onDelete, confirmText, busy }: RowActionsProps) {
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
        description="This cannot be undone."
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
