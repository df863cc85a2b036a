// The clearance line of treatments and medicines ("Carencia hasta 28/12/2026"), one text for the
// movement detail, the log row and the rodeo page; the day itself comes from @shared/clearance.
import { clearanceDay } from "@shared/clearance";
import { formatDay } from "../dates";
import { defineMessages, useLocale, type Locale } from "../i18n";

export const clearanceMessages = defineMessages(
  { until: (day: string) => `Carencia hasta ${day}` },
  { until: (day: string) => `Withdrawal until ${day}` },
);

/** "Carencia hasta dd/mm/yyyy" of a YYYY-MM-DD day; empty without a day. */
export function clearanceLabel(day: string | null | undefined, locale: Locale = "es"): string {
  return day ? clearanceMessages[locale].until(formatDay(day)) : "";
}

/** The label of a movement's clearance in the current language ("" when it has none). */
export function useClearanceOf(): (m: Parameters<typeof clearanceDay>[0]) => string {
  const locale = useLocale();
  return (m) => clearanceLabel(clearanceDay(m), locale);
}
