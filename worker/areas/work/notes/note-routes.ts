// /api/note (SPEC.md §7, issue #12): the team's notes with photos. Built by the notes work; mounted in app.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";

export const noteRoutes = new Hono<AppEnv>().use("*", requireAuth);
