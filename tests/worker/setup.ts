// Applies the D1 migrations to the test database before each test file.
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";

// The bindings come from the generated worker/worker-configuration.d.ts; tests add their migrations.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
