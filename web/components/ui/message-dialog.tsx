import { Button } from "./button";
import { Dialog, DialogClose, DialogContent } from "./dialog";

interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  /** The label of the corner's × button and of the button under the text. */
  closeLabel: string;
  buttonLabel: string;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A modal that tells the visitor one thing (a form was sent) and closes with its button. */
export function MessageDialog({ title, text, closeLabel, buttonLabel, ...dialog }: MessageDialogProps) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogContent
        title={title}
        description={text}
        closeLabel={closeLabel}
        width="md"
        onCloseAutoFocus={dialog.onCloseAutoFocus}
      >
        <DialogClose asChild>
          <Button className="w-full">{buttonLabel}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
