// /api/auth: sessions, recovery, account changes and phone verification (SPEC.md §7 Auth).
// Public and protected calls share this path, so each protected handler names requireAuth itself.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { accountRoutes } from "./auth/account";
import { credentialRoutes } from "./auth/credentials";
import { phoneRoutes } from "./auth/phone";
import { recoveryRoutes } from "./auth/recovery";

export const authRoutes = new Hono<AppEnv>()
  .route("/", credentialRoutes)
  .route("/", recoveryRoutes)
  .route("/", accountRoutes)
  .route("/", phoneRoutes);
