import { cafeOwnerLeadInput, contactLeadInput, learnerLeadInput, teacherLeadInput } from "@schema/inputs";
import { TextAreaField, TextField } from "@web/components/form/fields";
import { useMessages } from "@web/i18n";
import {
  CityField,
  ContactMethodFields,
  LanguagesField,
  LevelField,
  NameAndEmailFields,
  TrialSessionField,
  useOptionalLabel,
} from "./fields";
import type { LeadFormDefinition } from "./LeadFormDialog";
import { formMessages } from "./messages";

/** Exactly the fields of docs/product-rules.md#data and #validation, in the order a person fills them in. */
export const learnerForm: LeadFormDefinition<typeof learnerLeadInput> = {
  userType: "learner",
  schema: learnerLeadInput,
  defaultValues: {
    userType: "learner",
    name: "",
    email: "",
    city: "",
    languages: [],
    level: "",
    contactMethod: "email",
    whatsappNumber: "",
    trialSession: false,
    website: "",
  },
  texts: (m) => m.learner,
  Fields: function LearnerFields() {
    const m = useMessages(formMessages);
    return (
      <>
        <NameAndEmailFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <CityField />
          <LevelField />
        </div>
        <LanguagesField legend={m.learnLanguages} />
        <ContactMethodFields />
        <TrialSessionField />
      </>
    );
  },
};

export const teacherForm: LeadFormDefinition<typeof teacherLeadInput> = {
  userType: "teacher",
  schema: teacherLeadInput,
  defaultValues: {
    userType: "teacher",
    name: "",
    email: "",
    city: "",
    languages: [],
    contactMethod: "email",
    whatsappNumber: "",
    experience: "",
    website: "",
  },
  texts: (m) => m.teacher,
  Fields: function TeacherFields() {
    const m = useMessages(formMessages);
    return (
      <>
        <NameAndEmailFields />
        <CityField />
        <LanguagesField legend={m.teachLanguages} />
        <ContactMethodFields />
        <TextAreaField name="experience" label={m.teacher.motivation} hint={m.teacher.motivationHint} />
      </>
    );
  },
};

export const cafeOwnerForm: LeadFormDefinition<typeof cafeOwnerLeadInput> = {
  userType: "cafe_owner",
  schema: cafeOwnerLeadInput,
  defaultValues: {
    userType: "cafe_owner",
    name: "",
    email: "",
    city: "",
    cafeName: "",
    cafeAddress: "",
    contactMethod: "email",
    whatsappNumber: "",
    spaceAvailable: "",
    message: "",
    website: "",
  },
  texts: (m) => m.cafeOwner,
  Fields: function CafeOwnerFields() {
    const m = useMessages(formMessages);
    const optional = useOptionalLabel();
    return (
      <>
        <NameAndEmailFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="cafeName" label={m.cafeOwner.cafeName} autoComplete="organization" />
          <CityField />
        </div>
        <TextField name="cafeAddress" label={m.cafeOwner.cafeAddress} autoComplete="street-address" />
        <ContactMethodFields />
        <TextField name="spaceAvailable" label={optional(m.cafeOwner.spaceAvailable)} hint={m.cafeOwner.spaceHint} />
        <TextAreaField name="message" label={optional(m.cafeOwner.message)} rows={3} />
      </>
    );
  },
};

export const contactForm: LeadFormDefinition<typeof contactLeadInput> = {
  userType: "contact",
  schema: contactLeadInput,
  defaultValues: { userType: "contact", name: "", email: "", subject: "", message: "", website: "" },
  texts: (m) => m.contact,
  Fields: function ContactFields() {
    const m = useMessages(formMessages);
    return (
      <>
        <NameAndEmailFields />
        <TextField name="subject" label={m.contact.subject} />
        <TextAreaField name="message" label={m.contact.message} rows={5} />
      </>
    );
  },
};
