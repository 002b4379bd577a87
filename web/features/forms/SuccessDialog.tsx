import { Button } from "@web/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@web/components/ui/dialog";
import { useMessages } from "@web/i18n";
import { formMessages } from "./messages";

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The thanks shown once a join or contact form is sent. */
export default function SuccessDialog({ open, onOpenChange, onCloseAutoFocus }: SuccessDialogProps) {
  const m = useMessages(formMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={m.success.title}
        description={m.success.text}
        closeLabel={m.close}
        width="md"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogClose asChild>
          <Button className="w-full">{m.success.close}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
