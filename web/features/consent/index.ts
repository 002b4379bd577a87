export { ConsentSettingsButton } from "./ConsentSettingsButton";
