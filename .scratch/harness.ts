// Quick timing of a few calls against a running wrangler dev (port 8831).
import { performance } from "node:perf_hooks";
const BASE = "http://127.0.0.1:8831";
const login = async () => {
  const res = await fetch(`${BASE}/api/auth/log-in`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "propietario@tropero.app", password: "tropero123" }) });
  return ((await res.json()) as { token: string }).token;
};
const token = await login();
const orgs = await (await fetch(`${BASE}/api/user/my-organizations`, { headers: { Authorization: `Bearer ${token}` } })).json().catch(() => null);
const org = Number(process.argv[2] ?? 1);
const rodeos = (await (await fetch(`${BASE}/api/rodeo/${org}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { rodeos: Array<{ id: number }> };
const rodeo = rodeos.rodeos[0]!.id;
async function timed(method: string, path: string, body?: unknown) {
  const t = performance.now();
  const res = await fetch(`${BASE}${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} ${res.status}`);
  return { ms: performance.now() - t, q: res.headers.get("x-db-queries") };
}
const calls: Array<[string, () => Promise<{ ms: number; q: string | null }>]> = [
  ["health", () => timed("GET", "/api/health")],
  ["rodeos", () => timed("GET", `/api/rodeo/${org}`)],
  ["consumption", () => timed("GET", `/api/asset/${org}/consumption`)],
  ["purchase", () => timed("POST", `/api/movement/purchase/${org}`, { date: new Date().toISOString().slice(0, 10), rodeo_id: rodeo, animals: [{ type: "Novillo", count: 1 }] })],
];
const out: Record<string, number[]> = {};
for (let i = 0; i < 120; i++) for (const [n, c] of calls) { const r = await c(); if (i >= 20) (out[n] ??= []).push(r.ms); if (i === 0) console.log(n, r.q); }
for (const [n, v] of Object.entries(out)) { v.sort((a, b) => a - b); console.log(n, v[Math.floor(v.length / 2)]!.toFixed(1)); }
