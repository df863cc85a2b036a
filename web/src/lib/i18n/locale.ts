// UI language: Spanish by default, English on request; kept in localStorage across sessions.
import { atom, useAtomValue } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { LOCALE_STORAGE_KEY } from "../session/storage-keys";
import { stringStorage } from "../session/local-storage";

export type Locale = "es" | "en";
export const LOCALES: readonly Locale[] = ["es", "en"];

const storedLocaleAtom = atomWithStorage<string | null>(LOCALE_STORAGE_KEY, null, stringStorage, {
  getOnInit: true,
});

export const localeAtom = atom(
  (get): Locale => (get(storedLocaleAtom) === "en" ? "en" : "es"),
  (_get, set, locale: Locale) => {
    set(storedLocaleAtom, locale === "es" ? null : locale);
  },
);

export function useLocale(): Locale {
  return useAtomValue(localeAtom);
}
