// Test helper: JWT-shaped tokens with a chosen exp (the client only reads the claim).

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function fakeJwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(claims)}.signature`;
}

/** A token expiring `seconds` after `nowMs` (negative: already expired). */
export const tokenExpiringIn = (seconds: number, nowMs: number, extra: Record<string, unknown> = {}) =>
  fakeJwt({ sub: "1", exp: Math.floor(nowMs / 1000) + seconds, ...extra });
