// Worker entry: the Hono app for /api, the daily cleanup (cron) and the OrgRoom Durable Object class.
import { app } from "./app";
import { createDb } from "./db/client";
import type { Env } from "./env";
import { cleanUp } from "./lib/cleanup";

export { OrgRoom } from "./areas/live/org-room";

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  scheduled: (_controller, env, ctx) => {
    ctx.waitUntil(cleanUp(createDb(env.DB)).then((removed) => console.log("cleanup", JSON.stringify(removed))));
  },
} satisfies ExportedHandler<Env>;
