// add-user-admin for an account that exists and is active. Nobody joins without consent, super admins
// included: the account joins at once only when its email is verified (its holder proved the address);
// otherwise the add becomes the same invitation owners send, accepted from the verified address.
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { auditLog, userOrganizations, users, type Role } from "../../db/schema";
import type { AppEnv } from "../../env";
import { conflict } from "../../lib/errors";
import { hit, RULES } from "../../lib/rate-limit";
import { auditWrite } from "../admin/audit";
import { sendInvitation, upsertInvitation } from "./invitations";
import { broadcastOrganization } from "./org-summaries";

interface AddBody {
  email: string;
  first_name: string;
  last_name: string;
  organization_id: number;
  role: Role;
}

interface Account {
  id: number;
  email_verified: boolean;
  member: unknown;
}

const alreadyMember = () => conflict("Ese usuario ya es miembro de la organización", "ALREADY_MEMBER");

/** Already a member → 409; a verified email joins, any other gets an invitation. */
export async function addExistingUser(c: Context<AppEnv>, body: AddBody, orgName: string, account: Account) {
  if (Number(account.member) === 1) throw alreadyMember();
  const joined = account.email_verified && (await joinVerified(c, body, account.id));
  if (joined) await broadcastOrganization(c.var.rt, body.organization_id);
  else await inviteUnverified(c, body, orgName, account.id);
  return c.json({
    ok: true as const,
    invited: !joined,
    message: joined
      ? `Agregamos a ${body.email} a la organización`
      : `${body.email} todavía no verificó su email: le enviamos una invitación para sumarse a ${orgName}. Se suma cuando la acepte desde su cuenta con el email verificado.`,
    user: { id: account.id, email: body.email, first_name: body.first_name, last_name: body.last_name },
  });
}

/**
 * The membership and its audit entry, both written only while the account still holds `email`,
 * verified, and is not a member (the audit statement runs first, so both see the same rows). False
 * when the email stopped being verified meanwhile (the caller invites instead).
 */
async function joinVerified(c: Context<AppEnv>, body: AddBody, userId: number): Promise<boolean> {
  const db = c.var.db;
  const verified = and(eq(users.id, userId), eq(users.email, body.email), eq(users.email_verified, true));
  const notMember = sql`NOT EXISTS (SELECT 1 FROM user_organizations m WHERE m.user_id = ${userId}
    AND m.organization_id = ${body.organization_id})`;
  const detail = { organization_id: body.organization_id, role: body.role, existing: true, active: true };
  const [audited] = await db.batch([
    db
      .insert(auditLog)
      .select(
        db
          .select({
            // insert-select lists every column in table order; a NULL id is the next one.
            id: sql<number>`NULL`.as("id"),
            actor_id: sql<number>`${c.var.user.id}`.as("actor_id"),
            action: sql<string>`'add-user-admin'`.as("action"),
            target_type: sql<"user">`'user'`.as("target_type"),
            target_id: users.id,
            detail: sql<string>`${JSON.stringify(detail)}`.as("detail"),
            created_at: sql<string>`${new Date().toISOString()}`.as("created_at"),
          })
          .from(users)
          .where(and(verified, notMember)),
      )
      .returning({ id: auditLog.id }),
    db
      .insert(userOrganizations)
      .select(
        db
          .select({
            id: sql<number>`NULL`.as("id"),
            user_id: users.id,
            organization_id: sql<number>`${body.organization_id}`.as("organization_id"),
            role: sql<Role>`${body.role}`.as("role"),
            created_at: sql<string>`${new Date().toISOString()}`.as("created_at"),
          })
          .from(users)
          .where(verified),
      )
      .onConflictDoNothing(),
  ]);
  if (audited.length > 0) return true;
  const [member] = await db
    .select({ id: userOrganizations.id })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.user_id, userId), eq(userOrganizations.organization_id, body.organization_id)))
    .limit(1);
  if (member) throw alreadyMember();
  return false;
}

/** The owners' invitation (same table, link and limits per address), audited in the same batch. */
async function inviteUnverified(c: Context<AppEnv>, body: AddBody, orgName: string, userId: number) {
  await hit(c, [[RULES.codeSendTarget, `invite:${body.email}`]]);
  const db = c.var.db;
  const { token, statement } = await upsertInvitation(db, {
    orgId: body.organization_id,
    email: body.email,
    role: body.role,
    invitedBy: c.var.user.id,
  });
  await db.batch([
    statement,
    auditWrite(db, c.var.user.id, {
      action: "invite-user-admin",
      target_type: "user",
      target_id: userId,
      detail: { organization_id: body.organization_id, role: body.role, existing: true, email_verified: false },
    }),
  ]);
  await sendInvitation(c.var.rt, { email: body.email, orgName, token });
}
