// The 27 countries of the phone picker (docs/client-rules.md), US and Canada listed apart (both +1).

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  dial: string;
  es: string;
  en: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: "AR", dial: "+54", es: "Argentina", en: "Argentina" },
  { code: "US", dial: "+1", es: "Estados Unidos", en: "United States" },
  { code: "CA", dial: "+1", es: "Canadá", en: "Canada" },
  { code: "MX", dial: "+52", es: "México", en: "Mexico" },
  { code: "BR", dial: "+55", es: "Brasil", en: "Brazil" },
  { code: "CL", dial: "+56", es: "Chile", en: "Chile" },
  { code: "CO", dial: "+57", es: "Colombia", en: "Colombia" },
  { code: "PE", dial: "+51", es: "Perú", en: "Peru" },
  { code: "VE", dial: "+58", es: "Venezuela", en: "Venezuela" },
  { code: "UY", dial: "+598", es: "Uruguay", en: "Uruguay" },
  { code: "PY", dial: "+595", es: "Paraguay", en: "Paraguay" },
  { code: "BO", dial: "+591", es: "Bolivia", en: "Bolivia" },
  { code: "EC", dial: "+593", es: "Ecuador", en: "Ecuador" },
  { code: "ES", dial: "+34", es: "España", en: "Spain" },
  { code: "GB", dial: "+44", es: "Reino Unido", en: "United Kingdom" },
  { code: "FR", dial: "+33", es: "Francia", en: "France" },
  { code: "DE", dial: "+49", es: "Alemania", en: "Germany" },
  { code: "IT", dial: "+39", es: "Italia", en: "Italy" },
  { code: "PT", dial: "+351", es: "Portugal", en: "Portugal" },
  { code: "AU", dial: "+61", es: "Australia", en: "Australia" },
  { code: "NZ", dial: "+64", es: "Nueva Zelanda", en: "New Zealand" },
  { code: "CN", dial: "+86", es: "China", en: "China" },
  { code: "JP", dial: "+81", es: "Japón", en: "Japan" },
  { code: "KR", dial: "+82", es: "Corea del Sur", en: "South Korea" },
  { code: "IN", dial: "+91", es: "India", en: "India" },
  { code: "RU", dial: "+7", es: "Rusia", en: "Russia" },
  { code: "ZA", dial: "+27", es: "Sudáfrica", en: "South Africa" },
];

export const DEFAULT_COUNTRY = COUNTRIES[0]!;

export const countryByCode = (code: string) => COUNTRIES.find((c) => c.code === code) ?? DEFAULT_COUNTRY;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** Search by name (either language, accents ignored) or dial code ('+54', '54'). */
export function searchCountries(query: string): Country[] {
  const q = fold(query);
  if (!q) return [...COUNTRIES];
  const digits = q.replace(/^\+/, "");
  const byDial = /^\d+$/.test(digits);
  return COUNTRIES.filter((c) =>
    byDial
      ? c.dial.slice(1).startsWith(digits)
      : fold(c.es).includes(q) || fold(c.en).includes(q) || fold(c.code) === q,
  );
}
