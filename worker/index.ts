// Worker entry: the Hono app for /api, the cron triggers (daily cleanup, morning task reminders, scheduled notifications every 5 minutes), error
// reporting to Sentry when SENTRY_DSN is set, and the OrgRoom Durable Object class.
import { withSentry } from "@sentry/cloudflare";
import { app } from "./app";
import { createDb } from "./db/client";
import type { Env, Runtime } from "./env";
import { cleanUp } from "./lib/cleanup";
import { sendTaskReminders, TASK_REMINDER_CRON } from "./areas/work/tasks/task-reminders";
import { sentryOptions } from "./lib/error-reporting";
import { NOTIFICATION_CRON, sendDueNotifications } from "./areas/admin/notifications/notification-send";

export { OrgRoom } from "./areas/live/org-room";

const handler = {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  // One handler for every cron in wrangler.toml [triggers]: each expression runs its own job.
  scheduled: (controller, env, ctx) => {
    const db = createDb(env.DB);
    const rt: Runtime = {
      db,
      env,
      origin: (env.APP_ORIGIN || "http://localhost:8787").replace(/\/$/, ""),
      waitUntil: (p) => ctx.waitUntil(p),
    };
    if (controller.cron === TASK_REMINDER_CRON) {
      ctx.waitUntil(sendTaskReminders(rt).then((sent) => console.log("task reminders", JSON.stringify(sent))));
      return;
    }
    // Scheduled notifications ("enviar más tarde"), due within the last 5 minutes.
    if (controller.cron === NOTIFICATION_CRON) {
      ctx.waitUntil(sendDueNotifications(rt).then((sent) => console.log("notifications", JSON.stringify(sent))));
      return;
    }
    ctx.waitUntil(cleanUp(db).then((removed) => console.log("cleanup", JSON.stringify(removed))));
  },
} satisfies ExportedHandler<Env>;

/**
 * With a SENTRY_DSN secret the SDK wraps each request (its scope, flushing after the answer). withSentry
 * patches the object it is given in place: it gets a copy, so without a DSN a request pays none of its
 * scopes, spans and per-statement SQL sanitizing (a few ms of a write, docs/aggregates.md).
 */
const reported: ExportedHandler<Env> = withSentry<Env, unknown, unknown, ExportedHandler<Env>>(
  (env) => sentryOptions(env),
  { ...handler },
);

export default {
  fetch: (request, env, ctx) =>
    env.SENTRY_DSN ? reported.fetch!(request, env, ctx) : handler.fetch(request, env, ctx),
  scheduled: (controller, env, ctx) => {
    if (env.SENTRY_DSN) ctx.waitUntil(Promise.resolve(reported.scheduled!(controller, env, ctx)));
    else handler.scheduled(controller, env, ctx);
  },
} satisfies ExportedHandler<Env>;
