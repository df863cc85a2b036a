// The assistant's reading helpers: loose names, Spanish days and periods, the intent reader's edge cases,
// and which model the environment gives.
import { describe, expect, it } from "vitest";
import { assistantModel, DEFAULT_MODEL } from "../../worker/areas/assistant/assistant-model";
import { parseDay, periodRange } from "../../worker/areas/assistant/dates";
import { readIntent } from "../../worker/areas/assistant/intents";
import { LOCAL_MODEL_INFO } from "../../worker/areas/assistant/local-model";
import { matchName } from "../../worker/areas/assistant/name-match";

const categories = ["Vaca", "Vaquillona", "Ternero", "Ternera", "Novillo", "Novillito", "Toro"].map((name, i) => ({
  id: i + 1,
  name,
}));
const lots = [
  { id: 1, name: "La Aguada" },
  { id: 2, name: "Potrero del Molino" },
  { id: 3, name: "Potrero Chico" },
  { id: 4, name: "Los Álamos" },
];

describe("matchName", () => {
  it.each([
    ["vacas", "Vaca"],
    ["VACA", "Vaca"],
    ["terneras", "Ternera"],
    ["terneros", "Ternero"],
    ["novillitos", "Novillito"],
    ["toros", "Toro"],
  ])("category «%s» → %s", (query, name) => {
    expect(matchName(query, categories)).toEqual({ kind: "one", item: categories.find((c) => c.name === name) });
  });

  it.each([
    ["la aguada", 1],
    ["aguada", 1],
    ["LA AGUADA", 1],
    ["el molino", 2],
    ["potrero del molino", 2],
    ["los alamos", 4],
    ["álamos", 4],
  ])("lot «%s» → %i", (query, id) => {
    const match = matchName(query, lots);
    expect(match.kind === "one" && match.item.id).toBe(id);
  });

  it("several matches or none are not guessed", () => {
    expect(matchName("potrero", lots)).toMatchObject({ kind: "many" });
    expect(matchName("el bajo", lots)).toEqual({ kind: "none" });
    expect(matchName("", lots)).toEqual({ kind: "none" });
  });
});

describe("days and periods (Argentina)", () => {
  const today = "2026-03-04";
  it("reads hoy, ayer, dd/mm and dd/mm/aaaa, never a future dd/mm", () => {
    expect(parseDay(undefined, today)).toBe(today);
    expect(parseDay("ayer", today)).toBe("2026-03-03");
    expect(parseDay("1/3", today)).toBe("2026-03-01");
    expect(parseDay("15/12", today)).toBe("2025-12-15");
    expect(parseDay("15/12/2024", today)).toBe("2024-12-15");
    expect(parseDay("31/02", today)).toBeNull();
    expect(parseDay("mañana temprano", today)).toBeNull();
  });

  it("gives each period's days", () => {
    expect(periodRange(today, { period: "semana" })).toMatchObject({ from: "2026-03-02", to: today });
    expect(periodRange(today, { period: "mes_pasado" })).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
    expect(periodRange(today, { period: "año_pasado" })).toMatchObject({ from: "2025-01-01", to: "2025-12-31" });
    expect(periodRange(today, {})).toMatchObject({ from: "2026-03-01", to: today, label: "este mes" });
  });
});

describe("readIntent", () => {
  it.each([
    ["llovieron 20 mm", { tool: "propose_movement", input: { kind: "RAIN", mm: 20 } }],
    [
      "registrá 12,5 mm de lluvia ayer en La Loma",
      { tool: "propose_movement", input: { kind: "RAIN", mm: 12.5, date: "ayer", lot: "la loma" } },
    ],
    [
      "se murió una vaca del rodeo Cría General",
      { tool: "propose_movement", input: { kind: "DEATH", count: 1, category: "vaca", rodeo: "cria general" } },
    ],
    ["¿cuántos animales murieron este mes?", { tool: "movements", input: { type: "DEATH", period: "mes" } }],
    ["cuantos terneros nacieron el mes pasado", { tool: "movements", input: { type: "BIRTH", period: "mes_pasado" } }],
    ["cuánto llovió el año pasado", { tool: "rain", input: { period: "año_pasado" } }],
    ["cabezas por lote", { tool: "stock", input: { by: "lot" } }],
    ["¿qué tareas están vencidas?", { tool: "tasks", input: { filter: "overdue" } }],
    ["carga del lote La Aguada", { tool: "stock", input: { lot: "la aguada" } }],
    ["¿Cuántos animales me faltan registrar en el SENASA?", { tool: "registration", input: {} }],
    ["animales sin registrar", { tool: "registration", input: {} }],
    ["¿Cuánto pesa la 0123?", { tool: "animal", input: { tag: "0123" } }],
    ["qué peso tiene la caravana 032 000000004567", { tool: "animal", input: { tag: "000000004567" } }],
    ["último peso del animal 55501", { tool: "animal", input: { tag: "55501" } }],
    // A rodeo's name, a day or an amount is no tag.
    ["peso del rodeo 2024", { tool: "weights", input: { rodeo: "2024" } }],
    [
      "registrá 12 mm de lluvia el 15/12/2024",
      { tool: "propose_movement", input: { kind: "RAIN", mm: 12, date: "15/12/2024" } },
    ],
  ])("«%s»", (text, expected) => {
    expect(readIntent(text)).toEqual(expected);
  });

  it("reads nothing it does not know", () => {
    expect(readIntent("hola, ¿cómo estás?")).toBeNull();
  });
});

describe("assistantModel", () => {
  it("is the local model without the AI binding, Workers AI with it", () => {
    expect(assistantModel({}).info).toEqual(LOCAL_MODEL_INFO);
    const ai = {} as Ai;
    expect(assistantModel({ AI: ai }).info).toEqual({
      kind: "workers-ai",
      id: DEFAULT_MODEL,
      label: "Workers AI (llama-3.3-70b)",
    });
    expect(assistantModel({ AI: ai, AI_MODEL: "@cf/qwen/qwen3-30b-a3b-fp8" }).info).toMatchObject({
      id: "@cf/qwen/qwen3-30b-a3b-fp8",
    });
  });
});
