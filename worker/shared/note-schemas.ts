// Bodies and queries of /api/note (docs/tasks-and-notes.md), shared by the API and the SPA's note form.
import * as z from "./zod";
import { entityId } from "./schema-parts";

export const NOTE_TITLE_MAX = 120;
export const NOTE_BODY_MAX = 10_000;
/** Longest search text: a few words, not a document. */
export const NOTE_QUERY_MAX = 100;
export const NOTE_PAGE_DEFAULT = 20;
export const NOTE_PAGE_MAX = 50;

const title = z
  .string({ error: "Ingresá un título" })
  .trim()
  .min(1, "Ingresá un título")
  .max(NOTE_TITLE_MAX, `Máximo ${NOTE_TITLE_MAX} caracteres`);

/** Plain text; line breaks are kept, only the ends are trimmed. */
const body = z
  .string({ error: "El texto debe ser texto" })
  .max(NOTE_BODY_MAX, `Máximo ${NOTE_BODY_MAX.toLocaleString("es-AR")} caracteres`)
  .nullish()
  .transform((v) => v?.trim() ?? "");

const pinned = z.boolean({ error: "Indicá si la nota está fijada (sí o no)" });

/** What a note is about: each id is checked to be the organization's by the API. */
const refs = {
  lot_id: entityId.nullish(),
  rodeo_id: entityId.nullish(),
  movement_id: entityId.nullish(),
};

export const noteCreateSchema = z.object({ title, body, pinned: pinned.optional().default(false), ...refs });

/** Only the fields sent change; `null` clears a lot, rodeo or movement. */
export const noteUpdateSchema = z
  .object({ title: title.optional(), body: body.optional(), pinned: pinned.optional(), ...refs })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "No hay cambios para guardar" });

export type NoteCreateInput = z.input<typeof noteCreateSchema>;
export type NoteCreateBody = z.output<typeof noteCreateSchema>;
export type NoteUpdateBody = z.output<typeof noteUpdateSchema>;

const queryId = z.coerce
  .number({ error: "Debe ser un número" })
  .int("Debe ser un número entero")
  .positive("Debe ser un número positivo")
  .max(2 ** 31, "Número demasiado grande");

export const noteListQuery = z.object({
  q: z.string().trim().max(NOTE_QUERY_MAX, `Máximo ${NOTE_QUERY_MAX} caracteres`).optional(),
  lot_id: queryId.optional(),
  rodeo_id: queryId.optional(),
  author_id: queryId.optional(),
  cursor: z.string().max(200, "Cursor inválido").optional(),
  limit: z.coerce
    .number({ error: "Debe ser un número" })
    .int("Debe ser un número entero")
    .min(1, "Mínimo 1 por página")
    .max(NOTE_PAGE_MAX, `Máximo ${NOTE_PAGE_MAX} por página`)
    .default(NOTE_PAGE_DEFAULT),
});

export type NoteListQuery = z.output<typeof noteListQuery>;

/** Width and height the browser measured after resizing (optional query of the photo upload). */
export const notePhotoQuery = z.object({
  width: z.coerce.number().int().min(1).max(20_000).optional(),
  height: z.coerce.number().int().min(1).max(20_000).optional(),
});

export const NOTE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type NotePhotoType = (typeof NOTE_PHOTO_TYPES)[number];
