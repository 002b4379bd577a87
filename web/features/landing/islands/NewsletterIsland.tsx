export { NewsletterBlock as default } from "@web/features/newsletter";
