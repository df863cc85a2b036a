// `npm run bench:live`: live-sync delivery on the local worker. Starts its own wrangler dev
// (port 8796, own persist dir), opens 1,000 websockets to one organization room, records
// purchases through the API and reports delivery latency (API response → every client has the
// movement) and messages delivered per second; then the same with 10 rooms of 100 clients.
// Bounded: fixed counts, per-message timeouts and an overall deadline; always kills the server.
import { DEMO_PASSWORD, DEMO_USERS } from "../../worker/scripts/seed/accounts";
import { ClientGroup, wallNow } from "./live-clients";
import { call, ms, percentile, sleep, startServer } from "./live-support";

const PORT = 8796;
const PERSIST = `.wrangler/bench-live-${PORT}`;
const DEADLINE_MS = 10 * 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Movements recorded one at a time (latency), then in parallel (throughput). */
const SEQUENTIAL = 40;
const BURST = 80;
const BURST_CONCURRENCY = 8;
/** Clients of the single room (BENCH_CLIENTS overrides it for a quick run). */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
/** Client threads for the single room: frame parsing is spread like real browsers would. */
const THREADS = 4;

interface Room {
  orgId: number;
  rodeoId: number;
  group: ClientGroup;
}

interface Result {
  scenario: string;
  clients: number;
  /** API response → last client (0 when every client had it before the response arrived). */
  afterResponse: number[];
  /** API request sent → last client. */
  afterRequest: number[];
  /** First client → last client. */
  spread: number[];
  lost: number;
  messagesPerSecond: number;
  movementsPerSecond: number;
}

const today = new Date().toISOString().slice(0, 10);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function recordBuy(base: string, token: string, room: Room) {
  const started = wallNow();
  const { movement } = await call<{ movement: { id: number } }>(
    base,
    "POST",
    `/movement/load-buy/${room.orgId}`,
    token,
    {
      date: today,
      rodeo_id: room.rodeoId,
      detail: "benchmark",
      animals: [{ type: "Vaca", count: 1 }],
    },
  );
  return { id: movement.id, started, answered: wallNow() };
}

const framesOf = async (rooms: Room[]) =>
  (await Promise.all(rooms.map((r) => r.group.frames()))).reduce((a, b) => a + b, 0);

async function measure(scenario: string, base: string, token: string, rooms: Room[]): Promise<Result> {
  const afterResponse: number[] = [];
  const afterRequest: number[] = [];
  const spread: number[] = [];
  let lost = 0;

  // Latency: one movement at a time, each fully delivered before the next.
  for (let i = 0; i < SEQUENTIAL; i++) {
    const room = rooms[i % rooms.length]!;
    const { id, started, answered } = await recordBuy(base, token, room);
    const seen = await room.group.delivered(id, DELIVERY_TIMEOUT_MS);
    if (seen === null) lost++;
    else {
      afterResponse.push(Math.max(0, seen.last - answered));
      afterRequest.push(seen.last - started);
      spread.push(seen.last - seen.first);
    }
  }
  console.log(`  ${scenario}: ${SEQUENTIAL} sequential purchases measured`);

  // Throughput: BURST movements, BURST_CONCURRENCY in flight, across the rooms.
  const framesBefore = await framesOf(rooms);
  const started = wallNow();
  let next = 0;
  const deliveries: Promise<{ first: number; last: number } | null>[] = [];
  await Promise.all(
    Array.from({ length: BURST_CONCURRENCY }, async () => {
      while (next < BURST) {
        const room = rooms[next++ % rooms.length]!;
        const { id } = await recordBuy(base, token, room);
        deliveries.push(room.group.delivered(id, DELIVERY_TIMEOUT_MS));
      }
    }),
  );
  const arrivals = await Promise.all(deliveries);
  lost += arrivals.filter((a) => a === null).length;
  const finished = Math.max(...arrivals.map((a) => a?.last ?? 0));
  await sleep(200); // the other messages of the last purchases (stock, rodeo) land too
  const frames = (await framesOf(rooms)) - framesBefore;
  const seconds = (finished - started) / 1000;
  return {
    scenario,
    clients: rooms.reduce((n, r) => n + r.group.count, 0),
    afterResponse: sorted(afterResponse),
    afterRequest: sorted(afterRequest),
    spread: sorted(spread),
    lost,
    messagesPerSecond: frames / seconds,
    movementsPerSecond: BURST / seconds,
  };
}

async function rodeoOf(base: string, token: string, orgId: number): Promise<number> {
  const { rodeos } = await call<{ rodeos: { id: number }[] }>(base, "GET", `/rodeo/${orgId}`, token);
  if (rodeos[0]) return rodeos[0].id;
  const created = await call<{ rodeo: { id: number } }>(base, "POST", `/rodeo/${orgId}`, token, {
    name: "Rodeo bench",
  });
  return created.rodeo.id;
}

const line = (label: string, xs: number[]) =>
  `  ${label.padEnd(32)} p50 ${ms(percentile(xs, 50))}  p99 ${ms(percentile(xs, 99))}  max ${ms(xs[xs.length - 1] ?? NaN)}`;

function report(r: Result) {
  console.log(`\n${r.scenario} (${r.clients} clients)`);
  console.log(line("API response → every client:", r.afterResponse));
  console.log(line("API request → every client:", r.afterRequest));
  console.log(line("first → last client:", r.spread));
  console.log(
    `  throughput: ${Math.round(r.messagesPerSecond)} messages/s delivered ` +
      `(${r.movementsPerSecond.toFixed(1)} purchases/s, ${BURST_CONCURRENCY} in flight)`,
  );
  console.log(`  lost: ${r.lost} of ${SEQUENTIAL + BURST} movements`);
}

async function main() {
  console.log(`Starting wrangler dev on port ${PORT} (${PERSIST})...`);
  const server = await startServer(PORT, PERSIST);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(130)));
  }
  const deadline = setTimeout(() => {
    console.error("Benchmark deadline reached; stopping.");
    void server.stop().then(() => process.exit(1));
  }, DEADLINE_MS);
  const results: Result[] = [];
  const groups: ClientGroup[] = [];
  try {
    const { base } = server;
    const { token } = await call<{ token: string }>(base, "POST", "/auth/log-in", undefined, {
      email: DEMO_USERS.owner.email,
      password: DEMO_PASSWORD,
    });
    const { organizations } = await call<{ organizations: { id: number }[] }>(
      base,
      "GET",
      "/organization/my-organizations",
      token,
    );
    const demoOrg = organizations[0]!.id;

    console.log(`Opening ${CLIENTS} sockets to one room...`);
    const opening = wallNow();
    const group = await ClientGroup.open(base, demoOrg, token, CLIENTS, THREADS);
    groups.push(group);
    console.log(`  ${CLIENTS} sockets open in ${ms(wallNow() - opening)}`);
    const one: Room = { orgId: demoOrg, rodeoId: await rodeoOf(base, token, demoOrg), group };
    results.push(await measure(`1 room × ${CLIENTS}`, base, token, [one]));
    await group.close();

    console.log(`Opening 10 rooms × ${CLIENTS / 10} sockets...`);
    const rooms: Room[] = [];
    for (let i = 0; i < 10; i++) {
      const { organization } = await call<{ organization: { id: number } }>(base, "POST", "/organization", token, {
        name: `Bench ${i + 1}`,
      });
      const roomGroup = await ClientGroup.open(base, organization.id, token, CLIENTS / 10, 1);
      groups.push(roomGroup);
      rooms.push({ orgId: organization.id, rodeoId: await rodeoOf(base, token, organization.id), group: roomGroup });
    }
    results.push(await measure(`10 rooms × ${CLIENTS / 10}`, base, token, rooms));
  } finally {
    clearTimeout(deadline);
    await Promise.all(groups.map((g) => g.close().catch(() => undefined)));
    await server.stop();
  }
  for (const r of results) report(r);
  const p99 = percentile(results[0]!.afterResponse, 99);
  const lost = results.reduce((n, r) => n + r.lost, 0);
  console.log(
    `\nTarget (p99 API response → every client < 100 ms at 1,000 clients, nothing lost): ` +
      `${p99 < 100 && lost === 0 ? "met" : "NOT met"}`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
