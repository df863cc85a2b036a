// The platform's WSAA ticket for WSFEv1 (docs/arca.md, WSAA login): kept in arca_tickets until shortly
// before it expires, and obtained by ONE login however many requests need it at once: an in-isolate promise
// for requests of the same isolate, a claim on the row (login_claimed_until) across isolates. ARCA refuses
// a second login while its ticket is valid, so a duplicate login would fail, not just cost time.
import { and, eq, sql } from "drizzle-orm";
import { arcaTickets } from "../../../db/schema-money";
import type { Db } from "../../../env";
import type { ArcaConfig } from "./arca-config";
import type { AccessTicket, TicketSource } from "./arca-types";
import { arcaTime, loginCms, WsaaError } from "./wsaa";

/** A stored ticket is renewed this long before it expires, so no WSFEv1 call runs on a dying one. */
export const RENEW_MARGIN_MS = 10 * 60_000;
/** A ticket ARCA still holds valid is used to its end when ARCA refuses a new login. */
const LAST_USE_MS = 60_000;
const POLL_MS = 150;
/** ARCA's tickets last 12 h: the latest a lost one can expire. */
const TICKET_LIFE_MS = 12 * 3600_000;

type Logins = Map<string, Promise<AccessTicket>>;
/** Logins in flight in this isolate, by endpoint, CUIT and service. */
const isolateLogins: Logins = new Map();

export interface TicketOptions {
  service?: string;
  /** Logins in flight; tests give each simulated isolate its own map. */
  logins?: Logins;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const iso = (ms: number) => new Date(ms).toISOString();
const expiry = (row: { expires_at: string | null } | undefined) => Date.parse(row?.expires_at ?? "") || 0;

/** "28/11 05:54" in Argentina's time, for messages. */
const argentineTime = (ms: number) => {
  const [date = "", time = ""] = arcaTime(ms).split("T");
  const [, month, day] = date.split("-");
  return `${day}/${month} ${time.slice(0, 5)}`;
};

/** ARCA keeps the platform's previous ticket until it expires and will not issue another before. */
function alreadyAuthenticated(latest: number, refused: boolean): WsaaError {
  const what = refused
    ? "ARCA rechazó el ticket de acceso de la plataforma pero no entrega otro hasta que ese venza."
    : "ARCA ya entregó a la plataforma un ticket de acceso vigente que Tropero no tiene guardado, y no entrega otro hasta que ese venza.";
  return new WsaaError(
    "coe.alreadyAuthenticated",
    `${what} Probá de nuevo después de las ${argentineTime(latest)} (hora de Argentina). (código ARCA: coe.alreadyAuthenticated)`,
  );
}

type Row = typeof arcaTickets.$inferSelect;
const rowTicket = (row: Row | undefined): AccessTicket | null =>
  row?.token && row.sign && row.expires_at ? { token: row.token, sign: row.sign, expires_at: row.expires_at } : null;

export function wsaaTickets(db: Db, cfg: ArcaConfig, opts: TicketOptions = {}): TicketSource {
  const service = opts.service ?? "wsfe";
  const logins = opts.logins ?? isolateLogins;
  const key = `${cfg.wsaaUrl}|${cfg.cuit}|${service}`;
  // A login claim outlives the login's own timeout, so a crashed isolate's claim lapses soon after.
  const claimMs = cfg.timeoutMs + 5_000;
  /** How long a request waits for another's login before giving up or trying itself. */
  const waitMs = 2 * claimMs + 1_000;
  /** The last ticket this source handed out: the one a WSFEv1 refusal is about. */
  let given: AccessTicket | null = null;

  const read = async () => (await db.select().from(arcaTickets).where(eq(arcaTickets.service, service)))[0];

  /** Takes the login claim unless a fresh ticket (other than `refused`) is stored or a live claim exists. */
  async function claim(until: string, now: number, refused: string | null): Promise<boolean> {
    const t = arcaTickets;
    const rows = await db
      .insert(t)
      .values({ service, login_claimed_until: until, updated_at: iso(now) })
      .onConflictDoUpdate({
        target: t.service,
        set: { login_claimed_until: until, updated_at: iso(now) },
        setWhere: sql`(${t.login_claimed_until} IS NULL OR ${t.login_claimed_until} < ${iso(now)})
          AND (${t.token} IS NULL OR ${t.expires_at} IS NULL OR ${t.expires_at} <= ${iso(now + RENEW_MARGIN_MS)}
            OR ${t.token} = ${refused ?? ""})`,
      })
      .returning({ service: t.service });
    return rows.length > 0;
  }

  /** Stores the new ticket (the newest login always wins) and lets go of the claim if still ours. */
  async function store(ticket: AccessTicket, until: string) {
    const t = arcaTickets;
    await db
      .update(t)
      .set({
        token: ticket.token,
        sign: ticket.sign,
        expires_at: ticket.expires_at,
        login_claimed_until: sql`CASE WHEN ${t.login_claimed_until} = ${until} THEN NULL ELSE ${t.login_claimed_until} END`,
        updated_at: iso(Date.now()),
      })
      .where(eq(t.service, service));
  }

  const release = (until: string) =>
    db
      .update(arcaTickets)
      .set({ login_claimed_until: null })
      .where(and(eq(arcaTickets.service, service), eq(arcaTickets.login_claimed_until, until)));

  /** Logs in holding the claim; ARCA's "already authenticated" falls back on a stored ticket still alive. */
  async function login(until: string, stored: AccessTicket | null, refusedExpiry: number): Promise<AccessTicket> {
    try {
      const ticket = await loginCms(cfg, service);
      await store(ticket, until);
      return ticket;
    } catch (err) {
      await release(until);
      if (err instanceof WsaaError && err.code === "coe.alreadyAuthenticated") {
        if (stored && Date.parse(stored.expires_at) > Date.now() + LAST_USE_MS) return stored;
        throw alreadyAuthenticated(refusedExpiry || Date.now() + TICKET_LIFE_MS, refusedExpiry > 0);
      }
      throw err;
    }
  }

  /** The stored ticket when fresh and not `refused`; else one login (ours, or another's we wait for). */
  async function obtain(refused: AccessTicket | null): Promise<AccessTicket> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await read();
      const now = Date.now();
      const found = rowTicket(row);
      const stored = found && found.token !== refused?.token ? found : null;
      if (stored && expiry(row) > now + RENEW_MARGIN_MS) return stored;
      const until = iso(now + claimMs);
      if (await claim(until, now, refused?.token ?? null)) {
        return login(until, stored, refused ? Date.parse(refused.expires_at) : 0);
      }
      // Another request is logging in: wait for its ticket, or for its claim to end without one.
      for (;;) {
        if (Date.now() > deadline) {
          throw new WsaaError(
            "login.busy",
            "Otro pedido de acceso a ARCA sigue en curso sin terminar. Probá de nuevo en unos minutos.",
          );
        }
        await sleep(POLL_MS);
        const polled = await read();
        if (polled?.token && polled.token !== refused?.token && expiry(polled) > Date.now() + RENEW_MARGIN_MS) break;
        const claimed = polled?.login_claimed_until;
        if (!claimed || claimed < iso(Date.now())) break;
      }
    }
  }

  /**
   * Concurrent callers of this isolate share one promise per purpose. A joiner waits for it only as long as a
   * login may last: the promise belongs to another request, which the runtime may cancel midway; after that
   * the joiner goes its own way (the row's claim still keeps it to one login).
   */
  function shared(purpose: string, run: () => Promise<AccessTicket>): Promise<AccessTicket> {
    const id = `${key}|${purpose}`;
    const running = logins.get(id);
    if (running) {
      return new Promise<AccessTicket>((resolve, reject) => {
        const timer = setTimeout(() => void run().then(resolve, reject), waitMs);
        running.then(
          (ticket) => (clearTimeout(timer), resolve(ticket)),
          (err: unknown) => (clearTimeout(timer), reject(err)),
        );
      });
    }
    const promise = run().finally(() => logins.delete(id));
    logins.set(id, promise);
    return promise;
  }

  const remember = (ticket: AccessTicket) => {
    given = ticket;
    return ticket;
  };

  return {
    ticket: () => shared("ticket", () => obtain(null)).then(remember),
    renew: () =>
      shared("renew", async () => {
        const refused = given ?? rowTicket(await read());
        if (refused) {
          // Only the refused ticket is dropped: another request may already have stored a new one.
          await db
            .update(arcaTickets)
            .set({ token: null, sign: null, expires_at: null, updated_at: iso(Date.now()) })
            .where(and(eq(arcaTickets.service, service), eq(arcaTickets.token, refused.token)));
        }
        return obtain(refused);
      }).then(remember),
  };
}
