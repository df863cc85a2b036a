// The one door of organization-scoped routes: membership and role (one statement), resource lookups that
// yield the role, ids named in bodies, and the plain-value scope services receive. Rules: ./access.ts.
import { and, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { ParamKeys } from "hono/types";
import type { ValidationTargets } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import { movements, organizations, userOrganizations, users, type Role } from "../../db/schema";
import type { AppEnv, Db, Membership, PendingSession } from "../../env";
import { confirmSession, lateSession, settleSession } from "../account/require-auth";
import { roomPublisher } from "../live/broadcast";
import { badRequest, notFound, type ApiError } from "../../lib/errors";
import { idParam, toIssues } from "../../lib/validate";
import type { SocketMessage } from "../../shared/socket-messages";
import { toLot, type LotDoorRow } from "../herd/lots/lot-queries";
import type { MovementRow } from "../herd/movements/movement-row";
import { lotsSql } from "../herd/lots/lot-queries";
import { assertMayEditMovement, assertRole } from "./access";

type Ctx = Context<AppEnv>;

/** Path parameter names of a route path (`"/:org/:id"` → `"org" | "id"`), checked at compile time. */
export type PathParam<P extends string> = Extract<ParamKeys<P>, string>;

/** The caller's role in `orgId` (null when not a member), one statement. */
async function roleIn(db: Db, userId: number, orgId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  return row?.role ?? null;
}

/** Admits the caller with `role` into `orgId` (403 unless a member reaching `atLeast`) and records it. */
export function admit(c: Ctx, orgId: number, role: Role | null | undefined, atLeast: Role = "user"): Membership {
  const membership = { organizationId: orgId, role: assertRole(role, atLeast) };
  c.set("membership", membership);
  return membership;
}

/** Membership of an organization whose id the route already holds (body field, lookup): one statement. */
export async function enter(c: Ctx, orgId: number, atLeast: Role = "user"): Promise<Membership> {
  return admit(c, orgId, await roleIn(c.var.db, c.var.user.id, orgId), atLeast);
}

/**
 * `.get(...door("/:org", "org"), validate(...), handler)`: the route path and a middleware loading the
 * caller's membership of the organization named by path parameter `param` (a compile error unless the
 * path has it). Sets c.var.membership; 400 on a malformed id, 403 for non-members or a lower role.
 */
export function door<P extends string>(
  path: P,
  param: PathParam<P>,
  atLeast: Role = "user",
): [P, MiddlewareHandler<AppEnv, P>] {
  const middleware = createMiddleware<AppEnv, P>(async (c, next) => {
    const parsed = idParam.safeParse((c.req.param as (key: string) => string | undefined)(param));
    if (!parsed.success) throw badRequest("Identificador de organización inválido", "INVALID_ID");
    await enter(c, parsed.data, atLeast);
    await next();
  });
  return [path, middleware];
}

/**
 * The door of a route that reads the session and the caller's role with its own first statement rather than
 * before it (a movement create with its context, herd/movements/herd-context.ts; the consumption report with
 * its rows): `.post(...lateDoor(path, "org"), validateMember("json", schema), handler)`, then `admission(c)`
 * for the service, whose `admit` takes what that statement read. The id is checked here (400 when malformed,
 * after the session); input that fails validation checks the session and the membership first (enterLate),
 * so a gone session gets 401 and an outsider 403 whatever the input, as behind requireAuth and door().
 */
export function lateDoor<P extends string>(path: P, param: PathParam<P>): [P, MiddlewareHandler<AppEnv, P>] {
  const middleware = createMiddleware<AppEnv, P>(async (c, next) => {
    const parsed = idParam.safeParse((c.req.param as (key: string) => string | undefined)(param));
    if (!parsed.success) {
      await confirmSession(c);
      throw badRequest("Identificador de organización inválido", "INVALID_ID");
    }
    c.set("pendingOrg", parsed.data);
    await next();
  });
  return [path, lateSession(middleware)];
}

/**
 * Behind lateDoor(), before answering without the route's first read (a 400 about the input): the session
 * and the membership now, so a gone session gets 401 and an outsider 403 first.
 */
export async function enterLate(c: Ctx): Promise<void> {
  await confirmSession(c);
  await enter(c, c.var.pendingOrg);
}

/** validate() behind lateDoor(): a non-member gets 403 before any 400 about the body. */
export function validateMember<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, async (result, c) => {
    if (!result.success) {
      // The hook's context is the route's (AppEnv): zValidator types it without the app's variables.
      await enterLate(c as unknown as Ctx);
      throw badRequest("Datos inválidos", "VALIDATION_ERROR", toIssues(result.error));
    }
  });
}

/**
 * A create's scope before its role is known: `admit` takes the role the service read (403 unless a member)
 * and, with `session` (the session still to be read), the sessionColumn it read with it (401 when gone).
 */
export interface Admission extends Omit<Scope, "role"> {
  session?: PendingSession;
  admit: (role: Role | null | undefined, session?: unknown) => Scope;
}

/** After lateDoor: the scope a service admits with the role it read; `check` adds rules that need the role. */
export function admission(c: Ctx, check?: (role: Role) => void): Admission {
  const orgId = c.var.pendingOrg;
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
      check?.(membership.role);
      return scopeOf(c, orgId);
    },
  };
}

/**
 * Door for an organization id its route has already validated: `field` of the valid `target`. Place after
 * validate(target). Input errors then come first (a 400 for anyone), as on the organization's own routes.
 */
export function validDoor(target: "json" | "param", field: string, atLeast: Role = "user") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const input = (c.req.valid as (target: "json" | "param") => Record<string, unknown>)(target);
    await enter(c, Number(input[field]), atLeast);
    await next();
  });
}

/** Door for an organization id sent in the JSON body (`organization_id`); place after validate("json"). */
export const bodyDoor = (atLeast: Role = "user") => validDoor("json", "organization_id", atLeast);

/**
 * The caller's role in the organization of a looked-up row, as a column of that same lookup (resource
 * routes without the organization in the path: `/lot/details/:id`, `/movement/:id`...).
 */
export const callerRole = (userId: number, orgColumn: SQL) =>
  sql`(SELECT uo.role FROM user_organizations uo WHERE uo.user_id = ${userId} AND uo.organization_id = ${orgColumn})`;

/**
 * Admits the caller through a resource found by id: no row, a deleted one or no role → `hidden()` (the
 * resource's 404: another organization's ids reveal nothing); a lower role → 403.
 */
export function admitResource(
  c: Ctx,
  row: { organization_id?: unknown; role?: unknown; deleted?: unknown } | undefined,
  hidden: () => ApiError,
  atLeast: Role = "user",
): Membership {
  if (!row || !row.role || row.deleted === 1 || row.deleted === true) throw hidden();
  return admit(c, Number(row.organization_id), row.role as Role, atLeast);
}

/**
 * The door of a movement edit or delete: the caller's role in `orgId` and movement `id` of that
 * organization in one statement. Not a member → 403; no live movement there → 404 (another
 * organization's id reveals nothing); someone else's record without owner/admin role → 403.
 */
export async function enterMovement(c: Ctx, orgId: number, id: number): Promise<MovementRow> {
  const [row] = await c.var.db
    .select({ role: userOrganizations.role, movement: getTableColumns(movements) })
    .from(userOrganizations)
    .leftJoin(movements, and(eq(movements.id, id), eq(movements.organization_id, userOrganizations.organization_id)))
    .where(and(eq(userOrganizations.user_id, c.var.user.id), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  const { role } = admit(c, orgId, row?.role);
  const movement = row!.movement as MovementRow | null;
  if (!movement?.id || movement.deleted) throw notFound("El registro no existe o fue eliminado", "MOVEMENT_NOT_FOUND");
  assertMayEditMovement(role, c.var.user.id, movement.created_by);
  return movement;
}

/**
 * The door of routes that read the organization itself (`/organization/selected/:id`,
 * `/user/my-organization/:orgId`): `columns` of the caller's membership joined to the organization,
 * plus the role, in one statement. 403 unless a member.
 */
export async function enterOrganization<T extends SelectedFields>(c: Ctx, orgId: number, columns: T) {
  const [row] = await c.var.db
    .select({ ...columns, role: userOrganizations.role })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.organization_id))
    .where(and(eq(userOrganizations.user_id, c.var.user.id), eq(userOrganizations.organization_id, orgId)))
    .limit(1);
  // drizzle cannot resolve the row type of a generic selection here; callers get the concrete one.
  admit(c, orgId, (row as { role?: Role } | undefined)?.role);
  return row!;
}

/** The lot door (`/lot/details/:id`, `/lot/edit/:id`...): the lot and the caller's role in one statement. */
export async function enterLot(c: Ctx, lotId: number) {
  const [row] = await c.var.db.all<LotDoorRow>(lotsSql({ byId: { lotId, userId: c.var.user.id } }));
  const membership = admitResource(c, row, () => notFound("Lote no encontrado", "LOT_NOT_FOUND"));
  return { lot: toLot(row!), orgId: membership.organizationId, role: membership.role };
}

/**
 * The door of a membership change, in one query: the caller's and the target's memberships (with the
 * target's email) and every owner, to protect the last one. Not a member → 403; no target → 404.
 */
export async function enterMemberChange(c: Ctx, orgId: number, targetId: number) {
  const callerId = c.var.user.id;
  const rows = await c.var.db
    .select({ user_id: userOrganizations.user_id, role: userOrganizations.role, email: users.email })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.user_id))
    .where(
      and(
        eq(userOrganizations.organization_id, orgId),
        or(
          eq(userOrganizations.user_id, callerId),
          eq(userOrganizations.user_id, targetId),
          eq(userOrganizations.role, "owner"),
        ),
      ),
    );
  const caller = rows.find((r) => r.user_id === callerId);
  admit(c, orgId, caller?.role);
  const target = rows.find((r) => r.user_id === targetId);
  if (!target) throw notFound("El usuario no es miembro de esta organización", "MEMBER_NOT_FOUND");
  return { caller: caller!, target, owners: rows.filter((r) => r.role === "owner").length };
}

/**
 * The live room's door (no session middleware: the token comes in the query): the role of `userId` in
 * `orgId`, 403 unless a member, the same answer whether the organization exists or not.
 */
export async function enterRoom(db: Db, userId: number, orgId: number): Promise<Role> {
  return assertRole(await roleIn(db, userId, orgId));
}

/** What services receive instead of the Hono context: plain values and a publish function. */
export interface Scope {
  db: Db;
  orgId: number;
  userId: number;
  role: Role;
  publish: (message: SocketMessage) => Promise<void>;
}

/** The scope of an admitted request (after a door). */
export function scopeOf(c: Ctx, orgId = c.var.membership.organizationId): Scope {
  return {
    db: c.var.db,
    orgId,
    userId: c.var.user.id,
    role: c.var.membership.role,
    publish: roomPublisher(c.var.rt, orgId),
  };
}
