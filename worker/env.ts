// Types of the worker's bindings and of the per-request context variables.
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "./db/schema";
import type { OrgRoom } from "./areas/live/org-room";

export interface Env {
  DB: D1Database;
  ORG_ROOM: DurableObjectNamespace<OrgRoom>;
  FILES: R2Bucket;
  ASSETS: Fetcher;
  AI?: unknown;
  JWT_SECRET: string;
  /** The app's public origin in production (e.g. https://tropero.app); empty locally. */
  APP_ORIGIN?: string;
  /** Comma-separated origins also accepted on the live socket (dev servers). */
  ALLOWED_DEV_ORIGINS?: string;
  /** Outside services: when unset, messages go to the outbox table only. */
  RESEND_API_KEY?: string;
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_ID?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_super_admin: boolean;
}

export interface Membership {
  organizationId: number;
  role: "owner" | "admin" | "user";
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    /** Number of D1 statements this request ran (reported in x-db-queries). */
    dbQueries: { count: number };
    user: AuthUser;
    sessionId: number;
    membership: Membership;
  };
}
