// Numbers a rancher writes in words (docs/assistant.md): "una vaca", "quince milímetros", "treinta y cinco",
// "doscientos cuarenta", "mil quinientos" — read to their value, accents already removed by plain().
const UNITS: Record<string, number> = {
  cero: 0,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

/** One number word (longest first, so "seiscientos" is not read as "seis"). */
const WORD = `(?<![a-z])(?:${[...Object.keys(UNITS), "mil"].sort((a, b) => b.length - a.length).join("|")})(?![a-z])`;
/** A number in words: words joined by spaces or "y" ("treinta y cinco", "mil doscientos"). */
export const NUMBER_WORDS = String.raw`${WORD}(?:\s+(?:y\s+)?${WORD})*`;

/** "treinta y cinco" → 35, "mil quinientos" → 1500; null when a word is no number. */
export function wordsToNumber(text: string): number | null {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "y");
  if (!words.length) return null;
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === "mil") {
      total += (current || 1) * 1000;
      current = 0;
    } else if (word in UNITS) {
      current += UNITS[word]!;
    } else {
      return null;
    }
  }
  return total + current;
}
