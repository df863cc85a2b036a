// Counts with their nouns in the texts of both languages: Spanish through the shared plural rules
// (@shared/plural: "1 vaca", "2 terneros"), English by the one rule its nouns here need.
import { countNoun, nounFor, type Noun } from "@shared/plural";

const intFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 1 });
const enFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** "1 vaca", "1.520 cabezas" (es-AR digits). */
export const countEs = (n: number, noun: Noun) => countNoun(n, noun, (x) => intFormat.format(x));

/** The Spanish noun alone, agreeing with `n`. */
export const nounEs = nounFor;

/** "1 record", "2 records" ("2 head" with `plural` given). */
export const countEn = (n: number, singular: string, plural = `${singular}s`) =>
  `${enFormat.format(n)} ${Math.abs(n) === 1 ? singular : plural}`;
