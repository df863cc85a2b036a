// JWTs (jose, HS256 pinned): 15-minute access tokens, 30-day rotating refresh tokens, and
// single-use activation tokens. Each kind has its own `typ` so one can never pass as another.
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

export const ISSUER = "tropero";
export const AUDIENCE = "tropero-api";
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;
/** A session's absolute lifetime from log-in, however often it refreshes (then: log in again). */
export const SESSION_MAX_AGE_S = 90 * 24 * 60 * 60;
export const ACTIVATION_TTL_S = 7 * 24 * 60 * 60;

export type TokenType = "access" | "refresh" | "activation";

export interface TokenClaims {
  sub: string;
  typ: TokenType;
  /** Session id (access and refresh tokens). */
  sid?: number;
  /** Unique id (refresh and activation tokens). */
  jti?: string;
  exp: number;
  iat: number;
}

/** The HMAC key of each secret, imported once (given the raw bytes, jose imports them on every call). */
const keyCache = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let k = keyCache.get(secret);
  if (!k) {
    if (!secret || secret.length < 16) throw new Error("JWT_SECRET is missing or too short");
    k = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keyCache.set(secret, k);
  }
  return k;
}

export function randomId(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function signToken(
  secret: string,
  claims: { sub: string | number; typ: TokenType; sid?: number; jti?: string },
  ttlSeconds: number,
): Promise<string> {
  const payload: Record<string, unknown> = { typ: claims.typ };
  if (claims.sid !== undefined) payload.sid = claims.sid;
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.sub))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds);
  if (claims.jti) jwt.setJti(claims.jti);
  return jwt.sign(await key(secret));
}

/**
 * Access tokens this isolate has verified, by secret and token: a client sends the same token for up to 15 minutes,
 * and its signature's check (HMAC in WebCrypto, then jose's parsing) was a visible part of every write. The claims
 * are what the signature proved; expiry is still checked on each use. Bounded: the oldest entry goes first.
 */
const verifiedAccess = new Map<string, TokenClaims>();
const VERIFIED_ACCESS_MAX = 512;

function cachedAccess(secret: string, token: string): TokenClaims | null {
  const key = `${secret}\u0000${token}`;
  const claims = verifiedAccess.get(key);
  if (!claims) return null;
  if (claims.exp * 1000 > Date.now()) return claims;
  verifiedAccess.delete(key);
  return null;
}

function rememberAccess(secret: string, token: string, claims: TokenClaims) {
  if (verifiedAccess.size >= VERIFIED_ACCESS_MAX) verifiedAccess.delete(verifiedAccess.keys().next().value!);
  verifiedAccess.set(`${secret}\u0000${token}`, claims);
}

/** Verifies signature (HS256 only), issuer, audience, expiry and type; null when any fails. */
export async function verifyToken(secret: string, token: string, typ: TokenType): Promise<TokenClaims | null> {
  if (typ === "access") {
    const known = cachedAccess(secret, token);
    if (known) return known;
  }
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (payload.typ !== typ || typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
    if ((typ === "access" || typ === "refresh") && typeof payload.sid !== "number") return null;
    const claims = payload as unknown as TokenClaims;
    if (typ === "access") rememberAccess(secret, token, claims);
    return claims;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}

/** SHA-256 hex, for storing codes and token ids without keeping the secret itself. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
