// Reads a JWT's exp claim without verifying it (the server verifies); docs/client-rules.md: a token whose
// exp is missing or unreadable counts as expired.

function claims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="))) as unknown;
    return json && typeof json === "object" ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The exp claim in seconds, or null when the token has none or is not a JWT. */
export function tokenExpiry(token: string): number | null {
  const exp = claims(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
}

/** The user id the token names (its sub claim), unverified: only to find this user's data on the device. */
export function tokenUserId(token: string): number | null {
  const sub = Number(claims(token)?.sub);
  return Number.isSafeInteger(sub) && sub > 0 ? sub : null;
}

/** True when the token is expired or expires within `seconds` of `nowMs`. */
export function expiresWithin(token: string, seconds: number, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - nowMs <= seconds * 1000;
}
