import { defineConfig } from "drizzle-kit";

// Generates flat SQL files that `wrangler d1 migrations apply` reads.
export default defineConfig({
  dialect: "sqlite",
  schema: "./schema/tables.ts",
  out: "./migrations",
});
