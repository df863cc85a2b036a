// Closing live sockets when access ends (member removed, session revoked), so a socket never
// outlives the right to read the organization. Fire-and-forget like broadcast: the write that
// ended the access has already committed and must not fail because a room is unreachable.
import { eq } from "drizzle-orm";
import { userOrganizations } from "../../db/schema";
import type { Runtime } from "../../env";
import { SOCKET_CLOSE, SUPER_ADMIN_ROOM } from "../../shared/socket-messages";
import { roomStub } from "./broadcast";

/** Close `userId`'s sockets in `organizationId`'s room (member removed from the organization). */
export function closeMemberSockets(rt: Runtime, organizationId: number, userId: number): void {
  rt.waitUntil(
    roomStub(rt.env, organizationId)
      .closeUser(userId)
      .catch((e: unknown) => console.error("closeMemberSockets failed", e)),
  );
}

/**
 * Close the sockets opened with any of `sessionIds` of `userId` (or all of the user's sockets),
 * in every room of their organizations. The user's memberships are read when this is called, unless
 * the caller passes them (account deletion reads them in the batch that deletes them); a socket only
 * ever exists in a room the user is a member of, so rooms of organizations they never joined are not visited.
 */
export function closeSessionSockets(
  rt: Runtime,
  userId: number,
  sessionIds: number[] | "all",
  organizationIds?: number[],
): void {
  if (sessionIds !== "all" && sessionIds.length === 0) return;
  // The query is issued now (before the caller's next statement), the closing happens in waitUntil.
  const memberships = organizationIds
    ? Promise.resolve(organizationIds)
    : rt.db
        .select({ organizationId: userOrganizations.organization_id })
        .from(userOrganizations)
        .where(eq(userOrganizations.user_id, userId))
        .all()
        .then((rows) => rows.map((r) => r.organizationId));
  const done = memberships
    .then((ids) =>
      Promise.all(
        // The super admins' room too: a revoked session's socket there must close as well (a no-op for others).
        [...ids, SUPER_ADMIN_ROOM as typeof SUPER_ADMIN_ROOM].map((id) => {
          const room = roomStub(rt.env, id);
          return sessionIds === "all"
            ? room.closeUser(userId, SOCKET_CLOSE.sessionEnded, "Sesión finalizada")
            : room.closeSessions(sessionIds);
        }),
      ),
    )
    .catch((e: unknown) => console.error("closeSessionSockets failed", e));
  rt.waitUntil(done);
}
