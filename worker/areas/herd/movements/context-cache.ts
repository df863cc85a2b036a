// A create in one round trip (docs/aggregates.md, "A create in one round trip"): every create's batch reads back the context the
// next write on the same references would read, and this isolate keeps it. The next create builds its batch
// from that copy and puts first a guard that compares it with what the database holds when the batch runs:
// when anything changed (another write, a member's role, the session), the guard fails the whole batch,
// nothing is written, and the create reads afresh (movements.ts). A copy is never trusted, only checked.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../env";
import type { ContextRefs } from "./herd-context";

/** Copies kept (the oldest kept dropped first), and how long one is tried before it is read afresh. */
const MAX_ENTRIES = 256;
const MAX_AGE_MS = 5 * 60_000;

interface Copy {
  text: string;
  at: number;
  orgId: number;
  /** The rodeos and supplies its context reads: a write on any of them here makes it stale. */
  ids: Set<string>;
  /** The client id of the write that kept it: a repeat of that write reads afresh (and answers the movement). */
  clientId: string | null;
}

const copies = new Map<string, Copy>();

const idsOf = (rodeoIds: Iterable<number>, supplyIds: Iterable<number>) =>
  new Set([...[...rodeoIds].map((id) => `r${id}`), ...[...supplyIds].map((id) => `s${id}`)]);

const sorted = (ids: Iterable<number> | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

/** What the context depends on: the organization, the references, the member and the session (not a client id). */
export function contextKey(orgId: number, refs: ContextRefs): string {
  return JSON.stringify([
    orgId,
    sorted(refs.rodeoIds),
    sorted(refs.cycleIds),
    sorted(refs.lotIds),
    sorted(refs.supplyIds),
    refs.withdrawalOn ?? null,
    refs.memberId ?? null,
    refs.session?.id ?? null,
  ]);
}

/** The copy kept for `key`, if recent enough to be worth a try and not kept by this very write (a repeat). */
export function keptContext(key: string, clientId: string | null): string | null {
  const copy = copies.get(key);
  if (!copy || (clientId !== null && copy.clientId === clientId)) return null;
  if (Date.now() - copy.at > MAX_AGE_MS) {
    copies.delete(key);
    return null;
  }
  return copy.text;
}

/** Keeps the context a create read after its writes (it forgot the others it made stale: forgetTouched). */
export function keepContext(key: string, text: string, orgId: number, refs: ContextRefs, clientId: string | null) {
  copies.delete(key);
  copies.set(key, { text, at: Date.now(), orgId, ids: idsOf(refs.rodeoIds, refs.supplyIds ?? []), clientId });
  if (copies.size > MAX_ENTRIES) copies.delete(copies.keys().next().value!);
}

export const forgetContext = (key: string) => void copies.delete(key);

/**
 * After a movement write here: forgets the organization's copies that read any rodeo or supply it touched, so
 * the next write on them reads afresh instead of trying a batch its guard would fail. Writes elsewhere (another
 * isolate, another kind of change) are the guard's to catch.
 */
export function forgetTouched(orgId: number, rodeoIds: Iterable<number>, supplyIds: Iterable<number>) {
  const touched = [...idsOf(rodeoIds, supplyIds)];
  for (const [key, copy] of copies) {
    if (copy.orgId === orgId && touched.some((id) => copy.ids.has(id))) copies.delete(key);
  }
}

/**
 * The batch's first statement when it was built from a kept copy: fails the batch (json() of a non-JSON text
 * raises an error inside the transaction) unless the database still holds exactly that context (`column`,
 * contextColumn of the same references).
 */
export const contextGuard = (db: Db, column: SQL, text: string) =>
  db.select({ ok: sql`json(CASE WHEN ${column} = ${text} THEN '1' ELSE 'stale' END)` }).from(sql`(SELECT 1)`);
