import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { iconSprite } from "./scripts/lib/icon-sprite-plugin.ts";
import { staticFileHeaders } from "./worker/http/security-headers.ts";

export const aliases = {
  "@schema": fileURLToPath(new URL("./schema", import.meta.url)),
  "@web": fileURLToPath(new URL("./web", import.meta.url)),
};

/** Where the server build of the landing page goes; the Worker bundles it (wrangler.toml `alias`). */
export const LANDING_SERVER_OUT_DIR = "dist/ssr";

/**
 * `_headers` in the built assets: the platform serves `/assets/*` and `/favicon.svg` without
 * running the Worker, and gives them the Worker's security baseline from this file.
 */
function securityHeadersFile(): Plugin {
  return {
    name: "cafe-talk:security-headers-file",
    apply: "build",
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      this.emitFile({ type: "asset", fileName: "_headers", source: await staticFileHeaders() });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    securityHeadersFile(),
    iconSprite(),
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "./web/routes",
      generatedRouteTree: "./web/routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: aliases },
  ...(isSsrBuild
    ? {
        // `vite build --ssr`: the landing page's server renderer, one self-contained ES module for
        // workerd, built from the same sources as the client so hydration matches.
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        ssr: { target: "webworker", noExternal: true, resolve: { conditions: ["workerd", "worker", "browser"] } },
        build: {
          ssr: true,
          outDir: LANDING_SERVER_OUT_DIR,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: true,
          // One file: the Worker's bundler is given this module alone (every language's texts included).
          rolldownOptions: {
            input: "web/landing-server.tsx",
            output: { entryFileNames: "landing-server.js", codeSplitting: false },
          },
        },
      }
    : {
        // Two pages: the landing page ("/", rendered by the Worker and hydrated without the router)
        // and the SPA shell for every other route. The manifest lets scripts/check-bundle.ts
        // measure what the landing page loads.
        build: {
          outDir: "dist/client",
          emptyOutDir: true,
          manifest: true,
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: { app: "index.html", landing: "landing.html" },
            output: {
              codeSplitting: {
                // React on its own: the landing page fetches it when the browser is idle, before a
                // visitor's first tap, and TanStack Query with it would not fit the page's budget
                // (docs/performance.md#islands).
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  { name: "query", test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
                ],
              },
            },
          },
        },
      }),
  server: {
    // `npm run dev`: the API and edge-rendered pages come from `wrangler dev` on 8787.
    proxy: { "/api": "http://localhost:8787" },
  },
}));
