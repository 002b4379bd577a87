// What other pages reuse of the landing page: its header and footer, as islands (a session's or café's page).
export { default as FooterIsland } from "./islands/FooterIsland";
export { default as HeaderIsland } from "./islands/HeaderIsland";
