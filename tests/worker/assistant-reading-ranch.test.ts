// The local model on the demo ranch, asked the way ranchers write (docs/assistant.md): questions read records
// (never drafts), kilos and pesos of sales, a member's tasks, a supply running low, feed spending, rodeos that
// cannot be sold, gain asked in other words, and an honest «No lo sé» for what the ranch's data cannot answer.
import { beforeAll, describe, expect, it } from "vitest";
import type { AssistantEvent, AssistantToolResult } from "../../worker/shared/assistant-schemas";
import type { Movement, Rodeo } from "../../worker/shared/herd-types";
import type { RodeoUnderWithdrawal, Supply } from "../../worker/shared/supply-types";
import type { Task } from "../../worker/shared/task-types";
import { addDays, argentinaDay } from "../../worker/shared/task-dates";
import { addMember, api, makeTeam, makeUser } from "./fixtures";
import { ok } from "./herd-helpers";
import { loadDemoRanch } from "./ranch-loader";
import { answerText, ask } from "./assistant-helpers";

type Team = Awaited<ReturnType<typeof makeTeam>>;
let team: Team;
let lucia: Awaited<ReturnType<typeof makeUser>>;
const today = argentinaDay();
const tomorrow = addDays(today, 1);

const get = <T>(path: string) => ok<T>(api(path, { token: team.owner.token }));

async function answer(question: string) {
  const events: AssistantEvent[] = await ask({ orgId: team.org.id, userId: team.owner.id, role: "owner" }, question);
  const tool = events.find((e) => e.type === "tool");
  return {
    tool: tool?.type === "tool" ? tool.name : undefined,
    input: tool?.type === "tool" ? (tool.input as Record<string, unknown>) : undefined,
    result: tool?.type === "tool" ? tool.result : undefined,
    text: answerText(events),
    drafts: events.filter((e) => e.type === "draft").length,
  };
}
const figure = (r: AssistantToolResult | undefined, label: string) => r?.figures.find((f) => f.label === label)?.value;
const head = (m: Movement) => m.animals.reduce((s, a) => s + a.count, 0);

beforeAll(async () => {
  team = await makeTeam();
  await loadDemoRanch(team.org.id, team.owner);
  lucia = await makeUser({ first_name: "Lucía" });
  await addMember(team.org.id, lucia, "user");
  for (const task of [
    { title: "Curar el ternero del bajo", due_date: tomorrow, assignee_id: lucia.id },
    { title: "Recorrer alambrados", due_date: today, assignee_id: lucia.id },
    { title: "Llevar gasoil", due_date: tomorrow, assignee_id: team.admin.id },
  ]) {
    await ok(api(`/task/${team.org.id}`, { method: "POST", token: team.owner.token, body: task }), 201);
  }
}, 120_000);

describe("questions read records, commands stay drafts", () => {
  it("«hubo helada esta semana?» counts this week's frosts and drafts nothing", async () => {
    const a = await answer("hubo helada esta semana?");
    expect(a.tool).toBe("movements");
    expect(a.input).toEqual({ type: "FROST", period: "semana" });
    expect(a.drafts).toBe(0);
    expect(a.text).toMatch(/^(Hubo \d+ heladas?|No hubo heladas) esta semana/);
    expect(a.result!.links[0]!.path).toMatch(/^\/data\?type=FROST&from=\d{4}-\d{2}-\d{2}&to=/);
  });

  it("«si llovió ayer» reads yesterday's rain; «llovieron 20 mm» drafts", async () => {
    const q = await answer("si llovió ayer");
    expect([q.tool, q.input, q.drafts]).toEqual(["rain", { period: "ayer" }, 0]);
    const c = await answer("llovieron veinte milímetros");
    expect(c.tool).toBe("propose_movement");
    expect(c.result?.draft).toMatchObject({ kind: "RAIN", body: { mm: 20 } });
  });
});

describe("a weighing and a supply's consumption become drafts the ordinary routes record", () => {
  it("«pesamos la invernada, 320 kilos promedio» drafts the Invernada's weighing, recorded as is", async () => {
    const a = await answer("pesamos la invernada, 320 kilos promedio");
    expect(a.input).toEqual({ kind: "WEIGHING", mean_weight: 320, rodeo: "invernada" });
    const draft = a.result!.draft!;
    const invernada = (await get<{ rodeos: Rodeo[] }>(`/rodeo/${team.org.id}`)).rodeos.find(
      (r) => r.name === "Invernada",
    )!;
    expect(draft).toMatchObject({ kind: "WEIGHING", body: { rodeo_id: invernada.id, mean_weight: 320 } });
    await ok(api(`/movement/weighing/${team.org.id}`, { token: team.owner.token, body: draft.body }), 201);
    const after = (await get<{ rodeos: Rodeo[] }>(`/rodeo/${team.org.id}`)).rodeos.find((r) => r.id === invernada.id)!;
    expect(after.last_mean_weight).toBe(320);
  });

  it("«se usaron 200 kg de maíz en el rodeo cría» drafts the maize's consumption; more than the stock asks", async () => {
    const a = await answer("se usaron 200 kg de maíz en el rodeo cría");
    expect(a.drafts).toBe(1);
    const maize = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}`)).assets.find(
      (s) => s.name === "Maíz partido",
    )!;
    expect(a.result!.draft).toMatchObject({ kind: "ASSET_CONSUMPTION", body: { asset_id: maize.id, quantity: 200 } });
    await ok(
      api(`/movement/asset-consumption/${team.org.id}`, { token: team.owner.token, body: a.result!.draft!.body }),
      201,
    );
    const left = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}`)).assets.find((s) => s.id === maize.id)!;
    expect(left.quantity).toBeCloseTo(maize.quantity - 200, 3);
    const tooMuch = await answer(`se usaron ${Math.ceil(left.quantity) + 1000} kg de maiz en el rodeo cria`);
    expect([tooMuch.drafts, tooMuch.result?.question]).toEqual([0, expect.stringMatching(/^De Maíz partido quedan/)]);
  });

  it("«ya pesaron la invernada?» is a question: the last weighing, no draft", async () => {
    const a = await answer("ya pesaron la invernada?");
    expect([a.tool, a.input, a.drafts]).toEqual(["weights", { rodeo: "invernada" }, 0]);
    expect(a.text).toMatch(/^Última pesada del rodeo Invernada: [\d.,]+ kg el/);
  });
});

describe("every answer states its unit, period and screen", () => {
  it("each read tool's result carries unit, period and link, and its sentence says the unit and period", async () => {
    const asked: Array<[string, RegExp, RegExp]> = [
      ["cuantas vacas tengo", /cabezas/, /^hoy$/],
      ["cuanto llovio este mes", /^mm$/, /^este mes \(01\/\d+\/\d+ al \d+\/\d+\/\d+\); /],
      ["cuantos kilos vendimos este año", /^kg$/, /^entre el 1\/1 y hoy$/],
      ["cuanto pesan las vaquillonas", /^kg/, /^pesada del \d+\/\d+/],
      ["como vienen los indicadores reproductivos", /%/, /^servicio (del|desde el) \d+\/\d+/],
      ["gasto en insumos del año", /\$/, /^entre el 1\/1 y hoy$/],
      ["que tareas hay para mañana", /tareas/, /^para mañana$/],
      ["que rodeos estan en carencia", /rodeos/, /^hoy$/],
    ];
    for (const [q, unit, period] of asked) {
      const a = await answer(q);
      expect(a.result, q).toMatchObject({ unit: expect.stringMatching(unit), period: expect.stringMatching(period) });
      expect(a.result!.link, q).toBe(a.result!.links[0]!.path);
    }
    expect((await answer("cuantas vacas tengo")).text).toMatch(/^Hoy tenés [\d.]+ vacas/);
  });
});

describe("units change the answer", () => {
  it("kilos sold are kilos, with their period and the filtered list", async () => {
    const from = `${today.slice(0, 4)}-01-01`;
    const list = (
      await get<{ movements: Movement[] }>(`/movement/all/${team.org.id}?limit=500&type=SELL&from=${from}&to=${today}`)
    ).movements;
    const kg = Math.round(list.reduce((s, m) => s + head(m) * Number(m.data.mean_weight ?? 0), 0));
    const a = await answer("cuántos kilos vendí este año?");
    expect(figure(a.result, "Kilos")).toBe(kg);
    expect(a.text).toContain(
      `${new Intl.NumberFormat("es-AR").format(kg)} kg en ${list.length} ventas entre el 1/1 y hoy`,
    );
    expect(a.text).not.toMatch(/cabezas/);
    expect(a.result!.links[0]!.path).toBe(`/data?type=SELL&from=${from}&to=${today}`);
    // In head when asked in head.
    const h = await answer("cuántas cabezas vendí este año");
    expect(h.text).toMatch(/^Vendiste [\d.]+ cabezas en \d+ ventas entre el 1\/1 y hoy\.$/);
  });
});

describe("tasks by member and day", () => {
  it("«qué tiene que hacer lucía mañana» lists only Lucía's tasks for tomorrow", async () => {
    const a = await answer("qué tiene que hacer lucía mañana");
    expect(a.input).toEqual({ filter: "tomorrow", assignee: "lucia" });
    expect(figure(a.result, "Tareas para mañana")).toBe(1);
    expect(a.text).toMatch(/^Lucía Pérez tiene 1 tarea para mañana: Curar el ternero del bajo/);
    expect(a.text).not.toContain("Llevar gasoil");
  });

  it("«tareas de Lucía» are her open ones", async () => {
    const mine = (await get<{ tasks: Task[] }>(`/task/${team.org.id}?assignee_id=${lucia.id}&open=true`)).tasks;
    const a = await answer("tareas de Lucía");
    expect(figure(a.result, "Tareas pendientes")).toBe(mine.length);
    expect(a.text).toContain("Recorrer alambrados");
  });

  it("asks who when nobody has that name", async () => {
    expect((await answer("tareas de Ramiro")).result?.question).toMatch(/^No encontré ningún miembro llamado "ramiro"/);
  });
});

describe("the questions that got «No entendí»", () => {
  it("daily gain in other words", async () => {
    const rodeos = (await get<{ rodeos: Rodeo[] }>(`/rodeo/${team.org.id}`)).rodeos;
    const invernada = rodeos.find((r) => r.name === "Invernada")!;
    const a = await answer("cuanto engordan los del rodeo invernada");
    expect(a.tool).toBe("weights");
    expect(a.text).toMatch(/^Última pesada del rodeo Invernada: /);
    expect(figure(a.result, "Peso medio")).toBe(invernada.last_mean_weight);
    expect((await answer("como vienen aumentando los novillos")).text).toContain("Invernada");
  });

  it("a supply running low", async () => {
    for (const q of ["me estoy quedando sin maiz?", "queda rollo?"]) {
      const a = await answer(q);
      expect(a.tool).toBe("supplies_low");
      expect(a.text).toMatch(/^Hoy quedan [\d.,]+ \S+ de (Maíz partido|Rollos de pasto) \(mínimo /);
    }
  });

  it("money spent on feed this month", async () => {
    const a = await answer("cuanta plata gaste en alimento este mes");
    expect(a.tool).toBe("supply_costs");
    expect(a.input).toEqual({ kind: "alimento", period: "mes" });
    expect(typeof figure(a.result, "Comprado")).toBe("number");
  });

  it("money spent on one supply this year, from its loads", async () => {
    const from = `${today.slice(0, 4)}-01-01`;
    const rollos = (await get<{ assets: Supply[] }>(`/asset/${team.org.id}`)).assets.find(
      (x) => x.name === "Rollos de pasto",
    )!;
    let bought = 0;
    const loads = (
      await get<{ movements: Movement[] }>(
        `/movement/all/${team.org.id}?limit=500&type=ASSET,ASSET_BATCH&from=${from}&to=${today}`,
      )
    ).movements;
    for (const m of loads) {
      const items = m.type === "ASSET" ? [m.data] : (m.data.items as Array<Record<string, unknown>>);
      for (const i of items) if (i.asset_id === rollos.id) bought += Number(i.quantity) * Number(i.unit_cost ?? 0);
    }
    const a = await answer("cuanto nos costaron los rollos este año");
    expect(a.tool).toBe("supply_costs");
    expect(bought).toBeGreaterThan(0);
    expect(figure(a.result, "Comprado")).toBe(Math.round(bought));
    expect(a.text).toMatch(/^Gastaste \$ [\d.]+ en Rollos de pasto entre el 1\/1 y hoy: /);
  });

  it("supplies used this year are the consumption report's pesos, treatments' medicines included", async () => {
    const q = new URLSearchParams({ from: `${today.slice(0, 4)}-01`, to: today.slice(0, 7) });
    const report = await get<{ by_supply: Array<{ cost: number }> }>(`/asset/${team.org.id}/consumption?${q}`);
    const total = Math.round(report.by_supply.reduce((s, x) => s + x.cost, 0));
    const treated = (
      await get<{ movements: Movement[] }>(
        `/movement/all/${team.org.id}?limit=500&type=TREATMENT,MEDICINE&from=${today.slice(0, 4)}-01-01&to=${today}`,
      )
    ).movements.filter((m) => m.data.asset_id != null);
    expect(treated.length).toBeGreaterThan(0);
    const a = await answer("gasto en insumos del año");
    expect(a.input).toEqual({ period: "año" });
    expect(figure(a.result, "Consumido")).toBe(total);
  });

  it("rodeos that cannot be sold", async () => {
    const under = (await get<{ rodeos: RodeoUnderWithdrawal[] }>(`/asset/${team.org.id}/withdrawals`)).rodeos;
    for (const q of ["que rodeos no puedo vender", "hay algo con retiro?"]) {
      const a = await answer(q);
      expect(a.tool).toBe("withdrawals");
      expect(figure(a.result, "Rodeos en carencia")).toBe(under.length);
    }
  });
});

describe("what the ranch's data cannot answer", () => {
  it("says «No lo sé» with two examples, and calls no tool", async () => {
    for (const q of [
      "¿va a llover mañana?",
      "a cuánto está el novillo en Liniers?",
      "qué le doy a un ternero con diarrea",
    ]) {
      const a = await answer(q);
      expect(a.tool).toBeUndefined();
      expect(a.text).toMatch(/^No lo sé: /);
      expect(a.text.match(/«/g)).toHaveLength(2);
    }
  });
});
