// Test fixtures on the real local D1: users with live sessions, organizations, members, and a
// small `api()` client that calls the worker's own fetch handler.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { sessions, userOrganizations, users, type Role } from "../../worker/db/schema";
import { hashPassword } from "../../worker/lib/passwords";
import { ACCESS_TTL_S, randomId, REFRESH_TTL_S, signToken } from "../../worker/lib/tokens";
import { createOrganization } from "../../worker/areas/organization/organizations";

export const ORIGIN = "http://tropero.test";
export const db = () => createDb(env.DB);

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T & { ok: boolean; message?: string; code?: string; issues?: { path: string; message: string }[] };
  headers: Headers;
}

/** Calls the worker like a browser would. `body` objects are sent as JSON. */
export async function api<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  const res = await exports.default.fetch(
    new Request(`${ORIGIN}${path.startsWith("/api") ? path : `/api${path}`}`, {
      method: init.method ?? (body ? "POST" : "GET"),
      headers,
      body,
    }),
  );
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { ok: false, raw: text };
  }
  return { status: res.status, body: parsed as ApiResult<T>["body"], headers: res.headers };
}

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = "secreto123";

export interface TestUser {
  id: number;
  email: string;
  token: string;
  refreshToken: string;
  sessionId: number;
}

/** A user with a live session (inserted directly, so tests of any route don't depend on log-in). */
export async function makeUser(
  opts: { email?: string; superAdmin?: boolean; first_name?: string } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = opts.email ?? `u${randomId(6)}@test.com`;
  const [user] = await db()
    .insert(users)
    .values({
      email,
      first_name: opts.first_name ?? "Juan",
      last_name: "Pérez",
      password_hash: await passwordHash,
      is_super_admin: opts.superAdmin ?? false,
      email_verified: true,
    })
    .returning();
  return { ...(await newSession(user!.id)), email };
}

export async function newSession(userId: number) {
  const jti = randomId();
  const [session] = await db()
    .insert(sessions)
    .values({
      user_id: userId,
      refresh_jti: jti,
      device: "vitest",
      expires_at: new Date(Date.now() + REFRESH_TTL_S * 1000).toISOString(),
    })
    .returning();
  const token = await signToken(env.JWT_SECRET, { sub: userId, typ: "access", sid: session!.id }, ACCESS_TTL_S);
  const refreshToken = await signToken(
    env.JWT_SECRET,
    { sub: userId, typ: "refresh", sid: session!.id, jti },
    REFRESH_TTL_S,
  );
  return { id: userId, token, refreshToken, sessionId: session!.id };
}

/** An organization owned by `owner`, with the default categories. */
export async function makeOrg(owner: TestUser, name = "Estancia de prueba") {
  return createOrganization(db(), { name, ownerId: owner.id });
}

export async function addMember(organizationId: number, user: TestUser, role: Role) {
  await db().insert(userOrganizations).values({ user_id: user.id, organization_id: organizationId, role });
}

/** Owner, admin and plain user of one organization, plus an outsider with an organization of their own. */
export async function makeTeam() {
  const owner = await makeUser();
  const admin = await makeUser();
  const user = await makeUser();
  const outsider = await makeUser();
  const org = await makeOrg(owner);
  const otherOrg = await makeOrg(outsider, "Otra estancia");
  await addMember(org.id, admin, "admin");
  await addMember(org.id, user, "user");
  return { owner, admin, user, outsider, org, otherOrg };
}
