// Closing live sockets when access ends (member removed, session revoked).
// Signatures are fixed here; the live-sync work implements them against OrgRoom.
import type { Context } from "hono";
import type { AppEnv } from "../env";

/** Close `userId`'s sockets in `organizationId`'s room (member removed from the organization). */
export function closeMemberSockets(_c: Context<AppEnv>, _organizationId: number, _userId: number): void {
  // implemented by the live-sync issue
}

/** Close the sockets opened with any of `sessionIds` of `userId`, in every room of their organizations. */
export function closeSessionSockets(_c: Context<AppEnv>, _userId: number, _sessionIds: number[] | "all"): void {
  // implemented by the live-sync issue
}
