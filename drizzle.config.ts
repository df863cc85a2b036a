// drizzle-kit generates flat migrations/NNNN_name.sql from the schema; wrangler applies them.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
