// `npm run bench:restart`: the restart soak. Three clients run the SPA's own live socket manager
// (web/src/lib/live/socket-manager.ts: backoff, jitter, pong watchdog, refetch after a reconnect) against
// a private wrangler dev. Twenty times: the server is killed, started again on the same data, and a
// purchase is recorded at once, while every client is still disconnected; each client must then show
// it (through its reconnect's refetch, or the live message if it was already back). Reports the changes
// lost (must be 0) and the time from the purchase's answer until every client has it.
// Run with: tsx --tsconfig tests/tsconfig.json (the manager imports @shared/*).
import { DEMO_PASSWORD, DEMO_USERS } from "../../worker/scripts/seed/accounts";
import type { SocketMessage } from "../../worker/shared/socket-messages";
import { LiveSocketManager } from "../../web/src/lib/live/socket-manager";
import { call, launchServer, ms, percentile, prepareServer, sleep, type Server } from "./live-support";

const PORT = 8795;
const PERSIST = `.wrangler/bench-restart-${PORT}`;
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 20);
const CLIENTS = 3;
/** Longest a client may take to show a change recorded during an outage before it counts as lost. */
const LOST_AFTER_MS = 90_000;
/** The manager resets its backoff after 5 s connected: each outage then starts like a real first one. */
const SETTLE_MS = 6_000;

interface Client {
  manager: LiveSocketManager;
  /** Movement id → when this client first had it. */
  seen: Map<number, number>;
  open: () => boolean;
}

/** Node's WebSocket with the Origin the door requires (a browser sends it on its own). */
function originSocket(origin: string) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, { headers: { Origin: origin }, protocols } as unknown as string[]);
    }
  };
}

function startClient(base: string, token: string, orgId: number): Client {
  const seen = new Map<number, number>();
  const mark = (id: number) => seen.has(id) || seen.set(id, Date.now());
  // What the SPA does after a reconnect: refetch, here the last movements.
  const refetch = () =>
    call<{ movements: Array<{ id: number }> }>(base, "GET", `/movement/last-10/${orgId}`, token).then(
      (r) => r.movements.forEach((m) => mark(m.id)),
      () => undefined,
    );
  let status = "idle";
  const manager = new LiveSocketManager({
    hasSession: () => true,
    getToken: () => token,
    getRoom: () => orgId,
    host: new URL(base).host,
    secure: false,
    onMessage: (message: SocketMessage) => {
      if (message.action === "movement-created") mark(message.movement.id);
    },
    onReconnect: () => void refetch(),
    onStatus: (s) => (status = s),
    WebSocket: originSocket(base),
  });
  manager.join(orgId);
  return { manager, seen, open: () => status === "open" };
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

async function main() {
  console.log(`Restart soak: ${CLIENTS} clients, ${RESTARTS} restarts with a purchase during each outage`);
  await prepareServer(PERSIST);
  let server: Server = await launchServer(PORT, PERSIST);
  const clients: Client[] = [];
  try {
    const { token } = await call<{ token: string }>(server.base, "POST", "/auth/log-in", undefined, {
      email: DEMO_USERS.owner.email,
      password: DEMO_PASSWORD,
    });
    const { organizations } = await call<{ organizations: Array<{ id: number }> }>(
      server.base,
      "GET",
      "/organization",
      token,
    );
    const orgId = organizations[0]!.id;
    const { rodeos } = await call<{ rodeos: Array<{ id: number }> }>(server.base, "GET", `/rodeo/${orgId}`, token);
    for (let i = 0; i < CLIENTS; i++) clients.push(startClient(server.base, token, orgId));

    const delays: number[] = [];
    let lost = 0;
    for (let round = 1; round <= RESTARTS; round++) {
      if (!(await waitUntil(() => clients.every((c) => c.open()), 60_000))) throw new Error("clients not connected");
      await sleep(SETTLE_MS);
      await server.stop();
      const restartedAt = Date.now();
      server = await launchServer(PORT, PERSIST);
      const { movement } = await call<{ movement: { id: number } }>(
        server.base,
        "POST",
        `/movement/load-buy/${orgId}`,
        token,
        {
          date: new Date().toISOString().slice(0, 10),
          rodeo_id: rodeos[0]!.id,
          detail: `Reinicio ${round}`,
          animals: [{ type: "Vaca", count: 1 }],
        },
      );
      const answered = Date.now();
      const all = await waitUntil(() => clients.every((c) => c.seen.has(movement.id)), LOST_AFTER_MS);
      if (!all) lost++;
      const last = Math.max(...clients.map((c) => c.seen.get(movement.id) ?? Infinity));
      // A client already back gets the live message before the HTTP answer reaches the writer: 0.
      const after = Math.max(0, last - answered);
      if (all) delays.push(after);
      console.log(
        `  ${String(round).padStart(2)}: server back in ${ms(answered - restartedAt)}, ` +
          (all ? `every client had the purchase ${ms(after)} after its answer` : "LOST"),
      );
    }
    const sorted = [...delays].sort((a, b) => a - b);
    console.log(
      `\nLost: ${lost} of ${RESTARTS}. Purchase answer → last client: p50 ${ms(percentile(sorted, 50))}, ` +
        `p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? NaN)}`,
    );
    if (lost > 0) process.exitCode = 1;
  } finally {
    for (const c of clients) c.manager.disconnect();
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
