import { AlertDialog as Primitive } from "radix-ui";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "./button";
import { useReturnFocus } from "./return-focus";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  /** The confirm button's look: red for what destroys, the site's colour for what does not. */
  tone?: "destructive" | "primary";
  /** False while there is nothing to confirm yet (what it would do is being read). */
  canConfirm?: boolean;
}

/** Asks before an action that cannot be taken back; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  tone = "destructive",
  canConfirm = true,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <Primitive.Content
          {...returnFocus}
          className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <Primitive.Title className="text-lg font-bold text-stone-900">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-2 text-stone-700">{description}</Primitive.Description>
          ) : null}
          <div className="mt-6 flex justify-end gap-3">
            <Primitive.Cancel className={buttonVariants({ variant: "outline", size: "sm" })} disabled={busy}>
              {cancelLabel}
            </Primitive.Cancel>
            <Button variant={tone} size="sm" disabled={busy || !canConfirm} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
