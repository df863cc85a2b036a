// Applies the D1 migrations to the test database before each test file.
import { applyD1Migrations, env, type D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../../worker/env";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("../../worker/index");
      durableNamespaces: "OrgRoom";
    }
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
