// The door to the live rooms. Browsers cannot set headers on a websocket, so the token comes in the
// query; the door checks Origin, token, live session and membership, and only then hands the upgrade
// to the OrgRoom. Two paths, one handler:
//   GET /api/events/socket.io?room=organization_{id}&token=…   (docs/live-sync.md)
//   GET /api/events/organization_{id}?token=…                  (clients deployed before it)
// The room super_admin (the WhatsApp inbox) takes the same checks, with "is a super admin" for membership.
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../env";
import { ApiError, forbidden, notFound, unauthorized } from "../../lib/errors";
import { roomStub } from "./broadcast";
import { assertRole } from "../organization/access";
import { roleIn } from "../organization/member-role";
import { NO_TOKEN_MESSAGE, userForAccessToken } from "../account/require-auth";
import {
  ROOM_SESSION_HEADER,
  ROOM_EXPIRES_HEADER,
  ROOM_USER_HEADER,
  ROOM_ORGANIZATION_HEADER,
  ROOM_NAME_HEADER,
} from "./org-room";
import { parseRoomName, SUPER_ADMIN_ROOM } from "../../shared/socket-messages";

/** Origins allowed to open a socket: the request's own, the app's public one and the dev servers. */
export function isAllowedOrigin(origin: string | undefined, requestUrl: string, env: AppEnv["Bindings"]): boolean {
  if (!origin) return false;
  const allowed = new Set([new URL(requestUrl).origin]);
  if (env.APP_ORIGIN) allowed.add(env.APP_ORIGIN.replace(/\/+$/, ""));
  for (const o of (env.ALLOWED_DEV_ORIGINS ?? "").split(",")) if (o.trim()) allowed.add(o.trim().replace(/\/+$/, ""));
  return allowed.has(origin);
}

/** Every check of the door, in order, for the room named `room` (from the path or the query). */
async function openRoom(c: Context<AppEnv>, room: string | undefined): Promise<Response> {
  const superAdmins = room === SUPER_ADMIN_ROOM;
  const organizationId = parseRoomName(room ?? "");
  if (organizationId === null && !superAdmins) throw notFound("Sala no encontrada", "ROOM_NOT_FOUND");
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "UPGRADE_REQUIRED", "Se esperaba una conexión websocket");
  }
  if (!isAllowedOrigin(c.req.header("Origin"), c.req.url, c.env)) {
    throw forbidden("Origen no permitido", "ORIGIN_FORBIDDEN");
  }
  const token = c.req.query("token");
  if (!token) throw unauthorized(NO_TOKEN_MESSAGE, "NO_TOKEN");
  const user = await userForAccessToken(c, token);
  if (!user) throw unauthorized("Token inválido o sesión expirada", "INVALID_TOKEN");
  if (superAdmins && !user.is_super_admin) throw forbidden("Solo para super administradores", "SUPER_ADMIN_ONLY");
  // Membership: 403 unless a member, the same answer whether the organization exists or not.
  if (organizationId !== null) assertRole(await roleIn(c.var.db, user.id, organizationId));

  const headers = new Headers(c.req.raw.headers);
  headers.set(ROOM_USER_HEADER, String(user.id));
  headers.set(ROOM_SESSION_HEADER, String(user.sessionId));
  headers.set(ROOM_EXPIRES_HEADER, user.sessionExpiresAt);
  if (organizationId !== null) headers.set(ROOM_ORGANIZATION_HEADER, String(organizationId));
  else headers.set(ROOM_NAME_HEADER, SUPER_ADMIN_ROOM);
  return roomStub(c.env, organizationId ?? SUPER_ADMIN_ROOM).fetch(new Request(c.req.url, { headers }));
}

// "/socket.io" first: "/:room" would otherwise take it (and answer 404, not a room name).
export const eventsRoutes = new Hono<AppEnv>()
  .get("/socket.io", (c) => openRoom(c, c.req.query("room")))
  .get("/:room", (c) => openRoom(c, c.req.param("room")));
