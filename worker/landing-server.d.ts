// The landing page's server renderer: wrangler.toml aliases this name to the built
// dist/ssr/landing-server.js (what is deployed), vitest.config.ts to web/landing-server.tsx itself
// (so the Worker tests need no build).
declare module "landing-server" {
  export const renderLanding: import("../schema/landing-render").RenderLanding;
  export const renderPublicPage: import("../schema/public-page-render").RenderPublicPage;
}
