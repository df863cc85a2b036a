// `npm run eval:assistant`: the assistant measured (docs/assistant.md, "Evaluation"). Asks every case of the set
// (ranchers' own words: cases.ts, the part the reader was tuned on, and cases-held-out.ts, written blind and never
// tuned to) through the real POST /api/assistant/{org}/chat and judges each answer: the right tool with the
// arguments that matter, a draft only for an order, the figure the API gives in the text, an honest "no lo sé"
// outside the ranch's data. Prints accuracy per category, per part (tuned, held out) and overall, every wrong
// answer, drafts made from questions, wrong figures and latency p50/p95; exits 1 unless the floors hold over the
// whole set (no question becomes a draft, no wrong figure, at least 90 % right).
//
// Local (default): its own `wrangler dev` on port 8797 (EVAL_PORT overrides it, so a second run can go beside
// CI's) with a fresh D1 (its own persist dir, named by the port) and the demo seed, so the local model answers; the
// server and its data are removed at the end.
// Against a worker already running (Workers AI): `npm run eval:assistant -- --remote http://127.0.0.1:8787`, where
// that worker is `npx wrangler dev --remote` (or a deployed preview) with the demo seed and the model named in
// AI_MODEL; run it once per model to compare them.
// Options: `--only id,id` (some cases), `--category lluvia` (one category), `--part tuned|held-out` (one part),
// `--via chat|whatsapp|both`: through the chat route, as WhatsApp texts through the signed webhook (whatsapp.ts:
// the stored reply judged, drafts only if offered with buttons), or both (the local default: each path on its own
// fresh server, since the daily quota counts both; the same floors hold for each).
//
// Each demo user asks at most 60 questions a day (ASSISTANT_DAILY_QUOTA): the cases are spread over the owner and
// other members of the demo organization (at most 45 each), added when needed through the ordinary invitation (the
// owner invites, the member accepts in the app). Figures are read as the owner (or as the member who asked, for
// "mis tareas").
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_USERS } from "../../worker/scripts/seed/accounts";
import { launchServer, percentile, prepareServer, type Server } from "../bench/live-support";
import { CATEGORIES, type Category, type EvalCase, type Figure } from "./case-types";
import { CASES } from "./cases";
import { HELD_OUT_CASES } from "./cases-held-out";
import { ask, demoOrganization, ensureMember, logIn, type Member } from "./client";
import { ranchers, WhatsAppAsker } from "./whatsapp";
import { CAUSES, judge, type Cause, type Verdict } from "./judge";
import { argentinaToday, Ranch } from "./ranch";

const PORT = Number(process.env.EVAL_PORT || 8797);
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535)
  throw new Error(`EVAL_PORT no es un puerto: ${process.env.EVAL_PORT}`);
/** Questions per member: under the daily quota of 60, so the set spreads over several members. */
const PER_MEMBER = 45;
const FLOOR = 0.9;
/** The whole run, local server included. */
const DEADLINE_MS = 20 * 60_000;

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The two parts of the set: the cases the reader was tuned on, and the held-out ones it never was. */
const PARTS = { tuned: "Afinado", "held-out": "Apartado" } as const;
type Part = keyof typeof PARTS;
const partOf = (c: EvalCase): Part => (c.heldOut ? "held-out" : "tuned");

function selectedCases(): readonly EvalCase[] {
  const only = option("only")?.split(",");
  const category = option("category");
  const part = option("part");
  if (part && !(part in PARTS)) throw new Error("--part es tuned o held-out");
  const chosen = [...CASES, ...HELD_OUT_CASES].filter(
    (c) => (!only || only.includes(c.id)) && (!category || c.category === category) && (!part || partOf(c) === part),
  );
  if (!chosen.length) throw new Error("Ningún caso coincide con --only / --category / --part");
  return chosen;
}

/** The demo members who ask: the owner first, then the other demo accounts, made members if they are not. */
async function members(base: string, org: number, ownerToken: string, needed: number): Promise<Member[]> {
  const pool = [DEMO_USERS.owner, DEMO_USERS.user, DEMO_USERS.superAdmin];
  if (needed > pool.length) throw new Error(`El set necesita ${needed} miembros y la demo tiene ${pool.length}`);
  const out: Member[] = [{ email: DEMO_USERS.owner.email, first_name: DEMO_USERS.owner.first_name, token: ownerToken }];
  for (const account of pool.slice(1, needed)) {
    const member = { email: account.email, first_name: account.first_name, token: await logIn(base, account.email) };
    await ensureMember(base, org, ownerToken, member);
    out.push(member);
  }
  return out;
}

interface Result {
  c: EvalCase;
  verdict: Verdict;
  ms: number;
  asker: string;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "—");

type Via = "chat" | "whatsapp";
const VIA_LABEL: Record<Via, string> = { chat: "chat", whatsapp: "WhatsApp" };

async function evaluate(base: string, mode: string, via: Via, persistTo?: string): Promise<Score> {
  const cases = selectedCases();
  const ownerToken = await logIn(base, DEMO_USERS.owner.email);
  const org = await demoOrganization(base, ownerToken);
  const today = argentinaToday();
  const askers = await members(base, org, ownerToken, Math.ceil(cases.length / PER_MEMBER));
  const ranch = new Ranch(base, org, ownerToken, today);
  const readers = askers.map((m) => Object.assign(new Ranch(base, org, m.token, today), { userName: m.first_name }));
  let askOne = (who: number, text: string) => ask(base, org, askers[who]!.token, text);
  if (via === "whatsapp") {
    if (!persistTo) throw new Error("--via whatsapp corre solo con su propio wrangler dev local");
    const phones = await ranchers(base, askers, persistTo);
    const inbox = new WhatsAppAsker(base, org, await logIn(base, DEMO_USERS.superAdmin.email));
    askOne = (who, text) => inbox.ask(phones[who]!, text);
  }

  const results: Result[] = [];
  let model = "";
  for (const [i, c] of cases.entries()) {
    const who = i % askers.length;
    const answer = await askOne(who, c.text);
    model ||= answer.model;
    let figures: Figure[] = [];
    if (c.expect.kind === "answer" && c.expect.figure) {
      const read = c.expect.figure;
      figures = await read({ ranch, asker: readers[who]! }).catch((e: unknown) => {
        throw new Error(`[${c.id}] no pude leer la cifra del API: ${String(e)}`);
      });
    }
    const verdict = judge(c, answer, figures);
    results.push({ c, verdict, ms: answer.ms, asker: askers[who]!.first_name });
    process.stdout.write(verdict.ok ? "." : "x");
  }
  process.stdout.write("\n");
  return report(results, {
    mode: `${VIA_LABEL[via]}, ${mode}`,
    via,
    model,
    askers: askers.map((a) => a.first_name),
    today,
  });
}

interface Score {
  via: Via;
  ok: boolean;
  line: string;
}

function report(
  results: Result[],
  run: { mode: string; via: Via; model: string; askers: string[]; today: string },
): Score {
  const right = results.filter((r) => r.verdict.ok).length;
  console.log(
    `\nAsistente, set de evaluación: ${results.length} casos, ${run.mode}, modelo «${run.model}», ${run.today}`,
  );
  console.log(`Preguntaron: ${run.askers.join(", ")}\n`);
  console.log("| Categoría | Bien | Casos | % |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const [category, label] of Object.entries(CATEGORIES) as Array<[Category, string]>) {
    const of = results.filter((r) => r.c.category === category);
    if (!of.length) continue;
    const ok = of.filter((r) => r.verdict.ok).length;
    console.log(`| ${label} | ${ok} | ${of.length} | ${pct(ok, of.length)} |`);
  }
  console.log(`| **Total** | **${right}** | **${results.length}** | **${pct(right, results.length)}** |`);
  const parts = partScores(results);
  console.log("\n| Parte del set | Bien | Casos | % |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const p of parts) console.log(`| ${p.label} | ${p.right} | ${p.of} | ${pct(p.right, p.of)} |`);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const latency = `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`;
  console.log(`\nLatencia (${run.via === "chat" ? "envío → evento end" : "webhook → respuesta guardada"}): ${latency}`);

  const wrong = results.filter((r): r is Result & { verdict: Verdict & { ok: false } } => !r.verdict.ok);
  for (const cause of Object.keys(CAUSES) as Cause[]) {
    const of = wrong.filter((r) => r.verdict.cause === cause);
    if (!of.length) continue;
    console.log(`\n${CAUSES[cause]} (${of.length}):`);
    for (const r of of) {
      const tag = r.c.heldOut ? " (apartado)" : "";
      console.log(
        `- [${r.c.id}]${tag} «${r.c.text}»\n    esperado: ${r.verdict.expected}\n    obtenido: ${r.verdict.got}`,
      );
    }
  }

  const drafted = wrong.filter((r) => r.verdict.cause === "borrador-de-pregunta").length;
  const figures = wrong.filter((r) => r.verdict.cause === "cifra-incorrecta").length;
  const failed = [
    drafted ? `${drafted} pregunta(s) se volvieron borrador` : "",
    figures ? `${figures} respuesta(s) con la cifra incorrecta` : "",
    right / results.length < FLOOR ? `${pct(right, results.length)} bien, menos del ${FLOOR * 100} %` : "",
  ].filter(Boolean);
  console.log(
    failed.length
      ? `\nPISOS NO CUMPLIDOS: ${failed.join("; ")}.`
      : "\nPisos cumplidos: ninguna pregunta fue borrador, ninguna cifra incorrecta, al menos 90 % bien.",
  );
  const byPart = parts.map((p) => `${p.label} ${p.right}/${p.of}`).join(", ");
  const line = `${VIA_LABEL[run.via]}: ${right}/${results.length} bien (${pct(right, results.length)}; ${byPart}), ${latency}${failed.length ? " — PISOS NO CUMPLIDOS" : ""}`;
  return { via: run.via, ok: failed.length === 0, line };
}

/** Right answers per part of the set (only the parts that ran). */
function partScores(results: Result[]): Array<{ label: string; right: number; of: number }> {
  return (Object.keys(PARTS) as Part[]).flatMap((part) => {
    const of = results.filter((r) => partOf(r.c) === part);
    return of.length ? [{ label: PARTS[part], right: of.filter((r) => r.verdict.ok).length, of: of.length }] : [];
  });
}

function vias(remote: string | undefined): Via[] {
  const via = option("via") ?? (remote ? "chat" : "both");
  if (via === "both") return ["chat", "whatsapp"];
  if (via !== "chat" && via !== "whatsapp") throw new Error("--via es chat, whatsapp o both");
  if (via === "whatsapp" && remote) throw new Error("--via whatsapp necesita el wrangler dev local del set");
  return [via];
}

const remote = option("remote");
const dir = remote ? undefined : mkdtempSync(join(tmpdir(), `tropero-eval-assistant-${PORT}-`));
let server: Server | undefined;
const cleanUp = async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
const deadline = setTimeout(() => {
  console.error("eval:assistant: se pasó el tiempo límite");
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);

try {
  const scores: Score[] = [];
  for (const via of vias(remote)) {
    let base = remote?.replace(/\/+$/, "");
    // Each path its own fresh server and data: the daily quota counts the questions of both.
    const persist = join(dir ?? "", `state-${via}`);
    if (!base) {
      // The bundling step checks wrangler.toml's assets folder exists; the SPA itself is not needed here.
      if (!existsSync("dist")) mkdirSync("dist");
      await prepareServer(persist);
      server = await launchServer(PORT, persist);
      base = server.base;
    }
    scores.push(
      await evaluate(base, remote ? `worker en ${base}` : "wrangler dev local", via, remote ? undefined : persist),
    );
    await server?.stop();
    server = undefined;
  }
  if (scores.length > 1) console.log(`\nLos dos caminos:\n${scores.map((s) => `- ${s.line}`).join("\n")}`);
  if (scores.some((s) => !s.ok)) process.exitCode = 1;
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  await cleanUp();
}
