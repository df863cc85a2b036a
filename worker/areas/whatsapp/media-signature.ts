// Signed media URLs: <audio> and <img> cannot send the Bearer token, so the super admins' reads (the thread,
// the live room) hand out /api/audio/{id}?exp=…&sig=… instead, an HMAC of the path and its expiry keyed
// from JWT_SECRET. The expiry is rounded up to a 5-minute step so a refetch gives the same URL (the
// browser's cache keeps working) and every URL lives 5 to 10 minutes.
import type { Env } from "../../env";
import type { ConversationMessage } from "../../shared/whatsapp-schemas";

export const MEDIA_URL_STEP_S = 5 * 60;

const encoder = new TextEncoder();
// A purpose prefix: a media signature is never a valid anything else made with the same secret.
const payload = (path: string, exp: number) => encoder.encode(`whatsapp-media:${path}:${exp}`);
const key = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** `path` (e.g. /api/audio/12) with its signature, valid until the next 5-minute step after 5 minutes. */
export async function signMediaPath(env: Env, path: string, now = Date.now()): Promise<string> {
  const exp = Math.ceil(now / 1000 / MEDIA_URL_STEP_S) * MEDIA_URL_STEP_S + MEDIA_URL_STEP_S;
  const sig = toHex(await crypto.subtle.sign("HMAC", await key(env.JWT_SECRET, "sign"), payload(path, exp)));
  return `${path}?exp=${exp}&sig=${sig}`;
}

/** True when `sig` signs `path` until `exp` and `exp` has not passed (compared in constant time). */
export async function validMediaSignature(env: Env, path: string, exp: string, sig: string, now = Date.now()) {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(sig.slice(i * 2, i * 2 + 2), 16);
  return crypto.subtle.verify("HMAC", await key(env.JWT_SECRET, "verify"), bytes, payload(path, Number(exp)));
}

/** The messages with their media URLs signed (only ever called for super admins). */
export function signMessages(env: Env, messages: ConversationMessage[]): Promise<ConversationMessage[]> {
  return Promise.all(
    messages.map(async (m) => (m.media_url ? { ...m, media_url: await signMediaPath(env, m.media_url) } : m)),
  );
}
