// Activation of accounts created by a super admin: a single-use, expiring token of its own type
// (its id stored hashed), mailed as a link to /admin-activation.
import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { userOrganizations, verificationCodes, type Role } from "../../db/schema";
import type { Runtime } from "../../env";
import { ACTIVATION_TTL_S, randomId, sha256, signToken } from "../../lib/tokens";
import { activationRow } from "./codes";
import { emailChannel } from "../../lib/outbox";

export async function sendActivation(
  rt: Runtime,
  input: { userId: number; email: string; firstName: string; membership?: { organizationId: number; role: Role } },
) {
  const db = rt.db;
  const jti = randomId();
  const statements: BatchItem<"sqlite">[] = [
    // Only the newest link works.
    db
      .update(verificationCodes)
      .set({ used_at: new Date().toISOString() })
      .where(
        and(
          eq(verificationCodes.user_id, input.userId),
          eq(verificationCodes.purpose, "activation"),
          isNull(verificationCodes.used_at),
        ),
      ),
    activationRow(db, { userId: input.userId, email: input.email, codeHash: await sha256(jti) }),
  ];
  if (input.membership) {
    statements.push(
      db
        .insert(userOrganizations)
        .values({
          user_id: input.userId,
          organization_id: input.membership.organizationId,
          role: input.membership.role,
        })
        .onConflictDoNothing(),
    );
  }
  const [first, ...rest] = statements;
  await db.batch([first!, ...rest]);
  const token = await signToken(rt.env.JWT_SECRET, { sub: input.userId, typ: "activation", jti }, ACTIVATION_TTL_S);
  const link = `${rt.origin}/admin-activation?token=${encodeURIComponent(token)}`;
  await emailChannel(rt).send([
    {
      to: input.email,
      kind: "activation",
      subject: "Activá tu cuenta de Tropero",
      body: `Hola ${input.firstName}: te crearon una cuenta en Tropero. Elegí tu contraseña en ${link} (el enlace vence en 7 días y sirve una sola vez).`,
      secret: encodeURIComponent(token),
    },
  ]);
}
