// Meta signs every webhook delivery: X-Hub-Signature-256 = "sha256=" + hex HMAC-SHA256(raw body, app secret).
// crypto.subtle.verify compares in constant time, so no timing leaks which byte differed.

const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

/** True only when `header` is the signature of exactly `body` with `secret`. */
export async function validSignature(secret: string, body: Uint8Array<ArrayBuffer>, header: string | undefined) {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header?.trim() ?? "");
  const signature = match ? hexToBytes(match[1]!) : null;
  if (!signature) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signature, body);
}

/** The header value for `body` (the simulator and tests sign like Meta does). */
export async function signBody(secret: string, body: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), bytes));
  return `sha256=${Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
