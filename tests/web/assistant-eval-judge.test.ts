// The assistant evaluation's judge (docs/assistant.md, "Evaluation"): figures as Argentina writes them, the
// arguments that matter, drafts only for orders, the honest "no lo sé", and each figure's unit, period and screen.
import { describe, expect, it } from "vitest";
import type { EvalCase } from "../assistant-eval/case-types";
import { figureIn, judge, numberForms, type Answer } from "../assistant-eval/judge";

const answer = (over: Partial<Answer>): Answer => ({ text: "", tools: [], drafts: [], errors: [], ms: 1, ...over });
const question: EvalCase = {
  id: "q",
  category: "stock",
  text: "cuantas vacas tengo",
  expect: { kind: "answer", tool: "stock", args: { category: "vaca", rodeo: "cria" } },
};
const vacas = [{ label: "vacas", value: 116560 }];

describe("figures", () => {
  it("reads thousands with a dot or none, decimals with a comma or a dot, rounded no coarser than asked", () => {
    expect(numberForms(116560, 0)).toEqual(expect.arrayContaining(["116.560", "116560"]));
    expect(figureIn("Tenés 116.560 vacas", { label: "", value: 116560 })).toBe(true);
    expect(figureIn("Llovieron 12,5 mm", { label: "", value: 12.5 })).toBe(true);
    expect(figureIn("Llovieron 12.5 mm", { label: "", value: 12.5 })).toBe(true);
    expect(figureIn("Llovieron 13 mm", { label: "", value: 12.5 })).toBe(false);
    expect(figureIn("No hubo heladas esta semana (23/11/2026 al 27/11/2026).", { label: "", value: 0 })).toBe(true);
    expect(figureIn("No hay tareas pendientes.", { label: "", value: 0 })).toBe(true);
    expect(figureIn("Hubo 2 heladas esta semana.", { label: "", value: 0 })).toBe(false);
    expect(figureIn("No hubo heladas.", { label: "", value: 2 })).toBe(false);
    expect(figureIn("0,683 kg/día", { label: "", value: 0.6834, decimals: 2 })).toBe(true);
    expect(figureIn("0,7 kg/día", { label: "", value: 0.6834, decimals: 2 })).toBe(false);
    // A figure inside a longer number is not the figure.
    expect(figureIn("Tenés 1.120 cabezas", { label: "", value: 120 })).toBe(false);
    expect(figureIn("rodeo Recria Machos", { label: "", value: "Recría Machos" })).toBe(true);
  });
});

describe("judge", () => {
  it("takes the tool with loosely matched names, a place for the rodeo, and the figure in the text", () => {
    const a = answer({
      tools: [{ name: "stock", input: { category: "Vacas", place: "la cría" }, links: ["/dashboard"] }],
      text: "Hoy tenés 116.560 vacas (116.560 EV).",
    });
    expect(judge(question, a, vacas).ok).toBe(true);
  });

  it("wants each figure with its unit, its period or «hoy», and the screen it comes from", () => {
    const call = { name: "stock", input: { category: "vaca", rodeo: "cria" }, links: ["/dashboard"] };
    const verdict = (a: Answer) => {
      const v = judge(question, a, vacas);
      return v.ok ? "ok" : `${v.cause}: ${v.got.replace(/ en «.*$/, "")}`;
    };
    expect(verdict(answer({ tools: [call], text: "Hoy tenés 116.560 cabezas." }))).toBe("ok");
    expect(verdict(answer({ tools: [call], text: "Tenés 116.560 cabezas." }))).toBe("sin-unidad: falta período");
    expect(verdict(answer({ tools: [call], text: "Hoy tenés 116.560." }))).toBe("sin-unidad: falta unidad");
    expect(verdict(answer({ tools: [{ ...call, links: [] }], text: "Hoy tenés 116.560 cabezas." }))).toBe(
      "sin-unidad: falta pantalla",
    );
    // By WhatsApp the screens come as addresses in the text.
    const wa = "Hoy tenés 116.560 cabezas.\n\nTablero: https://tropero.app/dashboard";
    expect(verdict(answer({ tools: [{ ...call, links: [] }], text: wa }))).toBe("ok");
    // Kilos of sales are said in kg, with their period.
    const sold: EvalCase = {
      id: "k",
      category: "compraventa",
      text: "cuantos kilos vendimos este año",
      expect: { kind: "answer", tool: "movements" },
    };
    const kilos = { name: "movements", input: { type: "SELL", measure: "kg" }, links: ["/data"] };
    const said = (text: string) => judge(sold, answer({ tools: [kilos], text }), vacas).ok;
    expect(said("Vendiste 116.560 kg en 6 ventas entre el 1/1 y hoy.")).toBe(true);
    expect(said("Vendiste 116.560 cabezas entre el 1/1 y hoy.")).toBe(false);
  });

  it("tells a wrong figure, a draft from a question, other arguments and a question back apart", () => {
    const call = { name: "stock", input: { category: "vaca", rodeo: "Cría General" } };
    const cause = (a: Answer) => {
      const v = judge(question, a, vacas);
      return v.ok ? "ok" : v.cause;
    };
    expect(cause(answer({ tools: [call], text: "Tenés 1.200 vacas." }))).toBe("cifra-incorrecta");
    expect(cause(answer({ tools: [call], drafts: [{ kind: "DEATH" }], text: "116.560" }))).toBe("borrador-de-pregunta");
    expect(cause(answer({ tools: [{ name: "stock", input: { category: "toro" } }] }))).toBe("argumentos");
    expect(cause(answer({ tools: [{ ...call, question: "¿Qué rodeo?" }] }))).toBe("pregunta");
    expect(cause(answer({ text: "No entendí la pregunta." }))).toBe("no-entendio");
  });

  it("wants a draft of the right kind for an order, and an honest no-lo-sé with an offer outside the data", () => {
    const order: EvalCase = {
      id: "o",
      category: "borrador",
      text: "anota quince milimetros",
      expect: { kind: "draft", draft: "RAIN", args: { mm: 15 } },
    };
    const rain = { name: "propose_movement", input: { kind: "RAIN", mm: 15 } };
    expect(judge(order, answer({ tools: [rain], drafts: [{ kind: "RAIN" }] }), []).ok).toBe(true);
    expect(judge(order, answer({ tools: [rain], drafts: [{ kind: "FROST" }] }), []).ok).toBe(false);
    expect(judge(order, answer({ tools: [rain] }), []).ok).toBe(false);

    const outside: EvalCase = { id: "f", category: "fuera", text: "va a llover?", expect: { kind: "honest" } };
    const honest = "No lo sé: no tengo pronósticos. Sí puedo decirte cuánto llovió este mes.";
    expect(judge(outside, answer({ text: honest }), []).ok).toBe(true);
    expect(judge(outside, answer({ text: "No lo sé." }), []).ok).toBe(false);
    expect(judge(outside, answer({ text: "No entendí la pregunta." }), []).ok).toBe(false);
    expect(judge(outside, answer({ text: honest, drafts: [{ kind: "RAIN" }] }), []).ok).toBe(false);
  });
});
