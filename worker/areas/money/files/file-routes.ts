// /api/file/{org} (issue #11): uploaded invoice files in R2 (FILES), sniffed, at most 10 MB.
import { Hono } from "hono";
import type { AppEnv } from "../../../env";
import { requireAuth } from "../../account/require-auth";

export const fileRoutes = new Hono<AppEnv>().use("*", requireAuth);
