// The few words a rancher's message is read for before it goes to the assistant: yes, no, a number
// (an establecimiento of the list) and "cambiar". Case, accents and punctuation do not matter.

export const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9ñ ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const YES = new Set(["si", "dale", "confirmo", "confirmar", "ok"]);
const NO = new Set(["no", "descartar", "descarta", "cancelar", "cancela"]);
const CHANGE = new Set(["cambiar", "establecimiento", "cambiar establecimiento", "establecimientos"]);

/** Every word is a yes ("sí", "Sí, dale", "confirmo!"). */
export const isYes = (word: string) => word !== "" && word.split(" ").every((w) => YES.has(w));
export const isNo = (word: string) => word !== "" && word.split(" ").every((w) => NO.has(w));
export const isChange = (word: string) => CHANGE.has(word);

/** "2" → 2; anything else → null. */
export function choiceNumber(word: string): number | null {
  return /^\d{1,3}$/.test(word) ? Number(word) : null;
}
