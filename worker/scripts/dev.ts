// `npm run dev`: hot reload. wrangler dev (API, reloads on worker changes) on 8787 and Vite
// (SPA with HMR, proxying /api and the socket to wrangler) on 5173.
import { spawn } from "node:child_process";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/accounts";
import { seed } from "./seed";
import { ensureDevVars, migrateLocal, quietEnv, spawnWrangler } from "./wrangler";

ensureDevVars();
migrateLocal();
await seed();

const api = spawnWrangler(["dev", "--port", "8787", "--ip", "127.0.0.1", "--show-interactive-dev-session=false"]);
const web = spawn("npx", ["vite"], { stdio: "inherit", env: quietEnv });
console.log(`\n  Abrí http://localhost:5173 — demo: ${DEMO_USERS.owner.email} / ${DEMO_PASSWORD}\n`);

const stop = () => {
  api.kill("SIGTERM");
  web.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
api.on("exit", stop);
web.on("exit", stop);
