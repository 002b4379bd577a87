import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export const aliases = {
  "@schema": fileURLToPath(new URL("./schema", import.meta.url)),
  "@web": fileURLToPath(new URL("./web", import.meta.url)),
};

export default defineConfig({
  plugins: [
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
  // The manifest lets scripts/check-bundle.ts measure what the landing page loads.
  build: { outDir: "dist/client", emptyOutDir: true, manifest: true },
  server: {
    // `npm run dev`: the API and edge-rendered pages come from `wrangler dev` on 8787.
    proxy: { "/api": "http://localhost:8787" },
  },
});
