// Hand-written translations: each feature defines its texts in Spanish and English side by side;
// the compiler makes sure both languages have every key.
import { useLocale, type Locale } from "./locale";

type Text = string | ((...args: never[]) => string);
export type Messages<T extends Record<string, Text>> = Record<Locale, T>;

export function defineMessages<T extends Record<string, Text>>(es: T, en: { [K in keyof T]: T[K] }): Messages<T> {
  return { es, en };
}

export function useMessages<T extends Record<string, Text>>(messages: Messages<T>): T {
  return messages[useLocale()];
}

const enNumber = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** English counts: "1 record", "2 records" ("2 head" with `plural` given). Spanish ones: @shared/plural's countNoun. */
export const countEn = (n: number, singular: string, plural = `${singular}s`) =>
  `${enNumber.format(n)} ${Math.abs(n) === 1 ? singular : plural}`;
