// Bodies and queries of /api/tag and /api/animal (docs/animals.md), shared by the routes and the SPA's flows.
import * as z from "./zod";
import { ANIMAL_SEXES, ANIMAL_STATES, REGISTRATIONS, MAX_ANIMAL_PAGE_SIZE } from "./animal-values";
import { MAX_TAGS_PER_SESSION, tagList, tagNumber, weighedTagList } from "./tag-schemas";
import { categoryRef, entityId, isoDate, text } from "./schema-parts";
import { clientIdSchema } from "./movement-schemas";

/** PUT /animal/{org}/{id}/tag: a lost button replaced by another tag of the ranch. */
export const animalRetagBody = z.strictObject({ tag: tagNumber, client_id: clientIdSchema.optional() });

const optionalQueryId = z
  .string()
  .regex(/^\d{1,9}$/, "Identificador inválido")
  .transform(Number)
  .optional();

/** A page number in a query string (from 1). */
export const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, "Página inválida")
  .transform(Number)
  .refine((n) => n >= 1, "Página inválida")
  .optional();

/** GET /animal/{org}?q=&rodeo_id=&category=&sex=&state=&registration=&page=&limit= */
export const animalListQuery = z.object({
  q: z.string().trim().max(60, "Búsqueda demasiado larga").optional(),
  rodeo_id: optionalQueryId,
  category: z.string().trim().max(60, "Categoría demasiado larga").optional(),
  sex: z.enum(ANIMAL_SEXES, { error: "Sexo inválido: macho o hembra" }).optional(),
  state: z.enum(ANIMAL_STATES, { error: "Estado inválido" }).optional(),
  registration: z.enum(REGISTRATIONS, { error: "Registro inválido: pendiente o registrada" }).optional(),
  page: pageParam,
  limit: z
    .string()
    .regex(/^\d{1,4}$/, "Límite inválido")
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ANIMAL_PAGE_SIZE, `El límite va de 1 a ${MAX_ANIMAL_PAGE_SIZE}`)
    .optional(),
});

const sex = z.enum(ANIMAL_SEXES, { error: "Sexo inválido: macho o hembra" });

/** One animal tagged in a "Caravanear" session. */
export const taggedAnimal = z.strictObject({
  tag: tagNumber,
  sex,
  category: categoryRef,
  visual: text(20).optional(),
  birth_date: isoDate.nullish(),
  birth_estimated: z.boolean().optional(),
  dam_tag: tagNumber.nullish(),
});

const uniqueTags = <T extends { tag: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.tag)) {
      ctx.addIssue({ code: "custom", path: [i, "tag"], message: `La caravana ${item.tag} está dos veces` });
    }
    seen.add(item.tag);
  });
};

/** POST /animal/{org}/tagging. */
export const taggingBody = z.strictObject({
  client_id: clientIdSchema.optional(),
  date: isoDate,
  rodeo_id: entityId,
  detail: text(2000).optional(),
  animals: z
    .array(taggedAnimal, { error: "Indicá los animales" })
    .min(1, "Indicá al menos un animal")
    .max(MAX_TAGS_PER_SESSION, `Como máximo ${MAX_TAGS_PER_SESSION} animales por vez`)
    .superRefine(uniqueTags),
});

/** POST /animal/{org}/weighing: individual weights; the rodeo's WEIGHING gets their mean and count. */
export const animalWeighingBody = z.strictObject({
  client_id: clientIdSchema.optional(),
  date: isoDate,
  rodeo_id: entityId,
  detail: text(2000).optional(),
  weights: weighedTagList,
});

/** POST /animal/{org}/registration: SENASA registered these tags on `date` under `reference`. */
export const registrationBody = z.strictObject({
  tags: tagList(),
  date: isoDate,
  reference: z.string().trim().min(1, "Indicá la referencia del registro").max(100, "Máximo 100 caracteres"),
});
