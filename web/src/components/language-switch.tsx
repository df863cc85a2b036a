// A one-button language toggle for the public pages (the shell has it in the user menu).
import { useAtom } from "jotai";
import { localeAtom } from "../lib/i18n";

export function LanguageSwitch() {
  const [locale, setLocale] = useAtom(localeAtom);
  const next = locale === "es" ? "en" : "es";
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      lang={next}
      aria-label={next === "en" ? "Switch to English" : "Cambiar a español"}
      onClick={() => setLocale(next)}
    >
      {next === "en" ? "English" : "Español"}
    </button>
  );
}
