// What a search by a tag's last digits says (docs/animals-reading.md, "Finding an animal by its last digits"),
// shared by the weighing session's read box and the movement form's tags field.
import type { TailLookup } from "../../data/animal-tails";
import { countEn, defineMessages } from "../../lib/i18n";

const endIn = (n: number, digits: string) =>
  n === 1 ? `1 caravana activa termina en ${digits}` : `${n} caravanas activas terminan en ${digits}`;
const endInEn = (n: number, digits: string) => `${countEn(n, "active tag")} end${n === 1 ? "s" : ""} in ${digits}`;

export const tailMessages = defineMessages(
  {
    searching: (digits: string) => `Buscando la caravana que termina en ${digits}...`,
    none: (digits: string) => `Ninguna caravana activa termina en ${digits}`,
    offline: "Sin conexión: escribí el número completo",
    found: endIn,
    many: (n: number, digits: string) => `${endIn(n, digits)}: elegí una`,
    ambiguous: (n: number, digits: string) => `${endIn(n, digits)}: escribí más dígitos`,
    more: (n: number) => `y ${n} más: escribí más dígitos`,
    choices: (digits: string) => `Caravanas que terminan en ${digits}`,
    visual: "Visual",
    cancel: "Ninguna de estas",
    search: "Buscar por los últimos dígitos",
    searchHint:
      "Los 4 a 6 dígitos grandes de la caravana visual: lista los animales activos del rodeo que terminan así.",
    searchButton: "Buscar",
    fewDigits: "Escribí de 4 a 15 dígitos",
    chooseRodeo: "Elegí el rodeo para buscar sus animales",
    added: (tag: string) => `Caravana ${tag} agregada`,
    already: (tag: string) => `La caravana ${tag} ya está en la lista`,
  },
  {
    searching: (digits: string) => `Looking for the tag ending in ${digits}...`,
    none: (digits: string) => `No active tag ends in ${digits}`,
    offline: "Offline: type the whole number",
    found: endInEn,
    many: (n: number, digits: string) => `${endInEn(n, digits)}: choose one`,
    ambiguous: (n: number, digits: string) => `${endInEn(n, digits)}: type more digits`,
    more: (n: number) => `and ${n} more: type more digits`,
    choices: (digits: string) => `Tags ending in ${digits}`,
    visual: "Visual",
    cancel: "None of these",
    search: "Search by the last digits",
    searchHint: "The 4 to 6 large digits of the visual tag: lists the herd's active animals ending so.",
    searchButton: "Search",
    fewDigits: "Type 4 to 15 digits",
    chooseRodeo: "Choose the herd to search its animals",
    added: (tag: string) => `Tag ${tag} added`,
    already: (tag: string) => `Tag ${tag} is already on the list`,
  },
);

type TailTexts = (typeof tailMessages)["es"];

/**
 * What a search that found no single animal tells the user: several are offered to choose from (`choosing`)
 * or, in a pasted list, need more digits.
 */
export function tailStatus(t: TailTexts, found: Exclude<TailLookup, { kind: "one" }>, choosing = false): string {
  if (found.kind === "none") return t.none(found.digits);
  if (found.kind === "offline") return t.offline;
  return choosing ? t.many(found.total, found.digits) : t.ambiguous(found.total, found.digits);
}
