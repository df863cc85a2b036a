// Worker entry: the Hono app for /api, the daily cleanup (cron) and the OrgRoom Durable Object class.
import { withSentry } from "@sentry/cloudflare";
import { app } from "./app";
import { createDb } from "./db/client";
import type { Env } from "./env";
import { cleanUp } from "./lib/cleanup";
import { sentryOptions } from "./lib/error-reporting";

export { OrgRoom } from "./areas/live/org-room";

const handler = {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  scheduled: (_controller, env, ctx) => {
    ctx.waitUntil(cleanUp(createDb(env.DB)).then((removed) => console.log("cleanup", JSON.stringify(removed))));
  },
} satisfies ExportedHandler<Env>;

/** With a SENTRY_DSN secret the SDK wraps each request (its scope, flushing after the answer). */
const reported: ExportedHandler<Env> = withSentry<Env, unknown, unknown, ExportedHandler<Env>>(
  (env) => sentryOptions(env),
  handler,
);

export default {
  fetch: (request, env, ctx) =>
    env.SENTRY_DSN ? reported.fetch!(request, env, ctx) : handler.fetch(request, env, ctx),
  scheduled: (controller, env, ctx) => {
    if (env.SENTRY_DSN) ctx.waitUntil(Promise.resolve(reported.scheduled!(controller, env, ctx)));
    else handler.scheduled(controller, env, ctx);
  },
} satisfies ExportedHandler<Env>;
