// The local model's command forms (docs/assistant.md): what becomes a movement draft (rain, frost, death,
// birth, a rodeo's weighing, a supply's consumption). readIntent never tries them on a question
// (intent-question.ts).
import {
  dayOf,
  drop,
  herdCommand,
  isCattleWord,
  NUMBER,
  placeOf,
  REGISTER,
  toNumber,
  weighedGroup,
} from "./intent-text";
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
    read: (t) => {
      // «hoy parieron 4 vacas, anotá 4 terneras en el rodeo cría»: the calves are what the order counts.
      if (/\bpari(?:eron|o)\b|\bnac(?:ieron|io)\b|\bparicion/.test(t)) {
        const order = new RegExp(String.raw`\b${REGISTER}(?:me)?\s+${NUMBER}\s+([a-z]+)`).exec(t);
        if (order && isCattleWord(order[2]!)) {
          const birth = herdCommand(t.slice(order.index), "BIRTH", String.raw`${REGISTER}(?:me)?`);
          if (birth) return { ...birth, date: dayOf(t) ?? birth.date };
        }
      }
      return herdCommand(t, "BIRTH", String.raw`nacieron|nacio|${REGISTER}(?: el)? nacimientos? de`);
    },
  },
  {
    id: "weighing-command",
    description: "Registrar la pesada de un rodeo (pesamos la Invernada, 320 kilos promedio; N animales opcional)",
    example: "pesamos la Invernada hoy, 320 kilos de promedio",
    tool: TOOLS.propose,
    read: (t) => {
      if (!/\bpes(?:amos|aron|e|o)\b|\bpesada\b/.test(t) || /\bcuant/.test(t)) return null;
      const kg =
        new RegExp(String.raw`${NUMBER}\s*(?:kilos?|kgs?|kilogramos?)\b`).exec(t) ??
        new RegExp(String.raw`\b(?:promedio|promedio de|promediaron|dio|dieron)\s+${NUMBER}\b`).exec(t);
      const mean = toNumber(kg?.[1]);
      if (!mean) return null;
      const heads = new RegExp(String.raw`${NUMBER}\s+(animales|cabezas|[a-z]+)`).exec(t.replace(kg![0], " "));
      const count = heads && (/^(?:animales|cabezas)$/.test(heads[2]!) || isCattleWord(heads[2]!)) ? heads[1] : null;
      const named =
        /\bpes(?:amos|aron|e|o)\s+(?:a\s+)?(?:el|la|los|las)\s+([a-z ]+?)(?=\s+(?:hoy|ayer|y|dio|dieron|con|en)\b|,|$)/.exec(
          t,
        )?.[1];
      const rodeo = weighedGroup(t) ?? (named && !isCattleWord(named) ? named : undefined) ?? placeOf(t).place;
      return drop({
        kind: "WEIGHING",
        mean_weight: mean,
        count: toNumber(count ?? undefined) ?? undefined,
        rodeo,
        date: dayOf(t),
      });
    },
  },
  {
    id: "consumption-command",
    description:
      "Registrar el consumo de un insumo (les dimos 8 rollos a la cría; se usaron 200 kg de maíz en el rodeo X)",
    example: "se usaron 200 kg de maíz en el rodeo Cría General",
    tool: TOOLS.propose,
    read: (t) => {
      if (/\bcuant/.test(t)) return null;
      const m = new RegExp(
        String.raw`\b(?:(?:les?|se) (?:dimos|di|dieron|dio|damos)|dimos|se (?:usaron|uso|gastaron|gasto|consumieron|consumio)|usamos|gastamos|consumimos|repartimos|${REGISTER}(?: un| el)? consumo de)\s+${NUMBER}\s*(?:(kgs?|kilos?|kilogramos?|litros?|lts?|toneladas?|tn)\s+)?(?:de\s+)?([a-z][a-z ]*?)(?=\s+(?:a|al|a la|en|para|del?|hoy|ayer)\b|,|\.|$)`,
      ).exec(t);
      if (!m || isCattleWord(m[3]!)) return null;
      const rest = t.slice(m.index + m[0].length);
      const { rodeo, lot, place } = placeOf(rest);
      // «a las vacas de cría», «a la invernada», «al destete».
      const fed = /\b(?:a|al|para)\s+(?:(?:los|las|la|el)\s+)?(?:[a-z]+\s+(?:del|de la|de)\s+)?([a-z ]+)$/.exec(
        rest,
      )?.[1];
      const given = rodeo ?? place ?? (fed && !isCattleWord(fed) ? fed : undefined);
      return drop({
        kind: "ASSET_CONSUMPTION",
        supply: m[3]!.trim(),
        quantity: toNumber(m[1]),
        unit: m[2],
        rodeo: given,
        lot,
        date: dayOf(t),
      });
    },
  },
];
