// How a movement reads in the log, the detail and the CSV: animals, head total, names of its
// rodeo and lot, and its main figure (mm of rain, kg of a weighing...).
import type { Movement, MovementAnimal } from "@shared/herd-types";
import { countList } from "@shared/plural";
import { derivedNoun, type NounOf } from "../../lib/herd/category-nouns";

const nf = new Intl.NumberFormat("es-AR");
export const formatNumber = (n: number) => nf.format(n);

export const headTotal = (m: Pick<Movement, "animals">) => m.animals.reduce((sum, a) => sum + a.count, 0);

/** "10 vacas, 1 ternero": each line's count with its category's noun (useCategoryNouns for the organization's own plurals). */
export const animalLinesText = (
  animals: ReadonlyArray<Pick<MovementAnimal, "type" | "count"> & { category_id?: number | null }>,
  nounOf: NounOf = derivedNoun,
) =>
  countList(
    animals.map((a) => ({ count: a.count, noun: nounOf(a.type, a.category_id) })),
    formatNumber,
  );

export const animalsText = (m: Pick<Movement, "animals">, nounOf: NounOf = derivedNoun) =>
  animalLinesText(m.animals, nounOf);

/** The one figure a record without animals is about. */
export function mainFigure(m: Movement): string {
  const d = m.data ?? {};
  const n = (key: string) => (typeof d[key] === "number" ? (d[key] as number) : null);
  switch (m.type) {
    case "RAIN":
      return n("mm") !== null ? `${formatNumber(n("mm")!)} mm` : "";
    case "WEIGHING":
      return n("mean_weight") !== null ? `${formatNumber(n("mean_weight")!)} kg promedio` : "";
    case "PREGNANCY_DIAGNOSIS":
      return n("examined") !== null
        ? `${formatNumber(n("pregnant") ?? 0)} preñadas de ${formatNumber(n("examined")!)}`
        : "";
    case "FROST":
      return n("min_temperature") !== null ? `${formatNumber(n("min_temperature")!)} °C` : "";
    case "EXTREME_TEMPERATURE":
      return n("temperature") !== null ? `${formatNumber(n("temperature")!)} °C` : "";
    case "DEATH":
      return typeof d.cause === "string" ? `Causa: ${d.cause}` : "";
    case "HAIL":
      return typeof d.intensity === "string" ? `Intensidad ${d.intensity}` : "";
    case "TREATMENT":
    case "MEDICINE":
    case "ASSET":
      return typeof d.product === "string" ? d.product : typeof d.name === "string" ? d.name : "";
    default:
      return "";
  }
}

/** What the row says under the type: animals, else the main figure. */
export const summaryText = (m: Movement, nounOf: NounOf = derivedNoun) => animalsText(m, nounOf) || mainFigure(m);

/** docs/client-rules.md: the detail text, falling back to the reference text. */
export const detailText = (m: Pick<Movement, "detail" | "reference">) => m.detail?.trim() || m.reference?.trim() || "";
