export { NewsletterBlock } from "./NewsletterBlock";
