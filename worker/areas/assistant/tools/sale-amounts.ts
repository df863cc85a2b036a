// Sales and purchases of a period in head, kilos or pesos (docs/assistant.md): kilos are each record's head ×
// its mean weight (as the sales aggregate counts them, aggregate-terms.ts), pesos its price per kilo × those
// kilos or its price per head × head. Records without a weight or price are said, never guessed.
import type { AssistantToolResult } from "../../../shared/assistant-schemas";
import type { Movement } from "../../../shared/herd-types";
import { countNoun } from "../../../shared/plural";
import { spanText, type Range } from "../dates";
import { fmtInt } from "./tool-scope";

export const MEASURES = ["cabezas", "kg", "pesos"] as const;
export type Measure = (typeof MEASURES)[number];

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : null);
const heads = (m: Movement) => m.animals.reduce((s, a) => s + (Number(a.count) || 0), 0);

/** A record's kilos (head × mean weight), or null without a weight. */
export function kilosOf(m: Movement): number | null {
  const w = num(m.data.mean_weight);
  return w === null ? null : heads(m) * w;
}

/** A record's pesos (price per kilo × kilos, else price per head × head), or null without a price. */
export function pesosOf(m: Movement): number | null {
  const perKg = num(m.data.price_per_kg);
  const kilos = kilosOf(m);
  if (perKg !== null && kilos !== null) return perKg * kilos;
  const perHead = num(m.data.price_per_head);
  return perHead !== null ? perHead * heads(m) : null;
}

const WORDS = {
  SELL: { verb: "Vendiste", noun: "venta", none: "No hubo ventas", label: "Ventas" },
  BUY: { verb: "Compraste", noun: "compra", none: "No hubo compras", label: "Compras" },
} as const;

export interface TradeQuery {
  type: "SELL" | "BUY";
  measure?: Measure;
  list: Movement[];
  /** More records than one page: the figures are "at least". */
  more: boolean;
  range: Range;
  /** " del rodeo X", or "". */
  where: string;
  links: AssistantToolResult["links"];
  today: string;
}

/** «Vendiste 116.560 kg en 6 ventas entre el 1/1 y hoy», with its figures and the filtered list. */
export function tradeResult(q: TradeQuery): AssistantToolResult {
  const w = WORDS[q.type];
  const measure = q.measure ?? "cabezas";
  const span = spanText(q.range.from, q.range.to, q.today);
  const totalHead = q.list.reduce((s, m) => s + heads(m), 0);
  const filtered = `/data?type=${q.type}&from=${q.range.from}&to=${q.range.to}`;
  const links = [
    { label: `${w.label} ${span}`, path: filtered },
    ...q.links.filter((l) => l.path !== "/data" && !l.path.startsWith("/data?")),
  ];
  const figures: AssistantToolResult["figures"] = [
    { label: "Registros", value: q.list.length },
    { label: "Cabezas", value: totalHead },
  ];
  const rows = q.list.slice(0, 8).map((m) => ({
    fecha: m.date.slice(0, 10),
    cabezas: heads(m),
    kg: kilosOf(m),
    pesos: pesosOf(m),
    id: m.id,
  }));
  if (!q.list.length) {
    const zero =
      measure === "kg"
        ? { label: "Kilos", value: 0, unit: "kg" }
        : measure === "pesos"
          ? { label: "Pesos", value: 0, unit: "$" }
          : null;
    return {
      summary: `${w.none}${q.where} ${span}.`,
      period: span,
      figures: zero ? [...figures, zero] : figures,
      links,
      rows,
    };
  }
  const more = q.more ? "más de " : "";
  const records = `${more}${countNoun(q.list.length, w.noun, fmtInt)}`;
  if (measure === "cabezas") {
    return {
      summary: `${w.verb} ${more}${countNoun(totalHead, "cabeza", fmtInt)} en ${records}${q.where} ${span}.`,
      period: span,
      figures,
      links,
      rows,
    };
  }
  const values = q.list.map(measure === "kg" ? kilosOf : pesosOf);
  const total = Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0));
  const missing = values.filter((v) => v === null).length;
  const amount = measure === "kg" ? `${fmtInt(total)} kg` : `$ ${fmtInt(total)}`;
  const gap = missing
    ? ` (${countNoun(missing, w.noun, fmtInt)} sin ${measure === "kg" ? "peso medio" : "precio"} cargado no ${missing === 1 ? "suma" : "suman"})`
    : "";
  return {
    summary: `${w.verb} ${more}${amount} en ${records}${q.where} ${span}${gap}.`,
    period: span,
    figures: [
      ...figures,
      measure === "kg" ? { label: "Kilos", value: total, unit: "kg" } : { label: "Pesos", value: total, unit: "$" },
    ],
    links,
    rows,
  };
}
