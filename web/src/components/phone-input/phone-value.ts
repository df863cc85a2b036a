// Stored phone value ↔ what the input shows (docs/client-rules.md): for Argentina a 9 goes after +54 in
// the stored value and is removed for display; validity is the shared rule of worker/shared/phone.ts.
import { AR_PREFIX, normalizePhone } from "@shared/phone";
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from "./countries";

export interface PhoneParts {
  country: Country;
  /** The number after the dial code, as shown (digits only). */
  national: string;
}

const digitsOf = (s: string) => s.replace(/\D/g, "");

/** The value to store for a country and the digits typed after its dial code. */
export function toStoredPhone(country: Country, national: string): string {
  const digits = digitsOf(national);
  if (!digits) return "";
  return country.code === "AR" ? `${AR_PREFIX}${digits}` : `${country.dial}${digits}`;
}

/**
 * Splits a stored value for display. `preferred` breaks the +1 tie (US or Canada) and is the
 * country used for an empty value.
 */
export function fromStoredPhone(value: string | null | undefined, preferred: Country = DEFAULT_COUNTRY): PhoneParts {
  const raw = (value ?? "").trim();
  if (!raw) return { country: preferred, national: "" };
  const plus = `+${digitsOf(raw)}`;
  if (plus.startsWith(AR_PREFIX)) return { country: DEFAULT_COUNTRY, national: plus.slice(AR_PREFIX.length) };
  if (plus.startsWith("+54")) return { country: DEFAULT_COUNTRY, national: plus.slice(3) };
  if (!raw.startsWith("+")) {
    // No international prefix: docs/client-rules.md treats it as Argentine.
    return { country: DEFAULT_COUNTRY, national: digitsOf(raw) };
  }
  const matches = COUNTRIES.filter((c) => plus.startsWith(c.dial)).sort((a, b) => b.dial.length - a.dial.length);
  const best = matches.find((c) => c.dial === matches[0]?.dial && c.code === preferred.code) ?? matches[0];
  if (!best) return { country: preferred, national: digitsOf(raw) };
  return { country: best, national: plus.slice(best.dial.length) };
}

/** The docs/client-rules.md normalised form, or null when the number is not valid. */
export function validPhone(value: string): string | null {
  return value ? normalizePhone(value) : null;
}
