// Invitations to join an organization (docs/accounts.md): created by an owner or admin for an email, accepted
// only by the account whose *verified* email is that address. The link's token is stored as a SHA-256
// hash; the membership is written in the same batch that marks the invitation used.
import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { invitations, organizations, userOrganizations, users, type Role } from "../../db/schema";
import type { AuthUser, Db, Runtime } from "../../env";
import { ApiError, forbidden, notFound } from "../../lib/errors";
import { emailChannel } from "../../lib/outbox";
import { randomId, sha256 } from "../../lib/tokens";
import { broadcastOrganization } from "./org-summaries";

export const INVITATION_TTL_S = 14 * 24 * 60 * 60;

const nowIso = () => new Date().toISOString();

/** Neither accepted, revoked nor expired. */
export const pending = (): SQL =>
  and(isNull(invitations.accepted_at), isNull(invitations.revoked_at), gt(invitations.expires_at, nowIso()))!;

/**
 * Creates the invitation of `email` to `orgId`, or refreshes the one that exists (new token, role and
 * expiry; a used, revoked or expired one becomes pending again): always the same single statement.
 * Returns the token in clear, for the link only.
 */
export async function upsertInvitation(
  db: Db,
  input: { orgId: number; email: string; role: Role; invitedBy: number },
): Promise<{ token: string; statement: ReturnType<typeof upsertStatement> }> {
  const token = randomId(32);
  return { token, statement: upsertStatement(db, input, await sha256(token)) };
}

function upsertStatement(db: Db, input: { orgId: number; email: string; role: Role; invitedBy: number }, hash: string) {
  const expires_at = new Date(Date.now() + INVITATION_TTL_S * 1000).toISOString();
  return db
    .insert(invitations)
    .values({
      organization_id: input.orgId,
      email: input.email,
      role: input.role,
      invited_by: input.invitedBy,
      token_hash: hash,
      expires_at,
    })
    .onConflictDoUpdate({
      target: [invitations.organization_id, invitations.email],
      set: {
        role: input.role,
        invited_by: input.invitedBy,
        token_hash: hash,
        created_at: nowIso(),
        expires_at,
        accepted_at: null,
        revoked_at: null,
      },
    });
}

/** The invitation email: the organization's name and the link, nothing about who sent it. */
export async function sendInvitation(rt: Runtime, input: { email: string; orgName: string; token: string }) {
  const link = `${rt.origin}/invitation/${input.token}`;
  await emailChannel(rt).send([
    {
      to: input.email,
      kind: "invitation",
      subject: `Te invitaron a ${input.orgName} en Tropero`,
      body: `Te invitaron a sumarte a "${input.orgName}" en Tropero. Para aceptar, entrá a ${link} (vence en 14 días). Si todavía no tenés cuenta, creala con este email. Si no esperabas esta invitación, ignorá este mensaje.`,
      secret: input.token,
    },
  ]);
}

export const emailNotVerified = () => forbidden("Verificá tu email para aceptar invitaciones", "EMAIL_NOT_VERIFIED");

/** What the invitee sees of an invitation (they are its addressee: the inviter's first name is fine). */
const inviteeColumns = {
  id: invitations.id,
  organization_id: invitations.organization_id,
  organization_name: organizations.name,
  role: invitations.role,
  invited_by_first_name: sql<string | null>`${users.first_name}`,
  created_at: invitations.created_at,
  expires_at: invitations.expires_at,
};

/** The caller's pending invitations; none unless their email is verified (an unproven address sees nothing). */
export async function invitationsFor(db: Db, user: AuthUser) {
  if (!user.email_verified) return [];
  return db
    .select(inviteeColumns)
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organization_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.email, user.email), pending()))
    .orderBy(invitations.id)
    .limit(100);
}

type Lookup = { id: number } | { token: string };

const gone = (message: string, code: string) => new ApiError(410, code, message);

/**
 * Finds the invitation by id (in-app list) or by the link's token, and checks it is the caller's and
 * still usable. Another person's invitation is a 404 by id and a 403 by token (the token holder knows
 * it exists, but not for whom).
 */
async function usableInvitation(db: Db, user: AuthUser, lookup: Lookup) {
  const where = "id" in lookup ? eq(invitations.id, lookup.id) : eq(invitations.token_hash, await sha256(lookup.token));
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      organization_id: invitations.organization_id,
      organization_name: organizations.name,
      role: invitations.role,
      expires_at: invitations.expires_at,
      accepted_at: invitations.accepted_at,
      revoked_at: invitations.revoked_at,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organization_id))
    .where(where)
    .limit(1);
  const byId = "id" in lookup;
  if (!row || (byId && row.email !== user.email))
    throw notFound(byId ? "Invitación no encontrada" : "El enlace de invitación no es válido", "INVITATION_NOT_FOUND");
  if (row.email !== user.email)
    throw forbidden(
      "Esta invitación es para otro email. Iniciá sesión con la cuenta del email invitado.",
      "INVITATION_OTHER_EMAIL",
    );
  if (!user.email_verified) throw emailNotVerified();
  if (row.revoked_at) throw gone("La invitación fue cancelada o rechazada", "INVITATION_REVOKED");
  if (row.accepted_at) throw gone("La invitación ya fue usada", "INVITATION_USED");
  if (row.expires_at <= nowIso())
    throw gone("La invitación venció. Pedí que te inviten de nuevo.", "INVITATION_EXPIRED");
  return row;
}

/** Still pending and addressed to `email`: the condition both writes of an acceptance carry. */
const stillPendingFor = (id: number, email: string) =>
  sql`EXISTS (SELECT 1 FROM invitations i WHERE i.id = ${id} AND i.email = ${email} AND i.accepted_at IS NULL
    AND i.revoked_at IS NULL AND i.expires_at > ${nowIso()})`;

/**
 * Accepts: the membership (the invitation's role; an existing membership is left as it is) and the
 * mark, in one batch whose writes both require the invitation to be pending, so of two parallel
 * accepts only one writes. Broadcasts the organization so team screens update live.
 */
export async function acceptInvitation(rt: Runtime, user: AuthUser, lookup: Lookup) {
  const db = rt.db;
  const inv = await usableInvitation(db, user, lookup);
  const [, marked] = await db.batch([
    db
      .insert(userOrganizations)
      .select(
        db
          .select({
            // insert-select lists every column in table order; a NULL id is the next one.
            id: sql<number>`NULL`.as("id"),
            user_id: sql<number>`${user.id}`.as("user_id"),
            organization_id: invitations.organization_id,
            role: invitations.role,
            created_at: sql<string>`${nowIso()}`.as("created_at"),
          })
          .from(invitations)
          .where(and(eq(invitations.id, inv.id), stillPendingFor(inv.id, user.email))),
      )
      .onConflictDoNothing(),
    db
      .update(invitations)
      .set({ accepted_at: nowIso() })
      .where(and(eq(invitations.id, inv.id), stillPendingFor(inv.id, user.email)))
      .returning({ id: invitations.id }),
  ]);
  if (marked.length === 0) throw gone("La invitación ya fue usada", "INVITATION_USED");
  const [membership] = await db
    .select({ role: userOrganizations.role })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.user_id, user.id), eq(userOrganizations.organization_id, inv.organization_id)))
    .limit(1);
  await broadcastOrganization(rt, inv.organization_id);
  return {
    organization: { id: inv.organization_id, name: inv.organization_name, role: membership?.role ?? inv.role },
  };
}

/** Declines (marks it revoked, so the link stops working too). */
export async function declineInvitation(db: Db, user: AuthUser, id: number) {
  const inv = await usableInvitation(db, user, { id });
  await db
    .update(invitations)
    .set({ revoked_at: nowIso() })
    .where(and(eq(invitations.id, inv.id), pending()));
}
