// The assistant's evaluation set (docs/assistant.md, "Evaluation"): questions and orders as ranchers of Estancia La
// Esperanza (the demo ranch, worker/scripts/seed/) write and dictate them on WhatsApp: voseo, no accents or question
// marks, typos, numbers in words, plurals and diminutives. Figures are read from the API when the set runs.
import { TOOLS } from "../../worker/areas/assistant/intents";
import type { EvalCase, Figure, FigureOf } from "./case-types";
import { key, monthBefore, monthSpan, spanOf, yearBefore, type Period, type Ranch, type Span } from "./ranch";

export const one =
  (label: string, read: (r: Ranch) => Promise<number | string>, decimals?: number): FigureOf =>
  async ({ ranch }) => [{ label, value: await read(ranch), ...(decimals === undefined ? {} : { decimals }) }];

export const head = (label: string, read: (r: Ranch) => Promise<number>) => one(label, read);

/** Rain of a period and of the same period last year (a month to date against last year's whole month). */
const rainAgainst =
  (period: "mes" | "año"): FigureOf =>
  async ({ ranch }) => {
    const now = spanOf(period, ranch.today);
    const before: Span =
      period === "mes"
        ? { from: yearBefore(now.from), to: monthBefore(Number(now.from.slice(5, 7)), ranch.today).to }
        : { from: yearBefore(now.from), to: yearBefore(now.to) };
    return [
      { label: `mm ${period}`, value: await ranch.rain(now) },
      { label: "mm año pasado", value: await ranch.rain(before) },
    ];
  };

export const rainOf = (period: Period) => one(`mm ${period}`, (r) => r.rain(spanOf(period, r.today)));
const rainOfMonth = (month: number) => one(`mm del mes ${month}`, (r) => r.rain(monthSpan(month, r.today)));
const records = (type: string, period: Period) =>
  one(`registros ${type} ${period}`, (r) => r.records(type, spanOf(period, r.today)));
const moved = (type: string, period: Period) =>
  one(`cabezas ${type} ${period}`, (r) => r.movedHead(type, spanOf(period, r.today)));
const gain = (rodeo: string) =>
  one(`ganancia diaria de ${rodeo}`, async (r) => (await r.rodeo(rodeo)).daily_gain ?? NaN, 2);
export const lastWeight = (rodeo: string) =>
  one(`último peso de ${rodeo}`, async (r) => (await r.rodeo(rodeo)).last_mean_weight ?? NaN);
const taskCount = (label: string, query: Record<string, string>) =>
  one(label, async (r) => (await r.tasks(query)).length);

/** «cuánto pesan las vaquillonas», «peso al destete»: the weights tool for the rodeo as said, and its figure. */
const rodeoWeight = (id: string, text: string, said: string, figure: FigureOf): EvalCase => ({
  id,
  category: "peso",
  text,
  expect: { kind: "answer", tool: TOOLS.weights, args: { rodeo: said }, figure },
});

/** The rodeo that gained most, by name, with its gain. */
const bestGain: FigureOf = async ({ ranch }) => {
  const best = (await ranch.rodeos())
    .filter((r) => r.daily_gain !== null)
    .sort((a, b) => b.daily_gain! - a.daily_gain!)[0]!;
  return [
    { label: "rodeo que más ganó", value: best.name },
    { label: "su ganancia diaria", value: best.daily_gain!, decimals: 2 },
  ];
};

export const namesOf =
  (label: string, read: (r: Ranch) => Promise<string[]>): FigureOf =>
  async ({ ranch }) =>
    (await read(ranch)).map((value): Figure => ({ label, value }));

/** «que hay para hoy»: the tasks tool with its filter, and how many open tasks the list gives for it. */
const dueTasks = (id: string, text: string, filter: "today" | "overdue" | "week"): EvalCase => ({
  id,
  category: "tareas",
  text,
  expect: {
    kind: "answer",
    tool: TOOLS.tasks,
    args: { filter },
    figure: one(`tareas (${filter})`, async (r) => (await r.tasks({ open: "true", due: filter })).length),
  },
});

/** «cuantos vendimos este año»: the movements tool with type and period, and the records or head the log lists. */
export const logCount = (
  id: string,
  category: EvalCase["category"],
  text: string,
  type: string,
  period: Period,
  what: "head" | "records",
): EvalCase => ({
  id,
  category,
  text,
  expect: {
    kind: "answer",
    tool: TOOLS.movements,
    args: { type, period },
    figure: (what === "head" ? moved : records)(type, period),
  },
});

/** This year's sales or purchases in kilos or pesos, the figure summed from the log's own records. */
const tradeAmount = (id: string, text: string, type: "SELL" | "BUY", measure: "kg" | "pesos"): EvalCase => ({
  id,
  category: "compraventa",
  text,
  expect: {
    kind: "answer",
    tool: TOOLS.movements,
    args: { type, period: "año", measure },
    figure: one(`${measure} ${type} año`, (r) =>
      (measure === "kg" ? r.kilos : r.pesos).call(r, type, spanOf("año", r.today)),
    ),
  },
});

/**
 * «cuánto gastamos en insumos este mes»: the costs tool with its period (and supply), and the pesos loaded (the
 * log's supply loads) and consumed (the consumption report) in that period.
 */
export const supplyCost = (id: string, text: string, period: Period, supply?: string): EvalCase => ({
  id,
  category: "insumos",
  text,
  expect: {
    kind: "answer",
    tool: TOOLS.supplyCosts,
    args: { period, ...(supply ? { supply } : {}) },
    figure: async ({ ranch }) => {
      const span = spanOf(period, ranch.today);
      return [
        { label: `$ comprados ${supply ?? "insumos"} ${period}`, value: await ranch.boughtCost(span, supply) },
        { label: `$ consumidos ${supply ?? "insumos"} ${period}`, value: await ranch.consumedCost(span, supply) },
      ];
    },
  },
});

/** A question outside the ranch's data (forecast, prices, veterinary advice). */
export const outside = (id: string, text: string): EvalCase => ({
  id,
  category: "fuera",
  text,
  expect: { kind: "honest" },
});

const LOW_SUPPLIES = namesOf("insumo bajo mínimo", async (r) => (await r.lowSupplies()).map((s) => s.name));
export const UNDER_WITHDRAWAL = namesOf("rodeo en carencia", async (r) => (await r.withdrawals()).map((w) => w.rodeo));

/** The open tasks of the member whose first name is `first` (as the task list shows the assignee). */
const tasksOf = (first: string) =>
  one(`tareas abiertas de ${first}`, async (r) => {
    const open = await r.tasks({ open: "true" });
    return open.filter((t) => t.assignee && key(t.assignee.name).startsWith(key(first))).length;
  });

const answer = (tool: EvalCase["expect"] & { kind: "answer" }) => tool;

/** «cuantas vacas tengo»: the stock tool with the category, and the head of that category. */
export const categoryCount = (id: string, text: string, said: string, category: string): EvalCase => ({
  id,
  category: "stock",
  text,
  expect: {
    kind: "answer",
    tool: TOOLS.stock,
    args: { category: said },
    figure: one(category, (r) => r.head(undefined, category)),
  },
});
const { stock, rain, movements, weights, reproduction, supplies, withdrawals, tasks, registration } = TOOLS;

export const CASES: readonly EvalCase[] = [
  // Stock by category, rodeo, lot and field.
  {
    id: "stock-total",
    category: "stock",
    text: "cuantas cabezas tenemos en total",
    expect: answer({ kind: "answer", tool: stock, figure: head("cabezas", (r) => r.head()) }),
  },
  {
    id: "stock-bichos",
    category: "stock",
    text: "cuanto bicho hay en el campo hoy",
    expect: answer({ kind: "answer", tool: stock, figure: head("cabezas", (r) => r.head()) }),
  },
  categoryCount("stock-vacas", "cuantas vacas tengo", "vaca", "Vaca"),
  categoryCount("stock-vaquillonas", "y vaquillonas cuantas quedan?", "vaquillona", "Vaquillona"),
  categoryCount("stock-terneritos", "cuantos terneritos hay", "ternero", "Ternero"),
  categoryCount("stock-toros", "cuantos toros tenemos che", "toro", "Toro"),
  categoryCount("stock-terneritas", "cuantas terneritas hay", "ternera", "Ternera"),
  categoryCount("stock-novillitos", "decime cuantos novillitos hay", "novillito", "Novillito"),
  {
    id: "stock-por-categoria",
    category: "stock",
    text: "pasame el stock x categoria",
    expect: answer({ kind: "answer", tool: stock, args: { by: "category" }, figure: head("cabezas", (r) => r.head()) }),
  },
  {
    id: "stock-por-rodeo",
    category: "stock",
    text: "como esta repartida la hacienda por rodeo",
    expect: answer({
      kind: "answer",
      tool: stock,
      args: { by: "rodeo" },
      figure: async ({ ranch }) =>
        (await ranch.rodeos())
          .filter((r) => r.total > 0)
          .map((r) => ({ label: `cabezas de ${r.name}`, value: r.total })),
    }),
  },
  {
    id: "stock-rodeo-cria",
    category: "stock",
    text: "que hay en el rodeo de cria",
    expect: answer({
      kind: "answer",
      tool: stock,
      args: { rodeo: "cria" },
      figure: head("cabezas de Cría General", async (r) => (await r.rodeo("Cría General")).total),
    }),
  },
  {
    id: "stock-invernada",
    category: "stock",
    text: "cuantos novillos quedan en la invernada",
    expect: answer({
      kind: "answer",
      tool: stock,
      args: { category: "novillo", rodeo: "invernada" },
      figure: head("novillos de Invernada", (r) => r.head((x) => x.name === "Invernada", "Novillo")),
    }),
  },
  {
    id: "stock-lote-molino",
    category: "stock",
    text: "cuantos animales hay en el potrero del molino",
    expect: answer({
      kind: "answer",
      tool: stock,
      args: { lot: "potrero del molino" },
      figure: head("cabezas en Potrero del Molino", (r) => r.headInLot("Potrero del Molino")),
    }),
  },
  {
    id: "stock-lote-loma",
    category: "stock",
    text: "q hay en la loma",
    expect: answer({
      kind: "answer",
      tool: stock,
      figure: head("cabezas en La Loma", (r) => r.headInLot("La Loma")),
    }),
  },
  {
    id: "stock-campo-ombu",
    category: "stock",
    text: "cuanta hacienda tengo en el ombu",
    expect: answer({
      kind: "answer",
      tool: stock,
      figure: head("cabezas en El Ombú", (r) => r.headInField("El Ombú")),
    }),
  },
  {
    id: "stock-campo-esperanza",
    category: "stock",
    text: "y en la esperanza cuantos animales hay",
    expect: answer({
      kind: "answer",
      tool: stock,
      figure: head("cabezas en La Esperanza", (r) => r.headInField("La Esperanza")),
    }),
  },
  {
    id: "stock-terneras-destete",
    category: "stock",
    text: "cuantas terneras hay en el destete",
    expect: answer({
      kind: "answer",
      tool: stock,
      args: { category: "ternera", rodeo: "destete" },
      figure: head("terneras del Destete", (r) => r.head((x) => x.name === "Destete", "Ternera")),
    }),
  },

  // Rain by period and against last year.
  {
    id: "lluvia-mes",
    category: "lluvia",
    text: "cuanto llovio este mes",
    expect: answer({ kind: "answer", tool: rain, args: { period: "mes" }, figure: rainOf("mes") }),
  },
  {
    id: "lluvia-mes-vs",
    category: "lluvia",
    text: "cuanta agua cayo este mes comparado con el año pasado",
    expect: answer({ kind: "answer", tool: rain, figure: rainAgainst("mes") }),
  },
  {
    id: "lluvia-anio-vs",
    category: "lluvia",
    text: "en lo que va del año llovio mas o menos q el año pasado",
    expect: answer({ kind: "answer", tool: rain, args: { period: "año" }, figure: rainAgainst("año") }),
  },
  {
    id: "lluvia-semana",
    category: "lluvia",
    text: "cuantos milimetros van esta semana",
    expect: answer({ kind: "answer", tool: rain, args: { period: "semana" }, figure: rainOf("semana") }),
  },
  {
    id: "lluvia-anio",
    category: "lluvia",
    text: "lluvia acumulada del año",
    expect: answer({ kind: "answer", tool: rain, args: { period: "año" }, figure: rainOf("año") }),
  },
  {
    id: "lluvia-mes-pasado",
    category: "lluvia",
    text: "cuanto llovio el mes pasado",
    expect: answer({ kind: "answer", tool: rain, figure: rainOf("mes_pasado") }),
  },
  {
    id: "lluvia-marzo",
    category: "lluvia",
    text: "cuantos mm cayeron en marzo",
    expect: answer({ kind: "answer", tool: rain, args: { month: 3 }, figure: rainOfMonth(3) }),
  },
  {
    id: "lluvia-setiembre",
    category: "lluvia",
    text: "q tal vino setiembre de agua",
    expect: answer({ kind: "answer", tool: rain, args: { month: 9 }, figure: rainOfMonth(9) }),
  },
  {
    id: "lluvia-enero-vs",
    category: "lluvia",
    text: "enero llovio mas que el año pasado?",
    expect: answer({
      kind: "answer",
      tool: rain,
      args: { month: 1 },
      figure: async ({ ranch }) => [
        { label: "mm de enero", value: await ranch.rain(monthSpan(1, ranch.today)) },
        { label: "mm de enero del año anterior", value: await ranch.rain(monthBefore(1, ranch.today)) },
      ],
    }),
  },

  // Weights and daily gain.
  {
    id: "peso-mejor",
    category: "peso",
    text: "que rodeo esta engordando mas",
    expect: answer({ kind: "answer", tool: weights, figure: bestGain }),
  },
  {
    id: "peso-mejor-2",
    category: "peso",
    text: "cual es el rodeo q mas kilos gano",
    expect: answer({ kind: "answer", tool: weights, figure: bestGain }),
  },
  rodeoWeight("peso-invernada", "cuanto esta ganando por dia la invernada", "invernada", gain("Invernada")),
  rodeoWeight("peso-recria", "como viene la recria de peso", "recria", gain("Recría Machos")),
  rodeoWeight(
    "peso-vaquillonas",
    "cuanto pesan las vaquillonas",
    "vaquillonas",
    lastWeight("Vaquillonas de Reposición"),
  ),
  rodeoWeight(
    "peso-destete",
    "q peso tenian los terneros del destete en la ultima pesada",
    "destete",
    lastWeight("Destete"),
  ),
  rodeoWeight("peso-adpv-cria", "adpv de las vacas de cria", "cria", gain("Cría General")),
  rodeoWeight("peso-al-destete", "peso al destete", "destete", lastWeight("Destete")),
  rodeoWeight("peso-adpv-la-cria", "adpv de la cria", "cria", gain("Cría General")),
  {
    id: "peso-ultimas",
    category: "peso",
    text: "pasame las ultimas pesadas",
    expect: answer({
      kind: "answer",
      tool: weights,
      figure: async ({ ranch }) =>
        (await ranch.rodeos())
          .filter((r) => r.last_mean_weight !== null)
          .map((r) => ({ label: `último peso de ${r.name}`, value: r.last_mean_weight! })),
    }),
  },

  // Reproduction.
  {
    id: "repro-prenez",
    category: "reproduccion",
    text: "como dio el tacto? que % de preñez tuvimos",
    expect: answer({
      kind: "answer",
      tool: reproduction,
      figure: one("% preñez", async (r) => (await r.latestCycle()).kpis.pregnancy_rate ?? NaN),
    }),
  },
  {
    id: "repro-prenadas",
    category: "reproduccion",
    text: "cuantas vacas quedaron preñadas en el ultimo servicio",
    expect: answer({
      kind: "answer",
      tool: reproduction,
      figure: one("preñadas", async (r) => (await r.latestCycle()).kpis.pregnant ?? NaN),
    }),
  },
  {
    id: "repro-indicadores",
    category: "reproduccion",
    text: "como vienen los numeros reproductivos",
    expect: answer({
      kind: "answer",
      tool: reproduction,
      figure: one("% preñez", async (r) => (await r.latestCycle()).kpis.pregnancy_rate ?? NaN),
    }),
  },
  {
    id: "repro-servicio",
    category: "reproduccion",
    text: "cuantas hembras entraron al servicio este año",
    expect: answer({
      kind: "answer",
      tool: reproduction,
      figure: one("hembras en servicio", async (r) => (await r.latestCycle()).kpis.females_exposed),
    }),
  },

  // Sales, purchases, deaths and births.
  logCount("venta-anio", "compraventa", "cuantos animales vendimos este año", "SELL", "año", "head"),
  logCount("venta-mes-pasado", "compraventa", "q se vendio el mes pasado", "SELL", "mes_pasado", "records"),
  logCount("venta-anio-pasado", "compraventa", "cuantas cabezas vendi el año pasado", "SELL", "año_pasado", "head"),
  logCount("compra-anio", "compraventa", "cuanta hacienda compramos este año", "BUY", "año", "head"),
  logCount(
    "compra-terneros",
    "compraventa",
    "cuantos terneros entraron comprados el año pasado",
    "BUY",
    "año_pasado",
    "head",
  ),
  tradeAmount("venta-kilos", "cuantos kilos vendimos este año", "SELL", "kg"),
  tradeAmount("venta-pesos", "cuanta plata entro por ventas de hacienda este año", "SELL", "pesos"),
  tradeAmount("compra-pesos", "cuanto gastamos en compra de terneros este año", "BUY", "pesos"),
  logCount("muertes-anio", "compraventa", "cuantos animales se nos murieron este año", "DEATH", "año", "head"),
  logCount("muertes-mes", "compraventa", "mortandad del mes", "DEATH", "mes", "records"),
  logCount("nacimientos-anio", "compraventa", "cuantos terneros nacieron este año", "BIRTH", "año", "head"),
  {
    id: "movimientos-semana",
    category: "compraventa",
    text: "que se cargo esta semana",
    expect: answer({
      kind: "answer",
      tool: movements,
      args: { period: "semana" },
      figure: one("registros de la semana", async (r) => {
        const span = spanOf("semana", r.today);
        return (await r.movements(undefined, span)).length;
      }),
    }),
  },

  // Supplies, low stock and costs.
  {
    id: "insumos-faltan",
    category: "insumos",
    text: "que insumos hay que reponer",
    expect: answer({
      kind: "answer",
      tool: supplies,
      figure: LOW_SUPPLIES,
    }),
  },
  {
    id: "insumos-poco",
    category: "insumos",
    text: "de que estamos cortos en el galpon",
    expect: answer({
      kind: "answer",
      tool: supplies,
      figure: LOW_SUPPLIES,
    }),
  },
  {
    id: "insumos-comprar",
    category: "insumos",
    text: "q tengo q comprar q ya esta bajo el minimo",
    expect: answer({
      kind: "answer",
      tool: supplies,
      figure: LOW_SUPPLIES,
    }),
  },
  {
    id: "insumos-gasoil",
    category: "insumos",
    text: "nos queda gasoil?",
    expect: answer({
      kind: "answer",
      tool: supplies,
      figure: namesOf("gasoil bajo mínimo", async (r) =>
        (await r.lowSupplies()).filter((s) => key(s.name).includes("gasoil")).map((s) => s.name),
      ),
    }),
    note: "El gasoil del campo de demo está bajo su mínimo: la herramienta de faltantes lo nombra.",
  },
  supplyCost("insumos-costo-mes", "cuanto llevamos gastado en insumos este mes", "mes"),
  supplyCost("insumos-costo-rollos", "cuanto nos costaron los rollos este año", "año", "rollos"),
  supplyCost("insumos-costo-maiz", "cuanta plata se fue en maiz el mes pasado", "mes_pasado", "maiz"),
  supplyCost("insumos-costo-anio", "gasto en insumos del año", "año"),

  // Withdrawal.
  {
    id: "carencia-rodeos",
    category: "carencia",
    text: "que rodeos estan en carencia",
    expect: answer({
      kind: "answer",
      tool: withdrawals,
      figure: UNDER_WITHDRAWAL,
    }),
  },
  {
    id: "carencia-vender",
    category: "carencia",
    text: "puedo mandar la recria al frigorifico o todavia tiene remedio",
    expect: answer({
      kind: "answer",
      tool: withdrawals,
      figure: UNDER_WITHDRAWAL,
    }),
  },
  {
    id: "carencia-que-no",
    category: "carencia",
    text: "q no se puede vender x los tratamientos",
    expect: answer({
      kind: "answer",
      tool: withdrawals,
      figure: UNDER_WITHDRAWAL,
    }),
  },
  {
    id: "carencia-ivermectina",
    category: "carencia",
    text: "hasta cuando dura el retiro de la ivermectina q le dimos",
    expect: answer({
      kind: "answer",
      tool: withdrawals,
      figure: UNDER_WITHDRAWAL,
    }),
  },

  // Tasks by person, day and state.
  dueTasks("tareas-hoy", "que hay para hacer hoy", "today"),
  dueTasks("tareas-hoy-2", "q tengo pendiente pa hoy", "today"),
  dueTasks("tareas-vencidas", "se nos paso alguna tarea?", "overdue"),
  dueTasks("tareas-atrasadas", "que quedo atrasado", "overdue"),
  {
    id: "tareas-pendientes",
    category: "tareas",
    text: "lista de laburos pendientes",
    expect: answer({ kind: "answer", tool: tasks, figure: taskCount("tareas abiertas", { open: "true" }) }),
  },
  dueTasks("tareas-semana", "que hay que hacer esta semana", "week"),
  {
    id: "tareas-mias",
    category: "tareas",
    text: "cuales son mis tareas",
    expect: answer({
      kind: "answer",
      tool: tasks,
      args: { mine: true },
      figure: async ({ asker }) => [
        {
          label: `tareas abiertas de ${asker.userName}`,
          value: (await asker.tasks({ open: "true", mine: "true" })).length,
        },
      ],
    }),
  },
  {
    id: "tareas-lucia",
    category: "tareas",
    text: "que tiene que hacer lucia",
    expect: answer({ kind: "answer", tool: tasks, figure: tasksOf("Lucía") }),
    note: "La herramienta de tareas filtra solo «mías»: por otra persona la cifra sale de la lista.",
  },
  {
    id: "tareas-martin",
    category: "tareas",
    text: "y martin q tareas tiene",
    expect: answer({ kind: "answer", tool: tasks, figure: tasksOf("Martín") }),
  },
  {
    id: "tareas-en-curso",
    category: "tareas",
    text: "q tareas estan en curso",
    expect: answer({
      kind: "answer",
      tool: tasks,
      figure: namesOf("tarea en curso", async (r) => (await r.tasks({ status: "en_curso" })).map((t) => t.title)),
    }),
  },
  {
    id: "tareas-pesar",
    category: "tareas",
    text: "cuando toca pesar la invernada",
    expect: answer({
      kind: "answer",
      tool: tasks,
      figure: namesOf("tarea de pesar", async (r) =>
        (await r.tasks({ open: "true" })).filter((t) => key(t.title).includes("pesar")).map((t) => t.title),
      ),
    }),
  },

  // Animals and SENASA.
  {
    id: "senasa-pendientes",
    category: "senasa",
    text: "cuantos animales me faltan registrar en senasa",
    expect: answer({
      kind: "answer",
      tool: registration,
      figure: one("sin registrar", async (r) => (await r.registration()).pending),
    }),
  },
  {
    id: "senasa-vencidos",
    category: "senasa",
    text: "tengo caravanas vencidas sin declarar?",
    expect: answer({
      kind: "answer",
      tool: registration,
      figure: one("vencidos", async (r) => (await r.registration()).overdue),
    }),
  },

  // Orders that must become a draft.
  {
    id: "borrador-lluvia",
    category: "borrador",
    text: "anota quince milimetros en el bajo",
    expect: { kind: "draft", draft: "RAIN", args: { kind: "RAIN", mm: 15, lot: "el bajo" } },
  },
  {
    id: "borrador-lluvia-ayer",
    category: "borrador",
    text: "ayer cayeron 22 mm",
    expect: {
      kind: "draft",
      draft: "RAIN",
      args: { kind: "RAIN", mm: 22, date: /ayer|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}/ },
    },
  },
  {
    id: "borrador-lluvia-palabras",
    category: "borrador",
    text: "cargame treinta y cinco milimetros de lluvia de hoy",
    expect: { kind: "draft", draft: "RAIN", args: { kind: "RAIN", mm: 35 } },
  },
  {
    id: "borrador-lluvia-coma",
    category: "borrador",
    text: "llovieron 12,5 en la aguada",
    expect: { kind: "draft", draft: "RAIN", args: { kind: "RAIN", mm: 12.5, lot: "la aguada" } },
  },
  {
    id: "borrador-helada",
    category: "borrador",
    text: "anota q hoy cayo una helada fuerte",
    expect: { kind: "draft", draft: "FROST", args: { kind: "FROST" } },
  },
  {
    id: "borrador-helada-lote",
    category: "borrador",
    text: "esta mañana helo en el bajo, registralo",
    expect: { kind: "draft", draft: "FROST", args: { kind: "FROST", lot: "el bajo" } },
  },
  {
    id: "borrador-muerte",
    category: "borrador",
    text: "se murio un ternero en cria",
    expect: { kind: "draft", draft: "DEATH", args: { kind: "DEATH", count: 1, category: "ternero", rodeo: "cria" } },
  },
  {
    id: "borrador-muerte-vacas",
    category: "borrador",
    text: "se nos murieron dos vacas del rodeo de cria por mancha",
    expect: { kind: "draft", draft: "DEATH", args: { kind: "DEATH", count: 2, category: "vaca", rodeo: "cria" } },
  },
  {
    id: "borrador-muerte-novillo",
    category: "borrador",
    text: "aparecio muerto un novillo en la invernada",
    expect: {
      kind: "draft",
      draft: "DEATH",
      args: { kind: "DEATH", count: 1, category: "novillo", rodeo: "invernada" },
    },
  },
  {
    id: "borrador-nacimiento",
    category: "borrador",
    text: "nacieron tres terneritos en cria general",
    expect: { kind: "draft", draft: "BIRTH", args: { kind: "BIRTH", count: 3, category: "ternero", rodeo: "cria" } },
  },
  {
    id: "borrador-nacimiento-2",
    category: "borrador",
    text: "hoy parieron 4 vacas, anota 4 terneras en el rodeo cria",
    expect: { kind: "draft", draft: "BIRTH", args: { kind: "BIRTH", count: 4, category: "ternera", rodeo: "cria" } },
  },
  {
    id: "borrador-nacimiento-anotame",
    category: "borrador",
    text: "parieron dos vacas anoche, anotame 2 terneros en cria",
    expect: { kind: "draft", draft: "BIRTH", args: { kind: "BIRTH", count: 2, category: "ternero", rodeo: "cria" } },
  },
  {
    id: "borrador-pesada",
    category: "borrador",
    text: "pesamos la invernada hoy, dio 385 kilos de promedio",
    expect: { kind: "draft", draft: "WEIGHING", args: { kind: "WEIGHING", mean_weight: 385, rodeo: "invernada" } },
  },
  {
    id: "borrador-pesada-promedio",
    category: "borrador",
    text: "pesamos la invernada, 320 kilos promedio",
    expect: { kind: "draft", draft: "WEIGHING", args: { kind: "WEIGHING", mean_weight: 320, rodeo: "invernada" } },
  },
  {
    id: "borrador-pesada-cabezas",
    category: "borrador",
    text: "pesamos 80 novillos de la invernada, dieron 410 kg",
    expect: {
      kind: "draft",
      draft: "WEIGHING",
      args: { kind: "WEIGHING", mean_weight: 410, count: 80, rodeo: "invernada" },
    },
  },
  {
    id: "borrador-consumo",
    category: "borrador",
    text: "les dimos 8 rollos a las vacas de cria",
    expect: {
      kind: "draft",
      draft: "ASSET_CONSUMPTION",
      args: { kind: "ASSET_CONSUMPTION", supply: "rollos", quantity: 8, rodeo: "cria" },
    },
  },
  {
    id: "borrador-consumo-maiz",
    category: "borrador",
    text: "se usaron 200 kg de maíz en el rodeo cría",
    expect: {
      kind: "draft",
      draft: "ASSET_CONSUMPTION",
      args: { kind: "ASSET_CONSUMPTION", supply: "maiz", quantity: 200, rodeo: "cria" },
    },
  },

  // Questions that must never become a draft.
  logCount("pregunta-helada", "sin-borrador", "hubo helada esta semana?", "FROST", "semana", "records"),
  logCount("pregunta-helada-mes", "sin-borrador", "cuantas heladas van este mes", "FROST", "mes", "records"),
  {
    id: "pregunta-llovio-ayer",
    category: "sin-borrador",
    text: "llovio ayer?",
    expect: answer({ kind: "answer", tool: rain, args: { period: "ayer" }, figure: rainOf("ayer") }),
  },
  {
    id: "pregunta-llovio-hoy",
    category: "sin-borrador",
    text: "cayo algo hoy de agua",
    expect: answer({ kind: "answer", tool: rain, args: { period: "hoy" }, figure: rainOf("hoy") }),
  },
  logCount("pregunta-murio", "sin-borrador", "se murio algun ternero este mes?", "DEATH", "mes", "records"),
  logCount("pregunta-nacieron", "sin-borrador", "nacieron terneros esta semana?", "BIRTH", "semana", "records"),
  {
    id: "pregunta-pesaron",
    category: "sin-borrador",
    text: "ya pesaron la invernada?",
    expect: answer({ kind: "answer", tool: weights, args: { rodeo: "invernada" }, figure: lastWeight("Invernada") }),
  },
  {
    id: "pregunta-pesaron-recria",
    category: "sin-borrador",
    text: "ya pesaron la recria?",
    expect: answer({ kind: "answer", tool: weights, args: { rodeo: "recria" }, figure: lastWeight("Recría Machos") }),
  },
  logCount("pregunta-helada-ayer", "sin-borrador", "ayer helo?", "FROST", "ayer", "records"),

  // Outside the ranch's data: an honest "no lo sé", with what it can answer.
  outside("fuera-pronostico", "va a llover el finde?"),
  outside("fuera-pronostico-2", "q dice el pronostico pa mañana"),
  outside("fuera-helada-futura", "se viene helada esta noche?"),
  outside("fuera-precio-novillo", "a cuanto esta el novillo en el mercado de cañuelas"),
  outside("fuera-precio-ternero", "cuanto se paga el kilo de ternero en el remate"),
  outside("fuera-dolar", "a cuanto esta el dolar hoy"),
  outside("fuera-vet-diarrea", "tengo un ternero con diarrea q le doy"),
  outside("fuera-vet-dosis", "cuanta ivermectina le pongo a una vaca de 400 kilos"),
  outside("fuera-vet-empaste", "como se cura un empaste"),
  outside("fuera-destete", "conviene hacer destete precoz este año con la seca"),
];
