export { LeadFormsProvider, type LeadFormsValue, OnLeadFormsReady, ProvideLeadForms, useLeadForms } from "./LeadForms";
