// The shape of the assistant's evaluation set (docs/assistant.md, "Evaluation"): what a rancher writes, which tool
// and arguments a right answer uses, whether it must draft, and how to read the figure it must contain.
import type { ToolName } from "../../worker/areas/assistant/intents";
import type { Ranch } from "./ranch";

export const CATEGORIES = {
  stock: "Stock por categoría, rodeo, lote y campo",
  lluvia: "Lluvia por período y contra el año pasado",
  peso: "Pesadas y ganancia diaria",
  reproduccion: "Reproducción",
  compraventa: "Ventas, compras, muertes y nacimientos",
  insumos: "Insumos, faltantes y costos",
  carencia: "Carencia por tratamientos",
  tareas: "Tareas por persona, día y estado",
  senasa: "Animales y SENASA",
  borrador: "Órdenes que preparan un borrador",
  "sin-borrador": "Preguntas que nunca son borrador",
  fuera: "Fuera de los datos del campo (no lo sé)",
} as const;
export type Category = keyof typeof CATEGORIES;

/**
 * A figure the answer must contain: a number (matched as the assistant or a person writes it in Argentina:
 * 1.234, 1234, 12,5 or 12.5, rounded to `decimals` or more) or a name (matched without case or accents).
 */
export interface Figure {
  value: number | string;
  /** The least precision accepted (default: 0 for whole numbers, 1 otherwise). */
  decimals?: number;
  /** What the figure is, for the report ("mm este mes"). */
  label: string;
}

/** The readers a figure comes from: the organization as the owner sees it, and as the member who asked. */
export interface FigureSources {
  ranch: Ranch;
  asker: Ranch & { userName: string };
}
export type FigureOf = (s: FigureSources) => Promise<Figure[]>;

/** Arguments that matter, partially: a name matches loosely (accents, case, plural), a RegExp tests the text. */
export type Args = Record<string, string | number | boolean | RegExp>;

/** The kinds of movement a command turns into (the shared movement schemas' kinds). */
export type DraftKind = "RAIN" | "FROST" | "DEATH" | "BIRTH" | "WEIGHING" | "ASSET_CONSUMPTION";

export type Expectation =
  /** A question: this tool with these arguments, the figure in the text, and never a draft. */
  | { kind: "answer"; tool: ToolName; args?: Args; figure?: FigureOf }
  /** A command: a draft of this kind (propose_movement), with these arguments. */
  | { kind: "draft"; draft: DraftKind; args?: Args }
  /** Outside the ranch's data: an honest "no lo sé" that says what it can answer instead; never a draft. */
  | { kind: "honest" };

export interface EvalCase {
  id: string;
  category: Category;
  /** As a rancher writes or dictates it on WhatsApp. */
  text: string;
  expect: Expectation;
  /** Why the expectation is what it is, where it is not obvious. */
  note?: string;
  /**
   * Part of the held-out set (cases-held-out.ts): written before the model ever read it, and never tuned to, so its
   * score tells how the assistant reads words it was not fitted to. The runner scores it apart.
   */
  heldOut?: true;
}
