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
