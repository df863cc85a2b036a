// Worker entry: the Hono app for /api, the cron triggers (daily cleanup, morning task reminders) and the
// OrgRoom Durable Object class.
import { app } from "./app";
import { createDb } from "./db/client";
import type { Env, Runtime } from "./env";
import { cleanUp } from "./lib/cleanup";
import { sendTaskReminders, TASK_REMINDER_CRON } from "./areas/work/tasks/task-reminders";

export { OrgRoom } from "./areas/live/org-room";

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // One handler for every cron in wrangler.toml [triggers]: each expression runs its own job.
  scheduled: (controller, env, ctx) => {
    const db = createDb(env.DB);
    if (controller.cron === TASK_REMINDER_CRON) {
      const rt: Runtime = {
        db,
        env,
        origin: (env.APP_ORIGIN || "http://localhost:8787").replace(/\/$/, ""),
        waitUntil: (p) => ctx.waitUntil(p),
      };
      ctx.waitUntil(sendTaskReminders(rt).then((sent) => console.log("task reminders", JSON.stringify(sent))));
      return;
    }
    ctx.waitUntil(cleanUp(db).then((removed) => console.log("cleanup", JSON.stringify(removed))));
  },
} satisfies ExportedHandler<Env>;
