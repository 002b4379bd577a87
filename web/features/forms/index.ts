export { LeadFormsProvider, useLeadForms } from "./LeadForms";
