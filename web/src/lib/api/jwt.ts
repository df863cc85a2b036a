// Reads a JWT's exp claim without verifying it (the server verifies); SPEC.md §5: a token whose
// exp is missing or unreadable counts as expired.

/** The exp claim in seconds, or null when the token has none or is not a JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="))) as unknown;
    const exp = (json as { exp?: unknown } | null)?.exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token is expired or expires within `seconds` of `nowMs`. */
export function expiresWithin(token: string, seconds: number, nowMs: number): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - nowMs <= seconds * 1000;
}
