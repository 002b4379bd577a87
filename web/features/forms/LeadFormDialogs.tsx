import type { LeadType } from "@schema/constants";
import { LeadFormDialog, type LeadFormDialogProps } from "./LeadFormDialog";
import { cafeOwnerForm, contactForm, learnerForm, teacherForm } from "./lead-forms";

type DialogProps = Omit<LeadFormDialogProps, "definition">;

/**
 * The four forms, with their validation (zod, react-hook-form): a chunk of its own, loaded when a
 * visitor first opens a form, so the landing page's first load stays light.
 */
export default function LeadFormDialogs({ dialogProps }: { dialogProps: (userType: LeadType) => DialogProps }) {
  return (
    <>
      <LeadFormDialog definition={learnerForm} {...dialogProps("learner")} />
      <LeadFormDialog definition={teacherForm} {...dialogProps("teacher")} />
      <LeadFormDialog definition={cafeOwnerForm} {...dialogProps("cafe_owner")} />
      <LeadFormDialog definition={contactForm} {...dialogProps("contact")} />
    </>
  );
}
