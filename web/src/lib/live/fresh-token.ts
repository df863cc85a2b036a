// The access token for the next socket connection, read fresh from the session every time
// (docs/client-rules.md): an expiring one is refreshed first through the API client, and an expiring
// refresh token ends the session (which also disconnects the socket).
import { expiresWithin, tokenExpiry } from "../api/jwt";
import { REFRESH_THRESHOLD_S } from "../api/request-core";

export interface FreshTokenDeps {
  getToken: () => string | null;
  getRefreshToken: () => string | null;
  /** Any authenticated call: the API client refreshes an expiring token before sending it. */
  touchApi: () => Promise<unknown>;
  endSession: () => void;
  now: () => number;
}

export async function freshSocketToken(deps: FreshTokenDeps): Promise<string | null> {
  const token = deps.getToken();
  if (!token) return null;
  const refreshToken = deps.getRefreshToken();
  if (!refreshToken || expiresWithin(refreshToken, REFRESH_THRESHOLD_S, deps.now())) {
    deps.endSession();
    return null;
  }
  if (!expiresWithin(token, REFRESH_THRESHOLD_S, deps.now())) return token;
  try {
    await deps.touchApi();
  } catch {
    // Offline or refused: the attempt fails and the backoff tries again later.
    return null;
  }
  return deps.getToken();
}

/** Milliseconds until `refreshToken` enters its last 30 s (0 when already there), or null. */
export function msUntilRefreshExpiry(refreshToken: string | null, now: number): number | null {
  if (!refreshToken) return null;
  const exp = tokenExpiry(refreshToken);
  return exp === null ? 0 : Math.max(0, exp * 1000 - REFRESH_THRESHOLD_S * 1000 - now);
}
