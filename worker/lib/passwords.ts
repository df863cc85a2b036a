// PBKDF2-SHA256 password hashing through WebCrypto, stored with its parameters.
const ALGORITHM = "pbkdf2-sha256";
/** The production Workers runtime refuses more than 100,000 iterations. */
export const MAX_PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))));
const unb64 = (s: string) => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  return crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
}

export async function hashPassword(password: string, iterations = MAX_PBKDF2_ITERATIONS): Promise<string> {
  const iters = Math.min(iterations, MAX_PBKDF2_ITERATIONS);
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iters);
  return `${ALGORITHM}$${iters}$${b64(salt)}$${b64(hash)}`;
}

export function parsePasswordHash(stored: string) {
  const [algorithm, iterations, salt, hash] = stored.split("$");
  return { algorithm, iterations: Number(iterations), salt, hash };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const parsed = parsePasswordHash(stored);
  if (parsed.algorithm !== ALGORITHM || !parsed.salt || !parsed.hash) return false;
  const actual = new Uint8Array(await derive(password, unb64(parsed.salt), parsed.iterations));
  const expected = unb64(parsed.hash);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i]! ^ expected[i]!;
  return diff === 0;
}

/** A dummy verification so a log-in with an unknown email costs the same time as a wrong password. */
export const DUMMY_HASH = `${ALGORITHM}$${MAX_PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
