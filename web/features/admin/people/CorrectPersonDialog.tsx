import type { PersonData } from "@schema/api";
import { personCorrectionInput } from "@schema/inputs";
import { correctPerson } from "@web/api/admin/people";
import { TextField } from "@web/components/form/fields";
import { toast, toastError } from "@web/components/ui/toaster";
import { useMemo } from "react";
import { AdminFormDialog } from "../admin-form";
import { describeRows } from "./person-fields";

const correctionForm = personCorrectionInput.pick({ newEmail: true, name: true });

/** The newest name the person gave, to start the form from. */
function latestName(person: PersonData): string {
  return person.leads[0]?.name ?? person.sessionRequests[0]?.name ?? person.newsletter[0]?.name ?? "";
}

/** Corrects the person's name and address in every table at once. */
export function CorrectPersonDialog({
  open,
  onClose,
  person,
  onCorrected,
}: {
  open: boolean;
  onClose: () => void;
  person: PersonData;
  onCorrected: (newEmail: string) => Promise<void>;
}) {
  const values = useMemo(() => ({ newEmail: person.email, name: latestName(person) }), [person]);
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title="Correct name or email"
      schema={correctionForm}
      values={values}
      submitLabel="Correct everywhere"
      onSave={async (input) => {
        try {
          const result = await correctPerson({ email: person.email, ...input });
          toast.success(`Corrected: ${describeRows(result.rows)}`);
          await onCorrected(result.email);
        } catch (error) {
          toastError("Error", error);
          throw error;
        }
      }}
    >
      <TextField name="name" label="Name" hint="Leave empty to keep the names as they are." autoComplete="off" />
      <TextField name="newEmail" label="Email" type="email" dir="ltr" autoComplete="off" />
    </AdminFormDialog>
  );
}
