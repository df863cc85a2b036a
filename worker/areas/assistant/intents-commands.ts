// The local model's command forms (docs/assistant.md): what becomes a movement draft (rain, frost, death,
// birth). readIntent never tries them on a question (intent-question.ts).
import { dayOf, drop, herdCommand, NUMBER, placeOf, REGISTER, toNumber } from "./intent-text";
import { TOOLS, type IntentForm } from "./intent-types";

export const COMMAND_FORMS: readonly IntentForm[] = [
  {
    id: "rain-command",
    description: "Registrar lluvia (registrá/registra/anotá/cargá N mm, o llovieron N mm), con día y lote opcionales",
    example: "registrá 25 mm de lluvia hoy en El Bajo",
    tool: TOOLS.propose,
    read: (t) => {
      const m =
        new RegExp(String.raw`${NUMBER}\s*(?:mm|milimetros?)\b`).exec(t) ??
        new RegExp(String.raw`\b(?:llovieron|cayeron)\s+${NUMBER}(?!\s*(?:vacas?|terner|novill|animales|toros?))`).exec(
          t,
        );
      if (!m || /\bcuant/.test(t) || !(new RegExp(REGISTER).test(t) || /llov|lluvia|cayeron|cayo/.test(t))) return null;
      const { lot, rodeo, place } = placeOf(t);
      return drop({ kind: "RAIN", mm: toNumber(m[1]), date: dayOf(t), lot: lot ?? place, rodeo });
    },
  },
  {
    id: "frost-command",
    description: "Registrar una helada (helada hoy, cayó helada ayer en X, anotá helada)",
    example: "helada hoy",
    tool: TOOLS.propose,
    read: (t) => {
      if (!/\bhelada\b|\bhelo\b/.test(t) || /\bcuant/.test(t)) return null;
      const { lot, rodeo, place } = placeOf(t);
      return drop({ kind: "FROST", date: dayOf(t), lot: lot ?? place, rodeo });
    },
  },
  {
    id: "death-command",
    description: "Registrar muertes (murieron/se murió N categoría del rodeo X; el número en cifras o palabras)",
    example: "murieron 2 terneros del rodeo Cría General",
    tool: TOOLS.propose,
    read: (t) =>
      herdCommand(
        t,
        "DEATH",
        String.raw`murieron|se murieron|murio|se murio|aparecio muerto|aparecieron muertos|encontramos muert[oa]s?|${REGISTER}(?: la)? muertes? de`,
      ),
  },
  {
    id: "birth-command",
    description: "Registrar nacimientos (nacieron/nació N categoría en el rodeo X)",
    example: "nacieron 5 terneros en el rodeo Cría General",
    tool: TOOLS.propose,
    read: (t) => herdCommand(t, "BIRTH", String.raw`nacieron|nacio|${REGISTER}(?: el)? nacimientos? de`),
  },
];
