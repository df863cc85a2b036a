// Worker entry: the Hono app for /api and the OrgRoom Durable Object class.
import { app } from "./app";
import type { Env } from "./env";

export { OrgRoom } from "./areas/live/org-room";

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
