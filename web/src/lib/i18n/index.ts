// Public surface of the i18n module.
export { localeAtom, useLocale, LOCALES, type Locale } from "./locale";
export { defineMessages, useMessages, type Messages } from "./messages";
export { countEn, countEs, nounEs } from "./count";
