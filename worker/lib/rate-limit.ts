// Fixed-window rate limiting on the rate_limits table (log-in and one-time code endpoints).
import { and, eq, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { AppContext } from "../env";
import { tooMany } from "./errors";

export interface Rule {
  name: string;
  limit: number;
  windowS: number;
}

const FIFTEEN_MIN = 15 * 60;
const HOUR = 60 * 60;
/** The longest window: the daily cleanup drops windows older than this (./cleanup.ts). */
export const DAY = 24 * HOUR;

export const RULES = {
  /**
   * Log-in tries for one account, reserved before the password is hashed (a right password gets its
   * try back). An address (an IPv6 /64) that has opened a session for the account before counts in a
   * bucket of its own, so a flood from elsewhere does not lock the owner out of their usual phone or office.
   */
  loginAccount: { name: "login-account", limit: 10, windowS: FIFTEEN_MIN },
  /** Log-in tries from one address (an IPv6 /64): stops spraying many accounts. */
  loginIp: { name: "login-ip", limit: 50, windowS: FIFTEEN_MIN },
  /** Codes sent to one email, phone number or user. */
  codeSendTarget: { name: "code-send-target", limit: 5, windowS: FIFTEEN_MIN },
  codeSendIp: { name: "code-send-ip", limit: 20, windowS: FIFTEEN_MIN },
  /** Code checks from one address (each code also dies after 5 wrong tries). */
  codeCheckIp: { name: "code-check-ip", limit: 30, windowS: FIFTEEN_MIN },
  /** Code checks for one email or user, from any address: a distributed guesser meets this one. */
  codeCheckTarget: { name: "code-check-target", limit: 10, windowS: FIFTEEN_MIN },
  /** Password checks of a signed-in account (change password or email, delete the account). */
  passwordCheck: { name: "password-check", limit: 10, windowS: FIFTEEN_MIN },
  /**
   * Messages to people who never asked for them can be abused as a relay: invitations to unknown
   * addresses and greetings are limited per caller and per organization per day (greetings are a
   * fixed template, too).
   */
  invitationCaller: { name: "invitation-caller", limit: 20, windowS: DAY },
  invitationOrganization: { name: "invitation-org", limit: 50, windowS: DAY },
  greetingCaller: { name: "greeting-caller", limit: 5, windowS: DAY },
  /** Analytics beacons of one user: a busy user sends a few a minute; this only stops a flood. */
  analyticsUser: { name: "analytics-user", limit: 300, windowS: HOUR },
  greetingOrganization: { name: "greeting", limit: 5, windowS: DAY },
  /** Sign-ups from one address (this also bounds probing which emails have an account). */
  signUpIp: { name: "sign-up-ip", limit: 20, windowS: HOUR },
  /**
   * Changes of email one user, and one address, may ask for, per hour like sign-ups: the answer is the
   * same for a taken address and a free one, and this bounds what any other signal could still leak
   * and the codes mailed to strangers' addresses.
   */
  emailChangeUser: { name: "email-change-user", limit: 10, windowS: HOUR },
  emailChangeIp: { name: "email-change-ip", limit: 20, windowS: HOUR },
  /** Organizations one user, and one address, may create. */
  organizationCreateUser: { name: "org-create-user", limit: 20, windowS: DAY },
  organizationCreateIp: { name: "org-create-ip", limit: 50, windowS: DAY },
  /** An organization's export reads every row it has, and an import writes them: bounded per organization. */
  organizationExport: { name: "org-export", limit: 20, windowS: HOUR },
  organizationImport: { name: "org-import", limit: 20, windowS: HOUR },
  /**
   * Uploads (invoice files and note photos) of one member of one organization: a note's five photos are
   * five; this bounds the R2 writes a member makes, the organization's quota bounds what stays.
   */
  uploadMember: { name: "upload-member", limit: 60, windowS: HOUR },
  /** The SPA's error reports from one address (they go to the log and to Sentry's quota). */
  clientError: { name: "client-error", limit: 30, windowS: FIFTEEN_MIN },
} satisfies Record<string, Rule>;

export type Check = readonly [Rule, string];

const LIMITED_MESSAGE = "Demasiados intentos. Probá de nuevo en unos minutos.";

/** Cloudflare sets CF-Connecting-IP; a local run without it shares one bucket. */
export function clientIp(c: AppContext): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

/**
 * The address a limit counts: the IPv4 address, or the /64 of an IPv6 one (one subscriber gets a whole
 * /64, so counting single IPv6 addresses would give an attacker 2^64 buckets).
 */
export function addressBucket(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The request's address bucket (see addressBucket). */
export const clientBucket = (c: AppContext) => addressBucket(clientIp(c));

const keyOf = ([rule, subject]: Check) => `${rule.name}:${subject}`;
const windowStart = (rule: Rule) => Math.floor(Date.now() / 1000 / rule.windowS) * rule.windowS;

/** Statements that add one to each counter (starting a new window when the old one ended). */
function countStatements(c: AppContext, checks: Check[]) {
  return checks.map((check) =>
    c.var.db
      .insert(rateLimits)
      .values({ key: keyOf(check), count: 1, window_start: windowStart(check[0]) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.window_start} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
          window_start: sql`excluded.window_start`,
        },
      })
      .returning({ count: rateLimits.count }),
  );
}

/** Statements that give back the tries a request reserved (a right password is not an attack). */
export function refundStatements(c: AppContext, checks: Check[]) {
  return checks.map((check) =>
    c.var.db
      .update(rateLimits)
      .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, keyOf(check)), eq(rateLimits.window_start, windowStart(check[0])))),
  );
}

/** Counts this request against every check (one batch) and throws 429 when one went over its limit. */
export async function hit(c: AppContext, checks: Check[], message = LIMITED_MESSAGE): Promise<void> {
  const [first, ...rest] = countStatements(c, checks);
  if (!first) return;
  const results = await c.var.db.batch([first, ...rest]);
  results.forEach((rows, i) => {
    if ((rows[0]?.count ?? 0) > checks[i]![0].limit) throw tooMany(message);
  });
}
