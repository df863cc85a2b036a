// Fixed-window rate limiting on the rate_limits table (log-in and one-time code endpoints).
import { inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import { rateLimits } from "../db/schema";
import type { AppEnv } from "../env";
import { tooMany } from "./errors";

export interface Rule {
  name: string;
  limit: number;
  windowS: number;
}

const FIFTEEN_MIN = 15 * 60;

export const RULES = {
  /** Failed log-ins for one account: stops guessing a password. */
  loginAccount: { name: "login-account", limit: 10, windowS: FIFTEEN_MIN },
  /** Failed log-ins from one address: stops spraying many accounts. */
  loginIp: { name: "login-ip", limit: 50, windowS: FIFTEEN_MIN },
  /** Codes sent to one email or user. */
  codeSendTarget: { name: "code-send-target", limit: 5, windowS: FIFTEEN_MIN },
  codeSendIp: { name: "code-send-ip", limit: 20, windowS: FIFTEEN_MIN },
  /** Code checks from one address (each code also dies after 5 wrong tries). */
  codeCheckIp: { name: "code-check-ip", limit: 30, windowS: FIFTEEN_MIN },
  /** Code checks for one email or user, from any address: a distributed guesser meets this one. */
  codeCheckTarget: { name: "code-check-target", limit: 10, windowS: FIFTEEN_MIN },
  /** Greetings one organization sends to its members. */
  greeting: { name: "greeting", limit: 5, windowS: 60 * 60 },
} satisfies Record<string, Rule>;

export type Check = readonly [Rule, string];

const LIMITED_MESSAGE = "Demasiados intentos. Probá de nuevo en unos minutos.";

/** Cloudflare sets CF-Connecting-IP; a local run without it shares one bucket. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "local";
}

const keyOf = ([rule, subject]: Check) => `${rule.name}:${subject}`;
const windowStart = (rule: Rule) => Math.floor(Date.now() / 1000 / rule.windowS) * rule.windowS;

/** Read-only check (one query): throws 429 when any counter already reached its limit. */
export async function assertNotLimited(c: Context<AppEnv>, checks: Check[]): Promise<void> {
  const rows = await c.var.db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, checks.map(keyOf)));
  for (const check of checks) {
    const row = rows.find((r) => r.key === keyOf(check));
    if (row && row.window_start === windowStart(check[0]) && row.count >= check[0].limit)
      throw tooMany(LIMITED_MESSAGE);
  }
}

/** Statements that add one to each counter (starting a new window when the old one ended). */
export function countStatements(c: Context<AppEnv>, checks: Check[]) {
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

/** Counts this request against every check (one batch) and throws 429 when one went over its limit. */
export async function hit(c: Context<AppEnv>, checks: Check[]): Promise<void> {
  const [first, ...rest] = countStatements(c, checks);
  if (!first) return;
  const results = await c.var.db.batch([first, ...rest]);
  results.forEach((rows, i) => {
    if ((rows[0]?.count ?? 0) > checks[i]![0].limit) throw tooMany(LIMITED_MESSAGE);
  });
}
