import { performance } from "node:perf_hooks";
const BASE = "http://127.0.0.1:8831";
const res = await fetch(`${BASE}/api/auth/log-in`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "propietario@tropero.app", password: "tropero123" }) });
const token = ((await res.json()) as { token: string }).token;
const org = Number(process.argv[2]);
async function timed(path: string) { const t = performance.now(); const r = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } }); await r.arrayBuffer(); if (!r.ok) throw new Error(path + r.status); return performance.now() - t; }
const calls: Array<[string, string]> = [["health", "/api/health"], ["finance", `/api/finance/${org}/summary`], ["consumption", `/api/asset/${org}/consumption`]];
const out: Record<string, number[]> = {};
for (let i = 0; i < 150; i++) for (const [n, p] of calls) { const ms = await timed(p); if (i >= 20) (out[n] ??= []).push(ms); }
const line = Object.entries(out).map(([n, v]) => { v.sort((a, b) => a - b); return `${n} ${v[v.length >> 1]!.toFixed(1)}`; });
console.log(line.join("  "), " ratio", (out.consumption![out.consumption!.length >> 1]! / out.health![out.health!.length >> 1]!).toFixed(2));
