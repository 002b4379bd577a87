export { PrivacyPage } from "./PrivacyPage";
