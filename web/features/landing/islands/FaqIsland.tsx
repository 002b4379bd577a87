export { FaqSection as default } from "../FaqSection";
