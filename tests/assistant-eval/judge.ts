// Judging one answer of the assistant's evaluation set (docs/assistant.md, "Evaluation"): the right tool with the
// arguments that matter, a draft only for an order (of the right kind), the figure read from the API in the text
// (as Argentina writes numbers), and an honest "no lo sé" with something it can answer for what is outside the data.
import type { Args, EvalCase, Figure } from "./case-types";
import { key } from "./ranch";

/** What the runner collected from one answer's events. */
export interface Answer {
  text: string;
  tools: Array<{ name: string; input: unknown; question?: string; links?: string[] }>;
  drafts: Array<{ kind: string }>;
  errors: string[];
  ms: number;
}

/** Why an answer is wrong; the first four break a floor or are the model not reading the text at all. */
export const CAUSES = {
  "borrador-de-pregunta": "Una pregunta se volvió borrador",
  "cifra-incorrecta": "Respondió sin la cifra correcta",
  error: "Error o sin respuesta",
  "no-entendio": "No reconoció el texto (ninguna herramienta)",
  herramienta: "Otra herramienta",
  argumentos: "La herramienta correcta con otros argumentos",
  pregunta: "Repreguntó en lugar de responder",
  "sin-borrador": "Una orden no se volvió borrador",
  "borrador-de-otro-tipo": "Borrador de otro tipo",
  "no-honesta": "Fuera de los datos sin un «no lo sé» honesto",
  "sin-unidad": "La cifra sin su unidad, su período o la pantalla de donde sale",
} as const;
export type Cause = keyof typeof CAUSES;

export type Verdict =
  { ok: true; figures: string[] } | { ok: false; cause: Cause; expected: string; got: string; figures: string[] };

/** The fields whose values are names of a set (a period, a type): equal, never contained. */
const EXACT = new Set(["period", "type", "by", "filter", "kind", "sort"]);

const PLACES = new Set(["rodeo", "lot", "field"]);

/** A name's loose key: no accents or case, no leading article, each word roughly singular. */
function loose(s: string): string {
  return key(s)
    .replace(/^(?:el|la|los|las|del|de)\s+/, "")
    .split(/\s+/)
    .map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w))
    .join(" ");
}

function argMatches(field: string, actual: unknown, expected: Args[string]): boolean {
  if (expected instanceof RegExp)
    return (typeof actual === "string" || typeof actual === "number") && expected.test(String(actual));
  if (typeof expected === "number") return typeof actual === "number" && Math.abs(actual - expected) < 1e-9;
  if (typeof expected === "boolean") return actual === expected;
  if (typeof actual !== "string" || !actual.trim()) return false;
  if (EXACT.has(field)) return actual === expected;
  const a = loose(actual);
  const e = loose(expected);
  return a === e || a.includes(e) || e.includes(a);
}

/** The fields of `args` the input misses or gets wrong ("" when all match). */
function argsMismatch(input: unknown, args: Args | undefined): string {
  if (!args) return "";
  const given = (input ?? {}) as Record<string, unknown>;
  // A place said without its kind ("en la invernada") is `place`: the tools resolve it to the lot, field or rodeo.
  const value = (field: string) => given[field] ?? (PLACES.has(field) ? given.place : undefined);
  return Object.entries(args)
    .filter(([field, want]) => !argMatches(field, value(field), want))
    .map(([field]) => field)
    .join(", ");
}

/** "1.234,5" → ["1.234,5", "1234,5", "1234.5"]: the ways a figure is written, rounded to `min`…3 decimals. */
export function numberForms(value: number, min: number): string[] {
  const forms = new Set<string>();
  const abs = Math.abs(value);
  for (let d = min; d <= 3; d++) {
    const fixed = (Math.round(abs * 10 ** d) / 10 ** d).toFixed(d);
    const [int, frac] = (d ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed).split(".") as [
      string,
      string | undefined,
    ];
    if (!int) continue;
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    const tail = (sep: string) => (frac ? `${sep}${frac}` : "");
    forms.add(grouped + tail(","));
    forms.add(int + tail(","));
    forms.add(int + tail("."));
  }
  return [...forms];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the text contains the figure: a number in any of its written forms, or a name. */
/** A zero said in words: «No hubo heladas», «No hay tareas pendientes», «ninguna venta». */
const ZERO_IN_WORDS = /\b(?:no (?:hubo|hay|hab[ií]a|tiene|ten[eé]s|quedan?)|ningun[oa]?|nada)\b/i;

export function figureIn(text: string, figure: Figure): boolean {
  if (typeof figure.value === "string") return key(text).includes(key(figure.value));
  if (figure.value === 0 && ZERO_IN_WORDS.test(text)) return true;
  const min = figure.decimals ?? (Number.isInteger(figure.value) ? 0 : 1);
  return numberForms(figure.value, min).some((form) =>
    new RegExp(`(?<![\\d.,])${escape(form)}(?![\\d]|[.,]\\d)`).test(text),
  );
}

const showFigure = (f: Figure) =>
  `${f.label} = ${typeof f.value === "number" ? numberForms(f.value, f.decimals ?? (Number.isInteger(f.value) ? 0 : 1))[0] : f.value}`;

/** An honest answer says it does not know (or cannot) and names something it can answer instead. */
const NOT_KNOWING =
  /\bno (?:lo )?s[eé](?![a-zñáéíóú])|no tengo (?:ese|esa|esos|esas|datos?|informaci[oó]n|forma|manera|c[oó]mo|acceso)|no puedo (?:saber|consultar|responder|ver|dar|predecir|pronosticar|recomendar|darte)|no cuento con|no dispongo|fuera de (?:lo que|los datos|mi alcance)/i;
const CAN_ANSWER = /lluvia|llovi|stock|cabezas|pesad|tareas|insumos|ventas|registr|rodeo|carencia|pre[ñn]ez/i;

/** The unit word a figure of each tool is stated in (movements: by what it measured). */
function unitOf(tool: string, input: unknown): RegExp {
  const measure = (input as { measure?: string } | null)?.measure;
  switch (tool) {
    case "stock":
      return /\bcabezas?\b|\bEV\b/;
    case "rain":
      return /\bmm\b/;
    case "weights":
    case "animal":
      return /\bkg\b/;
    case "reproduction":
      return /%|\bhembras?\b/;
    case "supply_costs":
      return /\$/;
    case "supplies_low":
      return /\binsumos?\b|\bquedan?\b/i;
    case "withdrawals":
      return /\brodeos?\b/;
    case "tasks":
      return /\btareas?\b/;
    case "registration":
      return /\banimales\b/;
    default:
      return measure === "kg"
        ? /\bkg\b/
        : measure === "pesos"
          ? /\$/
          : /\bcabezas?\b|\bregistros?\b|\bventas?\b|\bcompras?\b|\bmuertes?\b|\bnacimientos?\b|\bheladas?\b/;
  }
}

/** A period or a day in words: «hoy», «este mes», «entre el 1/1 y hoy», «el 12/11», «hasta el 3/12»… */
const PERIOD =
  /\bhoy\b|\bayer\b|\best[ea] (?:semana|mes|año)\b|\b(?:el )?mes pasado\b|\b(?:el )?año pasado\b|\bsemana pasada\b|\bpara mañana\b|\bpróximos \d+ días\b|\b(?:el|al|del|hasta el) \d{1,2}\/\d{1,2}\b|\ben (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\b/i;

/** What a right answer with a figure must also say: its unit, its period (or «hoy») and the screen it comes from. */
function statedMisses(a: Answer, tool: { name: string; input: unknown; links?: string[] }): string[] {
  const misses: string[] = [];
  if (!unitOf(tool.name, tool.input).test(a.text)) misses.push("unidad");
  if (!PERIOD.test(a.text)) misses.push("período");
  // The chat shows the tool's links under the answer; WhatsApp writes them into the text as addresses.
  const linked = (tool.links ?? []).some((p) => p.startsWith("/")) || /https?:\/\/\S+\/\S*/.test(a.text);
  if (!linked) misses.push("pantalla");
  return misses;
}

const toolList = (a: Answer) =>
  a.tools.length ? a.tools.map((t) => `${t.name} ${JSON.stringify(t.input)}`).join("; ") : "ninguna herramienta";
const short = (s: string) => (s.length > 220 ? `${s.slice(0, 217)}…` : s);

export function judge(c: EvalCase, a: Answer, figures: Figure[]): Verdict {
  const shown = figures.map(showFigure);
  const wrong = (cause: Cause, expected: string, got: string): Verdict => ({
    ok: false,
    cause,
    expected,
    got: short(got),
    figures: shown,
  });
  if (a.errors.length) return wrong("error", "una respuesta", a.errors.join("; "));
  const e = c.expect;

  if (e.kind === "honest") {
    if (a.drafts.length)
      return wrong("borrador-de-pregunta", "«no lo sé» y qué puede responder", `borrador ${a.drafts[0]!.kind}`);
    if (!NOT_KNOWING.test(a.text) || !CAN_ANSWER.test(a.text))
      return wrong("no-honesta", "«no lo sé» y qué puede responder", `${toolList(a)} → ${a.text}`);
    return { ok: true, figures: shown };
  }

  if (e.kind === "draft") {
    const expected = `borrador ${e.draft}${e.args ? ` ${JSON.stringify(e.args, (_, v: unknown) => (v instanceof RegExp ? String(v) : v))}` : ""}`;
    const same = a.drafts.filter((d) => d.kind === e.draft);
    if (same.length) {
      const calls = a.tools.filter((t) => t.name === "propose_movement");
      const misses = calls.map((t) => argsMismatch(t.input, e.args));
      if (misses.some((m) => m === "")) return { ok: true, figures: shown };
      return wrong("argumentos", expected, `${toolList(a)} (distinto: ${misses.join(" | ")})`);
    }
    if (a.drafts.length) return wrong("borrador-de-otro-tipo", expected, `borrador ${a.drafts[0]!.kind}`);
    const asked = a.tools.find((t) => t.name === "propose_movement" && t.question);
    if (asked) return wrong("pregunta", expected, asked.question!);
    if (!a.tools.length) return wrong("no-entendio", expected, a.text);
    if (!a.tools.some((t) => t.name === "propose_movement")) return wrong("herramienta", expected, toolList(a));
    return wrong("sin-borrador", expected, `${toolList(a)} → ${a.text}`);
  }

  const expected = `${e.tool}${e.args ? ` ${JSON.stringify(e.args)}` : ""}${shown.length ? ` con ${shown.join(", ")}` : ""}`;
  if (a.drafts.length) return wrong("borrador-de-pregunta", expected, `borrador ${a.drafts[0]!.kind}`);
  const calls = a.tools.filter((t) => t.name === e.tool);
  if (!calls.length)
    return wrong(a.tools.length ? "herramienta" : "no-entendio", expected, a.tools.length ? toolList(a) : a.text);
  const right = calls.filter((t) => argsMismatch(t.input, e.args) === "");
  if (!right.length)
    return wrong(
      "argumentos",
      expected,
      `${toolList(a)} (distinto: ${calls.map((t) => argsMismatch(t.input, e.args)).join(" | ")})`,
    );
  if (right.every((t) => t.question)) return wrong("pregunta", expected, right[0]!.question!);
  const known = figures.filter((f) => typeof f.value === "string" || Number.isFinite(f.value));
  const missing = known.filter((f) => !figureIn(a.text, f));
  if (missing.length)
    return wrong("cifra-incorrecta", expected, `falta ${missing.map(showFigure).join(", ")} en «${a.text}»`);
  if (known.length) {
    const misses = statedMisses(
      a,
      right.find((t) => !t.question)!,
    );
    if (misses.length) return wrong("sin-unidad", expected, `falta ${misses.join(", ")} en «${a.text}»`);
  }
  return { ok: true, figures: shown };
}
