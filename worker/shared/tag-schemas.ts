// Tag numbers in request bodies (docs/animals.md): one number, a list whose errors name their line, a load of
// the numbers bought (list or range), and the optional tags of a movement. Shared by the API and the SPA.
import * as z from "./zod";
import { parseTagNumber, MAX_TAGS_PER_LOAD, TAG_DIGITS } from "./tag-number";
import { TAG_STATES_SET_BY_HAND } from "./animal-values";
import { weightKg } from "./schema-parts";

/** The most tags one flow or one movement carries. */
export const MAX_TAGS_PER_SESSION = 1000;

/** One tag number as written or read: separators dropped, 15 digits, Argentine (032). */
export const tagNumber = z
  .string({ error: "Falta el número de caravana" })
  .max(60, "Número de caravana demasiado largo")
  .transform((raw, ctx) => {
    const parsed = parseTagNumber(raw);
    if (parsed.ok) return parsed.number;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** A list of tag numbers whose errors name their line ("Línea 3: ..."), repeated ones refused. */
export const tagList = (max = MAX_TAGS_PER_LOAD) =>
  z
    .array(z.string({ error: "Cada caravana es un texto" }).max(60, "Número de caravana demasiado largo"), {
      error: "Indicá las caravanas",
    })
    .min(1, "Indicá al menos una caravana")
    .max(max, `Como máximo ${max} caravanas por vez`)
    .transform((lines, ctx) => {
      const seen = new Set<string>();
      const numbers: string[] = [];
      lines.forEach((line, i) => {
        const parsed = parseTagNumber(line);
        if (!parsed.ok) {
          ctx.addIssue({ code: "custom", path: [i], message: `Línea ${i + 1}: ${parsed.message}` });
        } else if (seen.has(parsed.number)) {
          ctx.addIssue({
            code: "custom",
            path: [i],
            message: `Línea ${i + 1}: la caravana ${parsed.number} está repetida`,
          });
        } else {
          seen.add(parsed.number);
          numbers.push(parsed.number);
        }
      });
      return numbers;
    });

/** POST /tag/{org}: the numbers bought, as a list (`numbers`) or as a range `from`–`to` (both included). */
export const tagLoadBody = z
  .strictObject({ numbers: tagList().optional(), from: tagNumber.optional(), to: tagNumber.optional() })
  .superRefine((b, ctx) => {
    const range = b.from !== undefined || b.to !== undefined;
    if (b.numbers && range) {
      ctx.addIssue({ code: "custom", path: ["numbers"], message: "Mandá una lista o un rango, no los dos" });
    } else if (!b.numbers && !range) {
      ctx.addIssue({ code: "custom", path: ["numbers"], message: "Indicá las caravanas: una lista o un rango" });
    } else if (range && (!b.from || !b.to)) {
      ctx.addIssue({
        code: "custom",
        path: [b.from ? "to" : "from"],
        message: "Indicá el principio y el final del rango",
      });
    } else if (range) {
      const [from, to] = [BigInt(b.from!), BigInt(b.to!)];
      if (b.from!.slice(0, 3) !== b.to!.slice(0, 3)) {
        ctx.addIssue({ code: "custom", path: ["to"], message: "El rango debe ser de un mismo país" });
      } else if (to < from) {
        ctx.addIssue({ code: "custom", path: ["to"], message: "El final del rango es menor que el inicio" });
      } else if (to - from >= BigInt(MAX_TAGS_PER_LOAD)) {
        ctx.addIssue({ code: "custom", path: ["to"], message: `Como máximo ${MAX_TAGS_PER_LOAD} caravanas por rango` });
      }
    }
  });

/** The numbers of a load, in order. */
export function tagLoadNumbers(body: z.output<typeof tagLoadBody>): string[] {
  if (body.numbers) return body.numbers;
  const numbers: string[] = [];
  for (let n = BigInt(body.from!); n <= BigInt(body.to!); n++) numbers.push(n.toString().padStart(TAG_DIGITS, "0"));
  return numbers;
}

/** PATCH /tag/{org}/{number}. */
export const tagPatchBody = z.strictObject({
  state: z.enum(TAG_STATES_SET_BY_HAND, { error: "Estado de caravana inválido: disponible, perdida o baja" }),
});

/** The optional tags of a movement that ends, moves or treats tagged animals. */
export const movementTags = z
  .array(tagNumber, { error: "Las caravanas son una lista" })
  .max(MAX_TAGS_PER_SESSION, `Como máximo ${MAX_TAGS_PER_SESSION} caravanas por registro`)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, i) => {
      if (seen.has(tag)) ctx.addIssue({ code: "custom", path: [i], message: `La caravana ${tag} está dos veces` });
      seen.add(tag);
    });
  })
  .optional();

/** A weighing's individual weights, one per tag. */
export const weighedTagList = z
  .array(z.strictObject({ tag: tagNumber, kg: weightKg }), { error: "Indicá los pesos" })
  .min(1, "Indicá al menos un peso")
  .max(MAX_TAGS_PER_SESSION, `Como máximo ${MAX_TAGS_PER_SESSION} pesos por vez`)
  .superRefine((weights, ctx) => {
    const seen = new Set<string>();
    weights.forEach((w, i) => {
      if (seen.has(w.tag))
        ctx.addIssue({ code: "custom", path: [i, "tag"], message: `La caravana ${w.tag} está dos veces` });
      seen.add(w.tag);
    });
  });

export const weighedTags = weighedTagList.optional();
