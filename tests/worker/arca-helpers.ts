// ARCA test helpers (docs/arca.md, Tests): the worker's env pointed at the stand-in that the global setup
// started (tests/arca-standin), and the stand-in's control routes. A test file calls `standinScope(name)`
// first so its scenarios and counts stay apart from other files running at the same time.
import { env } from "cloudflare:test";
import { inject } from "vitest";
import "../arca-standin/provided";
import type { IssuedTicket, StandinCall } from "../arca-standin/context";

export const standin = () => inject("arcaStandin");

let scope = "";
/** Uses the stand-in's scope `name` (its own tickets, switches and log) for this file's helpers. */
export function standinScope(name: string) {
  scope = name;
}

/** The stand-in's base URL in the current scope (WSAA at /wsaa, WSFEv1 at /wsfe). */
export const standinUrl = () => `${standin().url}${scope ? `/s/${scope}` : ""}`;

/** The test env plus the platform's secrets and endpoints at the stand-in; ARCA calls time out in 1.5 s. */
export function arcaEnv() {
  const { certPem, keyPem, cuit } = standin();
  return {
    ...env,
    ARCA_CUIT: cuit,
    ARCA_CERT: certPem,
    ARCA_KEY: keyPem,
    ARCA_WSAA_URL: `${standinUrl()}/wsaa`,
    ARCA_WSFE_URL: `${standinUrl()}/wsfe`,
    ARCA_TIMEOUT_MS: "1500",
  };
}

async function post(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${standinUrl()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`stand-in ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Merges scenario switches (e.g. `{ wsaa_refuse_next: "cms.cert.untrusted" }`) into the stand-in's. */
export const standinControl = (controls: Record<string, unknown>) => post("/__control", controls);
/** Clears switches, issued tickets, the call log and WSFE's book. */
export const standinReset = () => post("/__reset");
/** Revokes every issued ticket: WSFE refuses them and WSAA allows a new login. */
export const standinRevoke = () => post("/__revoke");

export interface StandinLog {
  calls: StandinCall[];
  tickets: IssuedTicket[];
}

/** The stand-in's call log (bodies too with `bodies`) and the tickets it issued. */
export async function standinCalls(bodies = false): Promise<StandinLog> {
  const res = await fetch(`${standinUrl()}/__calls${bodies ? "?bodies=1" : ""}`);
  return (await res.json()) as StandinLog;
}
