// /api/auth: sessions, recovery, account changes and phone verification (docs/accounts.md).
// Public and protected calls share this path, so each protected handler names requireAuth itself.
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { accountRoutes } from "./account-routes";
import { credentialRoutes } from "./credential-routes";
import { phoneRoutes } from "./phone-routes";
import { emailRoutes } from "./email-routes";
import { recoveryRoutes } from "./recovery-routes";

export const authRoutes = new Hono<AppEnv>()
  .route("/", credentialRoutes)
  .route("/", recoveryRoutes)
  .route("/", accountRoutes)
  .route("/", phoneRoutes)
  .route("/", emailRoutes);
