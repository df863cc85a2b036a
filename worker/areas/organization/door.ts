// The one door of organization-scoped routes, with three entrances named for where the organization comes
// from: the path (pathDoor), the validated body (bodyDoor) or a resource the route looked up with the
// caller's role (resourceDoor). Each admits a member whose role reaches the route's, and hands services a
// plain-value Scope. Role rules: ./access.ts; record rules: ./record-rules.ts; docs/architecture.md.
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { createMiddleware } from "hono/factory";
import type { ParamKeys } from "hono/types";
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import type { Role } from "../../db/schema";
import type { AppContext, AppEnv, Db, Membership, PendingSession } from "../../env";
import { confirmSession, lateSession, settleSession } from "../account/require-auth";
import { roomPublisher, type Publishable } from "../live/broadcast";
import { badRequest, type ApiError } from "../../lib/errors";
import { idParam, toIssues } from "../../lib/validate";
import { assertRole, notAMember } from "./access";
import { roleIn } from "./member-role";

/** What services receive instead of the Hono context: plain values and a publish function. */
export interface Scope {
  db: Db;
  orgId: number;
  userId: number;
  role: Role;
  publish: (message: Publishable) => Promise<void>;
}

/** The variables a middleware entrance adds: only routes behind one can read c.var.membership. */
type MemberEnv = AppEnv & { Variables: { membership: Membership } };

/** A create's scope before its role is known (the path entrance's late variant, below). */
export interface Admission extends Omit<Scope, "role"> {
  /** The session still to be read, with the role, by the route's first statement (sessionColumn). */
  session?: PendingSession;
  /** Admits with the role (and sessionColumn) that statement read: 403 unless a member, 401 when gone. */
  admit: (role: Role | null | undefined, session?: unknown) => Scope;
  /** Before answering without that statement (a 400 about the input): the session and membership now. */
  confirm: () => Promise<void>;
}

/** Behind pathDoor.late: `c.var.admission(rule?)`, `rule` being a check that needs the role. */
type LateEnv = AppEnv & { Variables: { admission: (rule?: (role: Role) => void) => Admission } };

type AnyContext = Context<AppEnv>;

/** The context with the variable the entrances set: behind any route's entrance, typed or not. */
const withMembership = (c: AppContext) => c as unknown as Context<MemberEnv>;

/** Path parameter names of a route path (`"/:org/:id"` → `"org" | "id"`), checked at compile time. */
export type PathParam<P extends string> = Extract<ParamKeys<P>, string>;

/** Records the admitted membership (403 unless a member reaching `atLeast`); the error report reads it too. */
function admit(c: AppContext, orgId: number, role: Role | null | undefined, atLeast: Role = "user"): Membership {
  const membership = { organizationId: orgId, role: assertRole(role, atLeast) };
  withMembership(c).set("membership", membership);
  return membership;
}

async function enter(c: AnyContext, orgId: number, atLeast: Role = "user"): Promise<Membership> {
  return admit(c, orgId, await roleIn(c.var.db, c.var.user.id, orgId), atLeast);
}

function scopeFor(c: AppContext, { organizationId, role }: Membership): Scope {
  return {
    db: c.var.db,
    orgId: organizationId,
    userId: c.var.user.id,
    role,
    publish: roomPublisher(c.var.rt, organizationId),
  };
}

/** The scope of a request admitted by pathDoor or bodyDoor. */
export const scopeOf = (c: Context<MemberEnv>): Scope => scopeFor(c, c.var.membership);

const pathId = (c: AnyContext, param: string) =>
  idParam.safeParse((c.req.param as (key: string) => string | undefined)(param));

const malformedOrg = () => badRequest("Identificador de organización inválido", "INVALID_ID");

/**
 * `.get(...pathDoor("/:org", "org", "admin"), validate(...), handler)`: the route path and a middleware that
 * admits the caller into the organization named by path parameter `param` (a compile error unless the path
 * has it), reading membership and role in one statement. 400 on a malformed id, 403 for non-members or a
 * lower role.
 */
function pathDoorOf<P extends string>(
  path: P,
  param: PathParam<P>,
  atLeast: Role = "user",
): [P, MiddlewareHandler<MemberEnv, P>] {
  const middleware = createMiddleware<MemberEnv, P>(async (c, next) => {
    const parsed = pathId(c as unknown as AnyContext, param);
    if (!parsed.success) throw malformedOrg();
    await enter(c as unknown as AnyContext, parsed.data, atLeast);
    await next();
  });
  return [path, middleware];
}

/**
 * The late variant, for speed (docs/performance.md): the route reads the session and the caller's role with
 * its own first statement (a movement create with its context, herd/movements/herd-context.ts; the
 * consumption report with its rows) instead of before it.
 * `.post(...pathDoor.late(path, "org", "json", schema), handler)`, then `c.var.admission(rule?)` for the
 * service, whose `admit` takes what that statement read. The id is checked first (400 when malformed, after
 * the session); input that fails `schema` checks the session and the membership before its 400, so a gone
 * session gets 401 and an outsider 403 whatever the input, as behind requireAuth and pathDoor.
 */
function latePathDoor<P extends string, T extends ZodType, Target extends keyof ValidationTargets>(
  path: P,
  param: PathParam<P>,
  target: Target,
  schema: T,
) {
  const middleware = createMiddleware<LateEnv, P>(async (c, next) => {
    const ctx = c as unknown as AnyContext;
    const parsed = pathId(ctx, param);
    if (!parsed.success) {
      await confirmSession(ctx);
      throw malformedOrg();
    }
    c.set("admission", (rule) => admissionOf(ctx, parsed.data, rule));
    await next();
  });
  const validator = zValidator(target, schema, async (result, c) => {
    if (!result.success) {
      // The hook's context is the route's: zValidator types it without the app's variables.
      await (c as unknown as Context<LateEnv>).var.admission().confirm();
      throw badRequest("Datos inválidos", "VALIDATION_ERROR", toIssues(result.error));
    }
  });
  return [path, lateSession(middleware), validator] as const;
}

function admissionOf(c: AnyContext, orgId: number, rule?: (role: Role) => void): Admission {
  const pending = c.var.user ? undefined : c.var.pendingSession;
  return {
    db: c.var.db,
    orgId,
    userId: pending ? pending.userId : c.var.user.id,
    ...(pending ? { session: pending } : {}),
    publish: roomPublisher(c.var.rt, orgId),
    admit: (role, session) => {
      if (pending) settleSession(c, session);
      const membership = admit(c, orgId, role);
      rule?.(membership.role);
      return scopeFor(c, membership);
    },
    confirm: async () => {
      await confirmSession(c);
      await enter(c, orgId);
    },
  };
}

/**
 * The organization's own routes validate the path first (a malformed request is a 400 for anyone), then
 * admit: `validate("param", ...), pathDoor.afterInput("id", "owner")`.
 */
const afterInput = (param: string, atLeast: Role = "user") => validatedDoor("param", param, atLeast);

/** The path entrance, with its late and after-input variants. */
export const pathDoor = Object.assign(pathDoorOf, { late: latePathDoor, afterInput });

function validatedDoor(target: "json" | "param", field: string, atLeast: Role) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const input = (c.req.valid as (target: "json" | "param") => Record<string, unknown>)(target);
    await enter(c as unknown as AnyContext, Number(input[field]), atLeast);
    await next();
  });
}

/**
 * The body entrance: the organization id sent in the JSON body (`organization_id`); place after
 * validate("json"), so input errors come first (a 400 for anyone).
 */
export const bodyDoor = (atLeast: Role = "user") => validatedDoor("json", "organization_id", atLeast);

/**
 * The resource entrance: admits the caller through a row the route looked up with the caller's role in the
 * row's organization, in that same statement (member-role.ts, callerRole). No row, a deleted one or no role
 * → `hidden()` (the resource's 404: another organization's ids reveal nothing; a route that named the
 * organization itself passes nothing and gets the 403 of the other entrances); a lower role → 403.
 */
export function resourceDoor(
  c: AppContext,
  row: { organization_id?: unknown; role?: unknown; deleted?: unknown } | undefined,
  hidden: () => ApiError = notAMember,
  atLeast: Role = "user",
): Scope {
  if (!row || !row.role || row.deleted === 1 || row.deleted === true) throw hidden();
  return scopeFor(c, admit(c, Number(row.organization_id), row.role as Role, atLeast));
}
