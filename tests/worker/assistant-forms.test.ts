// Every documented form of the local model (INTENT_FORMS), asked through runAssistant on the demo ranch:
// the right tool, and figures equal to what the API serves the screens for the same question.
import { beforeAll, describe, expect, it } from "vitest";
import { INTENT_FORMS } from "../../worker/areas/assistant/intents";
import { animalTool } from "../../worker/areas/assistant/tools/animal";
import type { AssistantEvent, AssistantToolResult } from "../../worker/shared/assistant-schemas";
import type { CycleDetail, Lot, Movement, Rodeo } from "../../worker/shared/herd-types";
import type { Supply, RodeoUnderWithdrawal } from "../../worker/shared/supply-types";
import type { Task } from "../../worker/shared/task-types";
import { addDays, argentinaDay, lastDayOfMonth } from "../../worker/shared/task-dates";
import { insertAnimals, registrationFromRows, tagEnding } from "./animal-rows";
import { api, db, makeTeam } from "./fixtures";
import { categoryIds, createRodeo, ok } from "./herd-helpers";
import { loadDemoRanch } from "./ranch-loader";
import { answerText, ask } from "./assistant-helpers";

type Team = Awaited<ReturnType<typeof makeTeam>>;
let team: Team;
let rodeos: Rodeo[];
let lots: Lot[];
const today = argentinaDay();
/** The 0123's last weighing. */
const WEIGHED = addDays(today, -2);

interface Answer {
  tool: string;
  input: Record<string, unknown>;
  result: AssistantToolResult;
  text: string;
  events: AssistantEvent[];
}

async function answer(question: string): Promise<Answer> {
  const events = await ask({ orgId: team.org.id, userId: team.owner.id, role: "owner" }, question);
  const tool = events.find((e) => e.type === "tool");
  if (tool?.type !== "tool") throw new Error(`no tool for «${question}»: ${answerText(events)}`);
  return {
    tool: tool.name,
    input: tool.input as Record<string, unknown>,
    result: tool.result,
    text: answerText(events),
    events,
  };
}

const figure = (r: AssistantToolResult, label: string) => r.figures.find((f) => f.label === label)?.value;
const get = <T>(path: string) => ok<T>(api(path, { token: team.owner.token }));
const head = (rows: ReadonlyArray<{ count: number }>) => rows.reduce((s, r) => s + r.count, 0);
const ev = (rows: ReadonlyArray<{ count: number; ev: number }>) => rows.reduce((s, r) => s + r.count * r.ev, 0);
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
const int = (n: number) => new Intl.NumberFormat("es-AR").format(n);

async function movementList(query: string) {
  const body = await get<{ movements: Movement[]; next_cursor: string | null }>(
    `/movement/all/${team.org.id}?limit=500&${query}`,
  );
  expect(body.next_cursor).toBeNull();
  return body.movements;
}

/** Rain as the dashboard sums it (rain-figures.ts): mm of RAIN records between two days. */
async function rainBetween(from: string, to: string) {
  const list = await movementList(`type=RAIN&from=${from}&to=${to}`);
  return round(
    list.reduce((s, m) => s + Number(m.data.mm), 0),
    1,
  );
}

beforeAll(async () => {
  team = await makeTeam();
  await loadDemoRanch(team.org.id, team.owner);
  rodeos = (await get<{ rodeos: Rodeo[] }>(`/rodeo/${team.org.id}`)).rodeos;
  lots = (await get<{ lots: Lot[] }>(`/lot/info/${team.org.id}`)).lots;
  for (const task of [
    { title: "Revisar aguadas", due_date: today },
    { title: "Vacunar terneros", due_date: addDays(today, -3) },
    { title: "Arreglar alambrado" },
  ]) {
    await ok(api(`/task/${team.org.id}`, { method: "POST", token: team.owner.token, body: task }), 201);
  }
  // Tagged animals: the 0123 weighed, two ending in 4567 (one sold), one past its SENASA deadline, one registered.
  const cria = rodeos.find((r) => r.name === "Cría General")!;
  const vaca = cria.stock.find((s) => s.category === "Vaca")!.category_id;
  const at = { rodeo_id: cria.id, category_id: vaca };
  await insertAnimals(team.org.id, [
    { ...at, tag: tagEnding("0123"), tagged_at: addDays(today, -3), last_weight_kg: 412.5, last_weight_date: WEIGHED },
    { ...at, tag: tagEnding("104567"), tagged_at: addDays(today, -40) },
    { ...at, tag: tagEnding("204567"), tagged_at: addDays(today, -40), state: "vendido", registered_at: today },
    { ...at, tag: tagEnding("7777"), tagged_at: addDays(today, -40), registered_at: addDays(today, -30) },
  ]);
  // Someone else's animal ending in the same digits is never found.
  const otherRodeo = await createRodeo(team.outsider.token, team.otherOrg.id);
  const otherVaca = (await categoryIds(team.otherOrg.id, team.outsider.token)).Vaca!;
  await insertAnimals(team.otherOrg.id, [
    { rodeo_id: otherRodeo, category_id: otherVaca, tag: tagEnding("90123"), tagged_at: addDays(today, -50) },
  ]);
}, 120_000);

/** What each form's example must answer, against the API's own figures. */
const CHECKS: Record<string, (a: Answer) => Promise<void> | void> = {
  "rain-command": (a) => {
    const lot = lots.find((l) => l.name === "El Bajo")!;
    expect(a.result.draft).toMatchObject({
      kind: "RAIN",
      body: { mm: 25, lot_id: lot.id, date: `${today}T00:00:00.000Z` },
    });
  },
  "frost-command": (a) =>
    expect(a.result.draft).toMatchObject({ kind: "FROST", body: { date: `${today}T00:00:00.000Z` } }),
  "death-command": (a) => {
    const rodeo = rodeos.find((r) => r.name === "Cría General")!;
    const ternero = rodeo.stock.find((s) => s.category === "Ternero")!;
    expect(a.result.draft).toMatchObject({
      kind: "DEATH",
      body: { rodeo_id: rodeo.id, animals: [{ category_id: ternero.category_id, count: 2 }] },
    });
  },
  "birth-command": (a) => {
    const rodeo = rodeos.find((r) => r.name === "Cría General")!;
    expect(a.result.draft).toMatchObject({ kind: "BIRTH", body: { rodeo_id: rodeo.id, animals: [{ count: 5 }] } });
  },
  "weighing-command": (a) => {
    const rodeo = rodeos.find((r) => r.name === "Invernada")!;
    expect(a.result.draft).toMatchObject({
      kind: "WEIGHING",
      body: { rodeo_id: rodeo.id, mean_weight: 320, date: `${today}T00:00:00.000Z` },
    });
  },
  "consumption-command": async (a) => {
    const rodeo = rodeos.find((r) => r.name === "Cría General")!;
    const maize = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}`)).assets.find(
      (s) => s.name === "Maíz partido",
    )!;
    expect(a.result.draft).toMatchObject({
      kind: "ASSET_CONSUMPTION",
      body: { rodeo_id: rodeo.id, lot_id: null, asset_id: maize.id, quantity: 200 },
    });
  },
  "rain-compare": async (a) => {
    const month = today.slice(0, 7);
    const lastMonth = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
    expect(figure(a.result, "Lluvia")).toBe(await rainBetween(`${month}-01`, today));
    const end = lastDayOfMonth(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)));
    expect(figure(a.result, "Año anterior")).toBe(await rainBetween(`${lastMonth}-01`, `${lastMonth}-${end}`));
  },
  "rain-month": async (a) => {
    const year = Number(today.slice(5, 7)) >= 3 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
    expect(figure(a.result, "Lluvia")).toBe(await rainBetween(`${year}-03-01`, `${year}-03-31`));
    expect(figure(a.result, "Año anterior")).toBe(await rainBetween(`${year - 1}-03-01`, `${year - 1}-03-31`));
  },
  "rain-period": async (a) => {
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    expect(figure(a.result, "Lluvia")).toBe(await rainBetween(addDays(today, -((dow + 6) % 7)), today));
  },
  deaths: async (a) => {
    const list = await movementList(`type=DEATH&from=${today.slice(0, 7)}-01&to=${today}`);
    expect(figure(a.result, "Registros")).toBe(list.length);
    expect(figure(a.result, "Cabezas")).toBe(list.reduce((s, m) => s + head(m.animals), 0));
  },
  births: async (a) => {
    const list = await movementList(`type=BIRTH&from=${today.slice(0, 4)}-01-01&to=${today}`);
    expect(figure(a.result, "Registros")).toBe(list.length);
    expect(figure(a.result, "Cabezas")).toBe(list.reduce((s, m) => s + head(m.animals), 0));
  },
  sales: async (a) => {
    const list = await movementList(`type=SELL&from=${today.slice(0, 4)}-01-01&to=${today}`);
    expect(figure(a.result, "Cabezas")).toBe(list.reduce((s, m) => s + head(m.animals), 0));
  },
  purchases: async (a) => {
    const list = await movementList(`type=BUY&from=${today.slice(0, 7)}-01&to=${today}`);
    expect(figure(a.result, "Registros")).toBe(list.length);
  },
  "stock-by-group": (a) => {
    const stock = rodeos.flatMap((r) => r.stock);
    for (const row of a.result.rows!) {
      expect(row.cabezas).toBe(head(stock.filter((s) => s.category === row["categoría"])));
    }
    expect(figure(a.result, "Cabezas")).toBe(head(stock));
  },
  "stock-rodeo": (a) => {
    const rodeo = rodeos.find((r) => r.name === "Cría General")!;
    expect(figure(a.result, "Cabezas")).toBe(rodeo.total);
    expect(a.result.links[0]).toEqual({ label: "Rodeo Cría General", path: `/rodeos/${rodeo.id}` });
  },
  "stock-field": (a) => {
    const inField = lots.filter((l) => l.field?.name === "La Esperanza");
    expect(figure(a.result, "Cabezas")).toBe(inField.reduce((s, l) => s + l.total, 0));
    expect(figure(a.result, "Hectáreas")).toBe(inField.reduce((s, l) => s + l.hectares, 0));
  },
  "ev-per-hectare": (a) => {
    const stock = rodeos.flatMap((r) => r.stock);
    const hectares = lots.reduce((s, l) => s + l.hectares, 0);
    expect(figure(a.result, "EV/ha")).toBe(round(ev(stock) / hectares, 2));
    for (const row of a.result.rows!) {
      const lot = lots.find((l) => l.name === row.lote)!;
      expect(row.cabezas).toBe(lot.total);
    }
  },
  "category-count": (a) => {
    const lot = lots.find((l) => l.name === "La Aguada")!;
    expect(figure(a.result, "Cabezas")).toBe(head(lot.animals.filter((x) => x.category === "Vaca")));
    expect(figure(a.result, "EV/ha")).toBe(
      round(ev(lot.animals.filter((x) => x.category === "Vaca")) / lot.hectares, 2),
    );
  },
  "head-count": (a) => {
    const stock = rodeos.flatMap((r) => r.stock);
    expect(figure(a.result, "Cabezas")).toBe(head(stock));
    expect(figure(a.result, "EV")).toBe(round(ev(stock), 1));
    expect(a.text).toContain(new Intl.NumberFormat("es-AR").format(head(stock)));
    expect(a.result.links).toContainEqual({ label: "Tablero", path: "/dashboard" });
  },
  "gain-best": (a) => {
    const best = [...rodeos].filter((r) => r.daily_gain !== null).sort((x, y) => y.daily_gain! - x.daily_gain!)[0]!;
    expect(a.result.figures[0]).toMatchObject({ label: `Ganancia diaria de ${best.name}`, value: best.daily_gain });
  },
  "gain-rodeo": async (a) => {
    const rodeo = rodeos.find((r) => r.name === "Invernada")!;
    const api = await get<{ daily_gain: { daily_weight_gain: number } }>(
      `/rodeo/daily-weight-gain/${team.org.id}/${rodeo.id}`,
    );
    expect(figure(a.result, "Ganancia diaria")).toBe(api.daily_gain.daily_weight_gain);
    expect(figure(a.result, "Peso medio")).toBe(rodeo.last_mean_weight);
  },
  weighings: (a) => {
    const kg = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
    expect(a.text).toMatch(/^Últimas pesadas: /);
    for (const r of rodeos.filter((x) => x.last_mean_weight !== null)) {
      expect(a.text).toContain(`${r.name} ${kg.format(r.last_mean_weight!)} kg`);
    }
  },
  movements: async (a) => {
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    const list = await movementList(`from=${addDays(today, -((dow + 6) % 7))}&to=${today}`);
    expect(figure(a.result, "Registros")).toBe(list.length);
  },
  reproduction: async (a) => {
    // The latest cycle (newest service start first, as the list).
    const cycles = (await get<{ cycles: Array<{ id: number; name: string }> }>(`/reproductive-cycle/${team.org.id}`))
      .cycles;
    const detail = (await get<{ cycle: CycleDetail }>(`/reproductive-cycle/${team.org.id}/${cycles[0]!.id}`)).cycle;
    expect(figure(a.result, "% preñez")).toBe(detail.kpis.pregnancy_rate ?? undefined);
    expect(figure(a.result, "Hembras en servicio")).toBe(detail.females_exposed);
    expect(a.result.links).toEqual([{ label: `Ciclo ${detail.name}`, path: `/ciclos-reproductivos/${detail.id}` }]);
  },
  "supplies-low": async (a) => {
    const low = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}?low=true`)).assets;
    expect(figure(a.result, "Insumos bajo mínimo")).toBe(low.length);
    for (const supply of low.slice(0, 5)) expect(a.text).toContain(supply.name);
  },
  withdrawals: async (a) => {
    const under = (await get<{ rodeos: RodeoUnderWithdrawal[] }>(`/asset/${team.org.id}/withdrawals`)).rodeos;
    expect(figure(a.result, "Rodeos en carencia")).toBe(under.length);
    for (const r of under) expect(a.text).toContain(r.rodeo);
  },
  registration: async (a) => {
    const expected = await registrationFromRows(team.org.id, today);
    // The demo ranch's own tagged calves (some pending, some overdue) and the ones this test added.
    expect(expected.pending).toBeGreaterThanOrEqual(2);
    expect(expected.overdue).toBeGreaterThanOrEqual(1);
    expect(figure(a.result, "Sin registrar en SENASA")).toBe(expected.pending);
    expect(figure(a.result, "Vencidos")).toBe(expected.overdue);
    expect(figure(a.result, "Primer vencimiento")).toBe(expected.next_due);
    const overdue = expected.overdue === 1 ? "1 vencido" : `${expected.overdue} vencidos`;
    expect(
      a.text.startsWith(
        `Tenés ${expected.pending} animales sin registrar en SENASA (${overdue}). El primer plazo venció el `,
      ),
    ).toBe(true);
    expect(a.result.links).toEqual([{ label: "Animales sin registrar", path: "/animales?registration=pendiente" }]);
  },
  "animal-weight": (a) => {
    expect(a.input).toEqual({ tag: "0123" });
    expect(figure(a.result, "Último peso")).toBe(412.5);
    const [d, m, y] = [WEIGHED.slice(8, 10), WEIGHED.slice(5, 7), WEIGHED.slice(0, 4)];
    expect(a.text).toBe(
      `La caravana 032 000000000123 es Vaca del rodeo Cría General. Su último peso es 412,5 kg, del ${d}/${m}/${y}.`,
    );
    expect(a.result.rows).toHaveLength(1);
  },
  frosts: async (a) => {
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    const list = await movementList(`type=FROST&from=${addDays(today, -((dow + 6) % 7))}&to=${today}`);
    expect(a.input).toEqual({ type: "FROST", period: "semana" });
    expect(figure(a.result, "Registros")).toBe(list.length);
  },
  "sales-kilos": async (a) => {
    const from = `${today.slice(0, 4)}-01-01`;
    const list = await movementList(`type=SELL&from=${from}&to=${today}`);
    const kg = Math.round(list.reduce((s, m) => s + head(m.animals) * Number(m.data.mean_weight ?? 0), 0));
    expect(kg).toBeGreaterThan(0);
    expect(figure(a.result, "Kilos")).toBe(kg);
    expect(figure(a.result, "Cabezas")).toBe(list.reduce((s, m) => s + head(m.animals), 0));
    expect(a.text.startsWith(`Vendiste ${int(kg)} kg en ${list.length} ventas entre el 1/1 y hoy`)).toBe(true);
    expect(a.result.links[0]).toEqual({
      label: "Ventas entre el 1/1 y hoy",
      path: `/data?type=SELL&from=${from}&to=${today}`,
    });
  },
  "sales-money": async (a) => {
    const list = await movementList(`type=SELL&from=${today.slice(0, 4)}-01-01&to=${today}`);
    const pesos = Math.round(
      list.reduce((s, m) => {
        const kg = head(m.animals) * Number(m.data.mean_weight ?? 0);
        const perKg = Number(m.data.price_per_kg ?? 0);
        return s + (perKg && kg ? perKg * kg : Number(m.data.price_per_head ?? 0) * head(m.animals));
      }, 0),
    );
    expect(pesos).toBeGreaterThan(0);
    expect(figure(a.result, "Pesos")).toBe(pesos);
    expect(a.text.startsWith(`Vendiste $ ${int(pesos)} en ${list.length} ventas entre el 1/1 y hoy`)).toBe(true);
  },
  "supply-costs": async (a) => {
    const from = `${today.slice(0, 7)}-01`;
    const supplies = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}`)).assets;
    const feed = new Map(supplies.filter((x) => x.kind === "alimento").map((x) => [x.id, x]));
    let bought = 0;
    for (const m of await movementList(`type=ASSET,ASSET_BATCH&from=${from}&to=${today}`)) {
      const items = (m.type === "ASSET" ? [m.data] : (m.data.items as Array<Record<string, unknown>>)) ?? [];
      for (const item of items) {
        if (feed.has(Number(item.asset_id))) bought += Number(item.quantity) * Number(item.unit_cost ?? 0);
      }
    }
    let used = 0;
    for (const m of await movementList(`type=ASSET_CONSUMPTION&from=${from}&to=${today}`)) {
      const supply = feed.get(Number(m.data.asset_id));
      if (supply) used += Number(m.data.quantity) * Number(m.data.unit_cost ?? supply.unit_cost);
    }
    expect(figure(a.result, "Comprado")).toBe(Math.round(bought));
    expect(figure(a.result, "Consumido")).toBe(Math.round(used));
    expect(a.text).toMatch(
      /^(Gastaste \$ [\d.]+ en alimento (hoy|entre el 1\/\d+ y hoy)|No hubo ingresos ni consumos de insumos de alimento)/,
    );
  },
  "supply-stock": async (a) => {
    const maiz = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}`)).assets.find(
      (x) => x.name === "Maíz partido",
    )!;
    expect(a.input).toEqual({ supply: "maiz" });
    expect(figure(a.result, "Maíz partido")).toBe(maiz.quantity);
    expect(a.text).toContain(`de Maíz partido (mínimo `);
    expect(a.text).toContain(maiz.low ? "Sí: está por debajo del mínimo" : "No: está por encima del mínimo");
    expect(a.result.links).toEqual([{ label: "Maíz partido", path: `/stock/${maiz.id}` }]);
  },
  "gain-category": (a) => {
    const withNovillos = rodeos.filter(
      (r) => r.last_mean_weight !== null && r.stock.some((x) => x.category === "Novillo" && x.count > 0),
    );
    expect(withNovillos.map((r) => r.name)).toContain("Invernada");
    const best = withNovillos.filter((r) => r.daily_gain !== null).sort((x, y) => y.daily_gain! - x.daily_gain!)[0]!;
    expect(a.result.figures[0]).toMatchObject({ label: `Ganancia diaria de ${best.name}`, value: best.daily_gain });
    expect(a.text).toMatch(/^Ganancia diaria de los rodeos con novillos: /);
    for (const r of rodeos.filter((x) => !withNovillos.includes(x))) expect(a.text).not.toContain(`${r.name} `);
  },
  tasks: async (a) => {
    const due = (await get<{ tasks: Task[] }>(`/task/${team.org.id}?due=today&open=true`)).tasks;
    expect(due.map((t) => t.title)).toEqual(["Revisar aguadas"]);
    expect(figure(a.result, "Tareas para hoy")).toBe(due.length);
    expect(a.text).toContain("Revisar aguadas");
  },
};

describe("the local model's documented forms", () => {
  it("documents at least 20 forms, each with a check here", () => {
    expect(INTENT_FORMS.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(CHECKS).sort()).toEqual(INTENT_FORMS.map((f) => f.id).sort());
  });

  for (const form of INTENT_FORMS) {
    it(`${form.id}: «${form.example}»`, async () => {
      const a = await answer(form.example);
      expect(a.tool).toBe(form.tool);
      expect(a.text).toBe(a.result.question ?? a.result.summary);
      expect(a.result.question).toBeUndefined();
      await CHECKS[form.id]!(a);
    });
  }
});

describe("variants: accents or not, vos or tú, ¿? optional, names loosely", () => {
  const same: Array<[string, string]> = [
    ["¿cuántas cabezas tengo?", "cuantas cabezas tengo"],
    ["¿cuántas vacas tengo en La Aguada?", "CUANTAS VACAS HAY EN LA AGUADA"],
    ["registrá 25 mm de lluvia hoy en El Bajo", "registra 25 mm de lluvia hoy en el bajo"],
    ["registrá 25 mm de lluvia hoy en El Bajo", "anotá 25 mm de lluvia en El Bajo"],
    ["registrá 25 mm de lluvia hoy en El Bajo", "cargá 25mm de lluvia en el lote el bajo"],
    ["murieron 2 terneros del rodeo Cría General", "se murieron dos terneros del rodeo cria general"],
    ["stock del rodeo Cría General", "stock del rodeo cria"],
    ["¿qué rodeos están en carencia?", "que rodeos estan en retiro"],
  ];
  for (const [a, b] of same) {
    it(`«${b}» answers as «${a}»`, async () => {
      const [x, y] = [await answer(a), await answer(b)];
      expect(y.tool).toBe(x.tool);
      const strip = (r: AssistantToolResult) => ({
        ...r,
        draft: r.draft ? { ...r.draft, id: "", body: { ...r.draft.body, client_id: "" } } : undefined,
      });
      expect(strip(y.result).figures).toEqual(strip(x.result).figures);
      if (x.result.draft) expect(strip(y.result).draft!.body).toEqual(strip(x.result).draft!.body);
    });
  }

  it("reads a cycle by name: «preñez del ciclo …» equals the cycle's KPIs", async () => {
    const cycles = (await get<{ cycles: Array<{ id: number; name: string }> }>(`/reproductive-cycle/${team.org.id}`))
      .cycles;
    const oldest = cycles.at(-1)!;
    const detail = (await get<{ cycle: CycleDetail }>(`/reproductive-cycle/${team.org.id}/${oldest.id}`)).cycle;
    const a = await answer(`preñez del ciclo ${oldest.name.toLowerCase()}`);
    expect(a.result.links[0]!.path).toBe(`/ciclos-reproductivos/${oldest.id}`);
    expect(figure(a.result, "% preñez")).toBe(detail.kpis.pregnancy_rate ?? undefined);
  });

  it("asks instead of guessing: a missing count, an ambiguous or unknown name", async () => {
    expect((await answer("murieron terneros del rodeo Cría General")).result.question).toBe(
      "¿Cuántos animales murieron?",
    );
    expect((await answer("nacieron 5 terneros")).result.question).toMatch(/^¿En qué rodeo: Cría General, /);
    const cria = rodeos.find((x) => x.name === "Cría General")!;
    const terneros = cria.stock.find((x) => x.category === "Ternero")!.count;
    expect((await answer(`murieron ${terneros + 1} terneros del rodeo Cría General`)).result.question).toBe(
      `En Cría General hay ${new Intl.NumberFormat("es-AR").format(terneros)} terneros. ¿Cuántos murieron?`,
    );
    expect((await answer("preñez del ciclo servicio")).result.question).toMatch(/^¿Qué ciclo querés decir: Servicio /);
    expect((await answer("stock del rodeo Tambo")).result.question).toMatch(
      /^No encontré ningún rodeo llamado "tambo"/,
    );
  });

  it("finds an animal by more digits, lists several ending alike, and says when none or too few", async () => {
    const [short, full] = [await answer("¿cuánto pesa la 0123?"), await answer("peso de la caravana 032 000000000123")];
    expect(full.tool).toBe("animal");
    expect(full.result.figures).toEqual(short.result.figures);
    const several = await answer("cuanto pesa la 4567");
    expect(several.result.question).toBeUndefined();
    expect(several.result.rows!.map((r) => [r.caravana, r.estado])).toEqual([
      [tagEnding("104567"), "activo"],
      [tagEnding("204567"), "vendido"],
    ]);
    expect(several.text).toMatch(/^2 animales tienen la caravana terminada en 4567: 032 000000104567 \(Vaca, /);
    expect((await answer("¿cuánto pesa la 9999?")).result.question).toBe(
      "No encontré ningún animal con la caravana terminada en 9999.",
    );
    const scope = { db: db(), orgId: team.org.id, userId: team.owner.id, role: "owner" as const, today };
    expect((await animalTool(scope, { tag: "123" })).question).toMatch(/^Decime al menos 4 dígitos/);
  });

  it("answers an unknown text with what it can answer, without a tool", async () => {
    const events = await ask({ orgId: team.org.id, userId: team.owner.id, role: "owner" }, "contame un chiste");
    expect(events.some((e) => e.type === "tool")).toBe(false);
    expect(answerText(events)).toMatch(/^No entendí la pregunta\. Soy el modelo local \(sin IA\)/);
    // Two examples to try, not the list of forms.
    expect(answerText(events).match(/«/g)).toHaveLength(2);
  });
});
