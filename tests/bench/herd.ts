// `npm run bench:herd`: read and write latency of the herd API on the local worker. Builds its own D1
// (own persist dir), loads an organization with BENCH_MOVEMENTS movements (default 50,000) and 200 lots, starts `wrangler dev`
// on port 8795, logs in and reports p50 / p99 and the D1 statements (x-db-queries) of the main reads and
// a movement create, next to GET /api/health's p50, then the super admin's platform reads over it all, and the assistant's answers (local model). Bounded loops and an overall deadline; always kills
// the server and removes its data.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { seed } from "../../worker/scripts/seed";
import { DEMO_PASSWORD, DEMO_USERS } from "../../worker/scripts/seed/accounts";
import { ensureDevVars, migrateLocal, quietEnv, wranglerJson, wranglerSync } from "../../worker/scripts/wrangler";
import { BENCH_TABLES, benchData } from "./herd-data";
import { percentile, sleep } from "./live-support";
import { parseReaderFile } from "../../web/src/features/animals/reading/reader-file";

function benchMovements(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 50_000;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1_000 || count > 2_000_000) {
    throw new Error(`BENCH_MOVEMENTS debe ser un entero entre 1000 y 2000000 (recibido: ${raw})`);
  }
  return count;
}

const PORT = 8795;
const BASE = `http://127.0.0.1:${PORT}`;
const READS = 200;
const WRITES = 200;
const WARM_UP = 20;
const MOVEMENTS = benchMovements(process.env.BENCH_MOVEMENTS);
/** Tagged animals of the organization (docs/animals.md). */
const TAGGED = 20_000;
// Loading 500,000 movements alone takes minutes on a 2-core machine: the deadline grows with the size.
const DEADLINE_MS = (10 + Math.ceil(MOVEMENTS / 50_000) * 2) * 60_000;
const dir = mkdtempSync(join(tmpdir(), "tropero-bench-herd-"));
const persist = join(dir, "state");
let server: ChildProcess | undefined;

function stopServer() {
  if (!server?.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, "SIGKILL"); // the whole group: npx, wrangler and workerd
  } catch {
    // already gone
  }
}

function cleanUp() {
  stopServer();
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => (cleanUp(), process.exit(130)));
const deadline = setTimeout(() => {
  console.error("bench:herd: deadline reached");
  cleanUp();
  process.exit(1);
}, DEADLINE_MS);

async function load() {
  ensureDevVars();
  migrateLocal(persist);
  await seed(persist);
  const local = ["d1", "execute", "DB", "--local", "--persist-to", persist];
  const probe = `SELECT (SELECT id FROM users WHERE email = '${DEMO_USERS.owner.email}') AS owner, ${BENCH_TABLES.map((t) => `(SELECT coalesce(max(id), 0) FROM "${t}") AS "${t}"`).join(", ")}`;
  const [first] = wranglerJson<Array<{ results: Array<Record<string, number>> }>>([...local, "--command", probe]);
  const row = first!.results[0]!;
  const data = benchData({
    maxIds: Object.fromEntries(BENCH_TABLES.map((t) => [t, Number(row[t])])),
    ownerId: Number(row.owner),
    movements: MOVEMENTS,
    tagged: TAGGED,
  });
  const file = join(dir, "bench.sql");
  writeFileSync(file, data.sql);
  const started = performance.now();
  wranglerSync([...local, "--file", file, "--yes"], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(
    `Cargados ${data.movements} movimientos, 200 lotes, ${data.head} cabezas en ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return data;
}

async function startServer() {
  // Another server on the port (a run killed before its clean-up) would answer the health check and be measured
  // instead, with its own data.
  const taken = await fetch(`${BASE}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`bench:herd: port ${PORT} is already in use; stop what listens there first`);
  server = spawn("npx", ["wrangler", "dev", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", persist], {
    env: { ...quietEnv, NO_COLOR: "1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  server.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4_000)));
  for (const until = Date.now() + 120_000; ; await sleep(300)) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited:\n${stderr}`);
    if (Date.now() > until) throw new Error(`wrangler dev did not start:\n${stderr}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
  }
}

interface Sample {
  ms: number;
  queries: number;
  /** D1 round trips (x-db-round-trips): a batch is one. */
  trips: number;
}

async function timed(method: string, path: string, token?: string, body?: unknown): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}`);
  return {
    ms,
    queries: Number(res.headers.get("x-db-queries") ?? NaN),
    trips: Number(res.headers.get("x-db-round-trips") ?? NaN),
  };
}

const EXPORTS = 3;

/** The owner's export as the user feels it: from the request to the ZIP's last byte. */
async function exportFigures(org: number, token: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < EXPORTS; i++) {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/organization/${org}/export`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`export → ${res.status}`);
    times.push(performance.now() - started);
  }
  return {
    ms: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
    bytes,
  };
}

/** Questions per form: the daily quota (60 per user) bounds the whole run. */
const ASSISTANT_SAMPLES = 8;
const QUESTIONS = [
  "¿cuántas cabezas tengo?",
  "¿cuánto llovió este mes comparado con el año pasado?",
  "¿qué rodeo ganó más peso?",
  "movimientos de este mes",
  "registrá 12 mm de lluvia hoy",
];

/** The assistant as the user feels it: from sending the question to its first event and to the answer's end. */
async function assistantFigures(org: number, token: string) {
  const ask = async (message: string) => {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/assistant/${org}/chat`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ message }),
    });
    if (!res.ok || !res.body) throw new Error(`assistant → ${res.status}`);
    const reader = res.body.getReader();
    let first = 0;
    let text = "";
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (!first) first = performance.now() - started;
      text += decoder.decode(chunk.value, { stream: true });
    }
    if (!text.includes("event: end")) throw new Error(`assistant: no end event for «${message}»`);
    return { first, all: performance.now() - started };
  };
  const figures = [];
  for (const question of QUESTIONS) {
    await ask(question); // warm-up
    const runs = [];
    for (let i = 0; i < ASSISTANT_SAMPLES; i++) runs.push(await ask(question));
    const all = runs.map((r) => r.all).sort((a, b) => a - b);
    const first = runs.map((r) => r.first).sort((a, b) => a - b);
    figures.push({ question, first: percentile(first, 50), p50: percentile(all, 50), max: all.at(-1)! });
  }
  return figures;
}

async function logIn(email: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/log-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`log-in failed: ${res.status}`);
  return token;
}

interface Figure {
  label: string;
  p50: number;
  p99: number;
  queries: string;
  /** Its round trips to D1; when they vary, each count with its share of the calls. */
  trips: string;
  /** The health p50 this call's ratio is against, when it was timed in its own round (the writes). */
  base?: number;
}

interface Measured {
  label: string;
  samples: Sample[];
}

/** "1", or "1 (90 %) / 2 (10 %)" when the round trips vary between calls (a create reading afresh). */
function tripsOf(samples: Sample[]): string {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.trips, (counts.get(s.trips) ?? 0) + 1);
  if (counts.size === 1) return String([...counts.keys()][0]);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([trips, n]) => `${trips} (${Math.round((n / samples.length) * 100)} %)`)
    .join(" / ");
}

/** Round-robin over the calls (after a warm-up), so load from elsewhere on the machine hits them alike. */
async function interleaved(calls: Array<{ label: string; call: (i: number) => Promise<Sample> }>, n: number) {
  for (let i = 0; i < WARM_UP; i++) for (const c of calls) await c.call(-1 - i);
  const measured: Measured[] = calls.map((c) => ({ label: c.label, samples: [] }));
  for (let i = 0; i < n; i++) {
    for (const [k, c] of calls.entries()) measured[k]!.samples.push(await c.call(i));
  }
  return measured.map(({ label, samples }) => {
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    const queries = [...new Set(samples.map((s) => s.queries))].join("/");
    return {
      label,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      queries,
      trips: tripsOf(samples),
    } as Figure;
  });
}

/** The tagged animals' reads, against the health calls interleaved with them, and a 1,000-animal tagging. */
async function animalFigures(org: number, token: string, data: Awaited<ReturnType<typeof load>>) {
  const page = (await (
    await fetch(`${BASE}/api/animal/${org}?limit=1`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    animals: Array<{ id: number }>;
    total: number;
  };
  const id = page.animals[0]!.id;
  const tail = (i: number) => data.tags[Math.abs(i * 7919) % data.tags.length]!.slice(-5);
  const [health, ...reads] = await interleaved(
    [
      { label: "GET /api/health", call: () => timed("GET", "/api/health") },
      {
        label: `GET /api/animal/{org} (1.ª página de ${page.total})`,
        call: () => timed("GET", `/api/animal/${org}`, token),
      },
      {
        label: "GET /api/animal/{org}?q=(5 últimos dígitos)",
        call: (i) => timed("GET", `/api/animal/${org}?q=${tail(i)}`, token),
      },
      { label: "GET /api/animal/{org}/{id}", call: () => timed("GET", `/api/animal/${org}/${id}`, token) },
    ],
    READS,
  );
  // A reader's 1,000-line session: room for the animals first, then the tagging as the flow posts it.
  const rodeo = data.rodeoIds.at(-1)!;
  const today = new Date().toISOString().slice(0, 10);
  await timed("POST", `/api/movement/purchase/${org}`, token, {
    date: today,
    rodeo_id: rodeo,
    animals: [{ type: "Novillito", count: 1000 }],
  });
  // The file as a Tru-Test stick reader exports it, parsed by the flow's own parser, then posted.
  const file = [
    "EID,VID,Date,Time,Weight",
    ...Array.from({ length: 1000 }, (_, i) => `032 099${String(i).padStart(9, "0")},${i + 1},27/11/2026,08:00:00,`),
  ].join("\r\n");
  const started = performance.now();
  const parsed = parseReaderFile(file);
  const parseMs = performance.now() - started;
  const animals = parsed.rows.map((r) => ({ tag: r.tag, sex: "macho", category: "Novillito" }));
  const tagging = await timed("POST", `/api/animal/${org}/tagging`, token, { date: today, rodeo_id: rodeo, animals });
  const imported = parseMs + tagging.ms;
  return [
    ...reads.map((r) => ({ ...r, base: health!.p50 })),
    {
      label: `Archivo de lector de ${parsed.rows.length} líneas: leerlo (${parseMs.toFixed(0)} ms) y caravanear (una vez)`,
      p50: imported,
      p99: imported,
      queries: String(tagging.queries),
      trips: String(tagging.trips),
      base: health!.p50,
    },
  ];
}

try {
  const data = await load();
  await startServer();
  const token = await logIn(DEMO_USERS.owner.email);
  const org = data.orgId;
  const rodeo = data.rodeoIds[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const buy = (i: number) =>
    timed("POST", `/api/movement/purchase/${org}`, token, {
      date: today,
      rodeo_id: data.rodeoIds[Math.abs(i) % data.rodeoIds.length],
      animals: [{ type: "Novillo", count: 1 }],
    });
  const results = await interleaved(
    [
      { label: "GET /api/health", call: () => timed("GET", "/api/health") },
      { label: "GET /api/lot/info/{org}", call: () => timed("GET", `/api/lot/info/${org}`, token) },
      {
        label: "GET /api/movement/all/{org} (1.ª página)",
        call: () => timed("GET", `/api/movement/all/${org}`, token),
      },
      { label: "GET /api/movement/last-10/{org}", call: () => timed("GET", `/api/movement/last-10/${org}`, token) },
      { label: "GET /api/rodeo/{org}", call: () => timed("GET", `/api/rodeo/${org}`, token) },
      { label: "GET /api/asset/{org}", call: () => timed("GET", `/api/asset/${org}`, token) },
      { label: "GET /api/asset/{org}/withdrawals", call: () => timed("GET", `/api/asset/${org}/withdrawals`, token) },
      {
        label: "GET /api/asset/{org}/consumption (12 meses)",
        call: () => timed("GET", `/api/asset/${org}/consumption`, token),
      },
      {
        label: "GET /api/finance/{org}/summary (12 meses)",
        call: () => timed("GET", `/api/finance/${org}/summary`, token),
      },
      {
        label: "GET /api/rodeo/daily-weight-gain/{org}/{rodeo}",
        call: () => timed("GET", `/api/rodeo/daily-weight-gain/${org}/${rodeo}`, token),
      },
    ],
    READS,
  );
  results.push(...(await animalFigures(org, token, data)));
  // Writes are timed against the health calls interleaved with them: the ratio compares like with like.
  const [writeHealth, purchase] = await interleaved(
    [
      { label: "GET /api/health", call: () => timed("GET", "/api/health") },
      { label: "POST /api/movement/purchase/{org}", call: buy },
    ],
    WRITES,
  );
  results.push({ ...purchase!, base: writeHealth!.p50 });
  // The platform team's reads over every organization, this one's movements included.
  const admin = await logIn(DEMO_USERS.superAdmin.email);
  results.push(
    ...(await interleaved(
      [
        { label: "GET /api/admin/metrics", call: () => timed("GET", "/api/admin/metrics", admin) },
        {
          label: "GET /api/organization/admin/all-paginated (100, por actividad)",
          call: () => timed("GET", "/api/organization/admin/all-paginated?limit=100&sort=activity", admin),
        },
        {
          label: "GET /api/admin/inactive-organizations?days=30",
          call: () => timed("GET", "/api/admin/inactive-organizations?days=30", admin),
        },
      ],
      READS / 4,
    )),
  );
  const answers = await assistantFigures(org, token);
  const exported = await exportFigures(org, token);
  const health = results[0]!.p50;
  console.log(
    `\nHerd API, ${data.movements} movimientos y 200 lotes (wrangler dev local, ${READS} lecturas / ${WRITES} altas secuenciales)\n`,
  );
  console.log("| Llamada | p50 | p99 | Consultas D1 | Viajes a D1 | p50 / p50 health |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.queries} | ${r.trips} | ${(r.p50 / (r.base ?? health)).toFixed(2)}x |`,
    );
  }
  console.log(
    `\nLas altas, contra el health p50 de su propia ronda (intercalado con ellas): ${writeHealth!.p50.toFixed(1)} ms`,
  );
  console.log(
    `\nAsistente (modelo local, ${ASSISTANT_SAMPLES} preguntas de cada una): del envío al primer evento y a la respuesta completa\n`,
  );
  console.log("| Pregunta | Primer evento p50 | Respuesta completa p50 | máx. |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const a of answers) {
    console.log(`| ${a.question} | ${a.first.toFixed(1)} ms | ${a.p50.toFixed(1)} ms | ${a.max.toFixed(1)} ms |`);
  }
  console.log(
    `\nExportación completa de la organización, ${data.movements} movimientos (ZIP con CSV y JSON): ${exported.ms.toFixed(0)} ms hasta el último byte (mediana de ${EXPORTS}), ${(exported.bytes / 1e6).toFixed(1)} MB; health p50 ${health.toFixed(1)} ms`,
  );
} finally {
  clearTimeout(deadline);
  cleanUp();
}
