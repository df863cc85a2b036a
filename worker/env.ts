// Types of the worker's bindings and of the per-request context variables.
// The generated bindings are a global script, not a module: a reference brings them along when the
// SPA type-checks the API's types through this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./worker-configuration.d.ts" />
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import type { DbCounter } from "./db/client";

/**
 * The worker's bindings and vars, generated from wrangler.toml by `npm run types`
 * (worker/worker-configuration.d.ts, checked by `npm test`), plus what wrangler cannot know:
 * optional bindings and secrets, and vars that only exist in .dev.vars.
 */
export interface Env extends Cloudflare.Env {
  /** Workers AI (the assistant's model, docs/assistant.md): bound in production only; without it the local model answers. */
  AI?: Ai;
  /** The Workers AI model id of the assistant (default DEFAULT_MODEL in areas/assistant/assistant-model.ts). */
  AI_MODEL?: string;
  /** Comma-separated origins also accepted on the live socket (dev servers); .dev.vars only. */
  ALLOWED_DEV_ORIGINS?: string;
  /** Outside services: when unset, messages go to the outbox table only. */
  RESEND_API_KEY?: string;
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_ID?: string;
  /** The WhatsApp Business Account: templates are submitted to Meta's review there (without it they stay drafts). */
  WHATSAPP_BUSINESS_ID?: string;
  /** Meta's webhook: the verification handshake's token and the app secret that signs every delivery. */
  WHATSAPP_VERIFY_TOKEN?: string;
  WHATSAPP_APP_SECRET?: string;
  /**
   * Electronic invoicing (docs/arca.md): the platform's CUIT, certificate and private key (PEM), and the
   * endpoints' overrides; ARCA_ENV (homologacion | produccion) is a [vars] entry. Without the three secrets
   * every invoice stays "sin CAE".
   */
  ARCA_CUIT?: string;
  ARCA_CERT?: string;
  ARCA_KEY?: string;
  ARCA_WSAA_URL?: string;
  ARCA_WSFE_URL?: string;
  ARCA_TIMEOUT_MS?: string;
  /**
   * First-party analytics in Workers Analytics Engine: the dataset binding for writes, and the account's
   * SQL API (account id, token) for reads. Without all three, page views are kept in D1.
   */
  ANALYTICS?: { writeDataPoint(point: { blobs?: string[]; doubles?: number[]; indexes?: string[] }): void };
  ANALYTICS_DATASET?: string;
  CF_ACCOUNT_ID?: string;
  ANALYTICS_API_TOKEN?: string;
}

/** Without the relational schema: no code uses db.query (db/client.ts). */
export type Db = DrizzleD1Database;

/**
 * What services receive instead of the Hono context (c.var.rt, set per request by the db middleware):
 * the database, the bindings, the public origin for links and a way to finish work after the response.
 */
export interface Runtime {
  db: Db;
  env: Env;
  /** APP_ORIGIN in production, the request's own origin locally; no trailing slash. */
  origin: string;
  /** The request's D1 session bookmark so far (live messages carry it); absent outside a request. */
  bookmark?: () => string | null;
  /** Keeps `promise` running after the response (it runs regardless; this only extends the request). */
  waitUntil: (promise: Promise<unknown>) => void;
}

export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** The account proved it receives mail at `email` (a code, a recovery or an activation link). */
  email_verified: boolean;
  is_super_admin: boolean;
}

/** A verified access token whose session is still to be read (require-auth.ts, lateSession). */
export interface PendingSession {
  id: number;
  userId: number;
}

/** An admitted caller (c.var.membership behind the door's entrances, areas/organization/door.ts). */
export interface Membership {
  organizationId: number;
  role: "owner" | "admin" | "user";
}

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    rt: Runtime;
    /** This request's id (x-request-id): in its answer, its error toast and its log line. */
    requestId: string;
    /** D1 statements this request ran and its round trips (x-db-queries, x-db-round-trips). */
    dbQueries: DbCounter;
    user: AuthUser;
    sessionId: number;
    /** On a route whose door reads the session with its first statement: the token's session (require-auth.ts). */
    pendingSession: PendingSession;
  };
}

/**
 * Any route's context as helpers take it, behind whichever door entrance: an entrance adds its own variables
 * (areas/organization/door.ts), and a context with more variables is not a Context<AppEnv> because of
 * set/get, which helpers never call.
 */
export type AppContext = Omit<Context<AppEnv>, "set" | "get">;
