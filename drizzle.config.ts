import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from shared/schema.ts; they are committed and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
});
