// Public surface of the i18n module.
export { localeAtom, useLocale, LOCALES, type Locale } from "./locale";
export { countEn, defineMessages, useMessages, type Messages } from "./messages";
