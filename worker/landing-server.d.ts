// The landing page's server renderer, built from web/ by `vite build --ssr` into
// dist/ssr/landing-server.js; wrangler.toml and vitest.config.ts alias this name to that file.
declare module "landing-server" {
  export const renderLanding: import("../schema/landing-render").RenderLanding;
}
