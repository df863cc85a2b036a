// Keeps <html lang> in step with the chosen UI language (screen readers, hyphenation).
import { useEffect } from "react";
import { useLocale } from "../lib/i18n";

export function LocaleSync() {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
