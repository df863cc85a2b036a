// The local model's forms over the herd (docs/assistant.md): stock and EV, a tagged animal, SENASA
// registration, weighings and daily gain (of a rodeo, or of a category in other words), reproduction.
import {
  categoryWord,
  drop,
  FIELD_KEYS,
  isCattleWord,
  nameAfter,
  placeOf,
  RODEO_KEYS,
  tagDigitsOf,
  weighedGroup,
} from "./intent-text";
import { TOOLS, type IntentForm } from "./intent-types";

/** Gain asked in other words: "engordan", "vienen aumentando", "cuánto ganan", "ADPV". */
const GAIN =
  /ganancia|engord|adpv|aumento de peso|aumentando|ganando (?:peso|kilos|por dia)|\bviene(?:n)? (?:la|el|los|las) [a-z ]+ de peso|\bganan\b|suben de peso|vienen de peso/;

/** A weight asked about: «peso», «pesada», «pesan», «ya pesaron…». */
const WEIGHED = /pesad|peso|\bpes(?:an|aban|aron|amos)\b/;

export const HERD_FORMS: readonly IntentForm[] = [
  {
    id: "registration",
    description: "Animales sin registrar en SENASA: cuántos, cuántos vencidos y el primer vencimiento",
    example: "¿cuántos animales tengo sin registrar en SENASA?",
    tool: TOOLS.registration,
    read: (t) => (/\bsenasa\b|\b(?:sin|por|falta|faltan) registrar\b|\bsin declarar\b/.test(t) ? {} : null),
  },
  {
    id: "animal-weight",
    description: "Peso, categoría y rodeo de un animal por los últimos dígitos de su caravana (4 o más)",
    example: "¿cuánto pesa la 0123?",
    tool: TOOLS.animal,
    read: (t) => {
      if (!/\b(?:pesa|pesaba|peso|caravana|animal)\b/.test(t) || nameAfter(t, RODEO_KEYS)) return null;
      const tag = tagDigitsOf(t);
      return tag ? { tag } : null;
    },
  },
  {
    id: "stock-by-group",
    description: "Stock agrupado por categoría, rodeo, lote o campo",
    example: "stock por categoría",
    tool: TOOLS.stock,
    read: (t) => {
      const m = /\bpor (categoria|rodeo|lote|campo)s?\b/.exec(t);
      if (!m || !/stock|cabezas|animales|hacienda|existencia/.test(t)) return null;
      const by = { categoria: "category", rodeo: "rodeo", lote: "lot", campo: "field" }[m[1] as "categoria"];
      return { by };
    },
  },
  {
    id: "stock-rodeo",
    description: "Stock de un rodeo, por categoría",
    example: "stock del rodeo Cría General",
    tool: TOOLS.stock,
    read: (t) => {
      if (!/stock|cabezas|animales|hacienda|existencia|\bque hay\b/.test(t)) return null;
      const rodeo = nameAfter(t, RODEO_KEYS);
      return rodeo ? { rodeo, by: "category" } : null;
    },
  },
  {
    id: "stock-field",
    description: "Animales en un campo",
    example: "¿cuántos animales hay en el campo La Esperanza?",
    tool: TOOLS.stock,
    read: (t) => {
      if (!/cuant|stock|cabezas|animales|hacienda/.test(t)) return null;
      const field = nameAfter(t, FIELD_KEYS);
      return field ? { field, by: "category" } : null;
    },
  },
  {
    id: "ev-per-hectare",
    description: "Carga animal: EV y EV por hectárea (total, o de un lote o campo)",
    example: "¿cuál es la carga en EV por hectárea?",
    tool: TOOLS.stock,
    read: (t) => {
      if (!/\bcarga\b|\bev\b|equivalente|ev\/ha|por hectarea/.test(t)) return null;
      const rest = t.replace(
        /\b(?:en\s+)?(?:ev\/ha|ev|equivalentes? vaca)\b|\bpor hectarea\b|\bcarga(?: animal)?\b/g,
        " ",
      );
      const { lot, field, rodeo, place } = placeOf(rest.replace(/\s+/g, " ").trim());
      return lot || field || rodeo || place ? drop({ lot, field, rodeo, place }) : { by: "lot" };
    },
  },
  {
    id: "category-count",
    description: "Cuántos animales de una categoría (vacas, terneros…), en total o en un lote, campo o rodeo",
    example: "¿cuántas vacas tengo en La Aguada?",
    tool: TOOLS.stock,
    read: (t) => {
      // «y vaquillonas cuántas quedan?»: the category before «cuántas», when it names cattle.
      const first = /\b([a-z]+)\s+cuant[oa]s\s+(?:tengo|tenes|tienes|hay|quedan|tenemos)\b/.exec(t);
      const m =
        /\bcuant[oa]s\s+([a-z]+)\s+(?:tengo|tenes|tienes|hay|quedan|tenemos)\b/.exec(t) ??
        (first && isCattleWord(first[1]!) ? first : null);
      if (!m || /^(cabezas|animales|bichos|vacunos)$/.test(m[1]!)) return null;
      return drop({ category: categoryWord(m[1]!), ...placeOf(t) });
    },
  },
  {
    id: "head-count",
    description: "Total de cabezas (cuántas cabezas/animales tengo, stock total), en total o en un lugar",
    example: "¿cuántas cabezas tengo?",
    tool: TOOLS.stock,
    read: (t) => {
      if (
        !/^(?:y )?que hay en\b|\bcuant[oa]s? (cabezas|animales|hacienda|bichos?|vacunos)\b|\bstock\b|\btotal de (cabezas|animales)\b/.test(
          t,
        )
      ) {
        return null;
      }
      if (/insumo/.test(t)) return null;
      return drop({ ...placeOf(t), by: "category" });
    },
  },
  {
    id: "gain-best",
    description: "Qué rodeo ganó más peso (ganancia diaria de todos los rodeos)",
    example: "¿qué rodeo ganó más peso?",
    tool: TOOLS.weights,
    read: (t) =>
      /(gano|engordo|aumento|engordando|ganando) mas|mejor ganancia|mas peso|mas kilos gano|ranking de ganancia/.test(t)
        ? {}
        : null,
  },
  {
    id: "gain-rodeo",
    description: "Ganancia diaria de peso y pesadas de un rodeo (cuánto engordan los del rodeo X)",
    example: "ganancia diaria del rodeo Invernada",
    tool: TOOLS.weights,
    read: (t) => {
      if (!GAIN.test(t) && !WEIGHED.test(t)) return null;
      // "los de la invernada", "como viene la recría de peso", "ganando por día la invernada".
      const loose = GAIN.test(t)
        ? (/\blos de(?:l| la| el)? ([a-z0-9 ]+)$/.exec(t) ??
          /\bviene(?:n)? (?:la|el) ([a-z ]+?) de peso\b/.exec(t) ??
          /\bpor dia (?:la|el) ([a-z ]+)$/.exec(t))
        : null;
      // «ya pesaron la invernada?», «peso al destete», «cuánto pesan las vaquillonas», «adpv de la cría».
      const rodeo = nameAfter(t, RODEO_KEYS) ?? weighedGroup(t) ?? loose?.[1];
      return rodeo ? { rodeo: rodeo.trim() } : null;
    },
  },
  {
    id: "gain-category",
    description: "Cómo engorda una categoría: la ganancia diaria de los rodeos que la tienen",
    example: "¿cómo vienen aumentando los novillos?",
    tool: TOOLS.weights,
    read: (t) => {
      if (!GAIN.test(t)) return null;
      const category = /\b(?:los|las|mis)\s+([a-z]+(?:s))\b/.exec(t)?.[1];
      return category ? { category } : null;
    },
  },
  {
    id: "weighings",
    description: "Últimas pesadas y ganancia diaria de cada rodeo",
    example: "últimas pesadas",
    tool: TOOLS.weights,
    read: (t) => (/pesad|ganancia diaria|adpv|cuanto pesan/.test(t) ? { sort: "date" } : null),
  },
  {
    id: "reproduction",
    description: "Preñez e indicadores reproductivos del último ciclo, o de uno por nombre (preñez del ciclo X)",
    example: "¿cómo vienen los indicadores reproductivos?",
    tool: TOOLS.reproduction,
    read: (t) => {
      // «cómo dio el tacto»: the pregnancy check is the cycle's preñez.
      if (!/prenez|prenad|reproduct|destete|paricion|servicio|ciclo|\btacto\b/.test(t)) return null;
      const m = /\b(ciclo|servicio)\s+(?:de\s+)?(.+)$/.exec(t);
      // "el servicio este año" names no cycle: the latest is meant.
      const named = m && !/^(?:este|esta|del|de este|actual|ultimo|pasado)\b/.test(m[2]!) ? m : null;
      const cycle = named ? (named[1] === "servicio" ? `servicio ${named[2]}` : named[2]) : undefined;
      return cycle ? { cycle } : {};
    },
  },
];
