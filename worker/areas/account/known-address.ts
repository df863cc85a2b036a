// Whether a log-in comes from where the account signed in before (a "known" address has a log-in bucket
// of its own, docs/security.md). Sessions keep the full address, which the session list shows;
// for IPv6 the unit is the /64 (privacy addresses change within it every day), as for the per-address
// limits, so the lookup compares /64s: SQL narrows the account's addresses to those that can share the
// /64 whatever their spelling, and addressBucket decides.
import { sql, type SQL } from "drizzle-orm";
import { addressBucket } from "../../lib/rate-limit";

/** The account's most recent distinct addresses read; a person signs in from far fewer in 90 days. */
const MAX_ADDRESSES = 200;

/**
 * The condition on `s.ip` a known address of `ip` meets: the same text for IPv4 (or anything unusual),
 * for IPv6 the same first group, compared without case and leading zeros ("::" leads a first group of 0).
 */
function sameFamilyPrefix(ip: string): SQL {
  const first = addressBucket(ip).split(":")[0] ?? "";
  if (!ip.includes(":") || !/^[0-9a-f]{1,4}$/.test(first)) return sql`s.ip = ${ip}`;
  const stripped = first.replace(/^0+/, "");
  const prefix = `${stripped}:`;
  return sql`substr(ltrim(lower(s.ip), '0'), 1, ${prefix.length}) = ${prefix}`;
}

/**
 * A column for the select of `users`: a JSON array of the account's session addresses that may share
 * `ip`'s bucket. Read it with isKnownAddress.
 */
export function knownAddressCandidates(ip: string) {
  return sql<string>`(SELECT json_group_array(ip) FROM (SELECT s.ip AS ip FROM sessions s
    WHERE s.user_id = "users"."id" AND ${sameFamilyPrefix(ip)}
    GROUP BY s.ip ORDER BY max(s.id) DESC LIMIT ${MAX_ADDRESSES}))`;
}

/** Whether one of the candidates is in `ip`'s bucket: the same IPv4 address, or the same IPv6 /64. */
export function isKnownAddress(candidates: string | null | undefined, ip: string): boolean {
  if (!candidates) return false;
  const bucket = addressBucket(ip);
  return (JSON.parse(candidates) as string[]).some((stored) => addressBucket(stored) === bucket);
}
