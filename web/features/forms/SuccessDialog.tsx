import { MessageDialog } from "@web/components/ui/message-dialog";
import { useMessages } from "@web/i18n";
import { formMessages } from "./messages";

interface SuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The thanks shown once a join or contact form is sent. */
export default function SuccessDialog(props: SuccessDialogProps) {
  const m = useMessages(formMessages);
  return (
    <MessageDialog
      {...props}
      title={m.success.title}
      text={m.success.text}
      closeLabel={m.close}
      buttonLabel={m.success.close}
    />
  );
}
