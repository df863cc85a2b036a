// Early requests (docs/spa-data.md, "The first screen"): the boot script (web/src/boot.ts) starts the
// first screen's GETs while the app's code is still downloading; the request core then takes each
// answer once instead of asking again. Dependency-free on purpose: boot.ts must stay a few hundred bytes.

/** An answer older than this is not handed out: the page asks again. */
export const EARLY_MAX_AGE_MS = 30_000;

interface EarlyRequest {
  /** The bearer token it was sent with: a different session never gets it. */
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

// Boot and the app are separate scripts: the registry lives on the page, not in a module.
const REGISTRY = "__troperoEarlyRequests";

function registry(): Map<string, EarlyRequest> {
  const page = globalThis as unknown as Record<string, Map<string, EarlyRequest> | undefined>;
  return (page[REGISTRY] ??= new Map());
}

/** Starts `GET /api{path}` with the headers the request core would send. */
export function startEarlyGet(path: string, token: string, headers: Record<string, string>, now = Date.now()): void {
  const response = fetch(`/api${path}`, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  // Never read (the app may not ask for it): not an unhandled rejection.
  response.catch(() => undefined);
  registry().set(path, { token, startedAt: now, response });
}

/**
 * The early answer to this exact call, once: only for a GET of the same path with the same token,
 * started at most EARLY_MAX_AGE_MS ago. Null otherwise (the caller fetches as usual).
 */
export function takeEarly(
  method: string,
  path: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | null {
  if (method !== "GET" || !token) return null;
  const early = registry().get(path);
  if (!early) return null;
  registry().delete(path);
  if (early.token !== token || now - early.startedAt > EARLY_MAX_AGE_MS) return null;
  return early.response;
}
