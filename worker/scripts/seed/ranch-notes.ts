// The demo ranch's notes (docs/tasks-and-notes.md): what the owner and the foreman wrote about paddocks and rodeos in
// the last weeks, two pinned, several with photos. The photos' rows go in with the SQL; their bytes are
// returned for worker/scripts/seed.ts to put into the local R2 bucket under the same keys.
import type { InsertFn } from "./ranch-builder";
import { addDays } from "./ranch-builder";
import { landscapePng, type Rgb } from "./png";
import type { RodeoKey } from "./ranch-plan";

export interface SeedPhoto {
  key: string;
  bytes: Uint8Array;
}

interface NotePlan {
  daysAgo: number;
  title: string;
  body: string;
  pinned?: boolean;
  /** Index into LOTS. */
  lot?: number;
  rodeo?: RodeoKey;
  byOwner: boolean;
  photos: Array<[sky: Rgb, field: Rgb]>;
}

const SKY: Rgb = [135, 190, 235];
const GREY_SKY: Rgb = [170, 180, 190];
const GRASS: Rgb = [90, 140, 60];
const DRY: Rgb = [190, 170, 100];
const MUD: Rgb = [120, 95, 70];
const WATER: Rgb = [70, 120, 160];

export const NOTE_PLANS: readonly NotePlan[] = [
  {
    daysAgo: 1,
    title: "Aguada del Molino sin agua",
    body: "El flotante del tanque australiano quedó trabado.\nHay que cambiarlo antes del fin de semana.\nRepuesto: https://www.example.com/flotantes",
    pinned: true,
    lot: 0,
    byOwner: false,
    photos: [
      [SKY, WATER],
      [SKY, MUD],
    ],
  },
  {
    daysAgo: 3,
    title: "Vacunación aftosa: turno confirmado",
    body: "El veterinario viene el martes a las 7.\nJuntar la Cría General en los corrales del Bajo el lunes a la tarde.",
    pinned: true,
    rodeo: "cria",
    byOwner: true,
    photos: [],
  },
  {
    daysAgo: 5,
    title: "Pasto alto en La Aguada",
    body: "Buena disponibilidad, se puede adelantar la rotación de las vaquillonas.",
    lot: 1,
    rodeo: "vaquillonas",
    byOwner: false,
    photos: [[SKY, GRASS]],
  },
  {
    daysAgo: 8,
    title: "Alambrado caído en El Alambrado",
    body: "Tres postes rotos del lado del camino vecinal.\nLa Invernada no salió, pero conviene arreglarlo esta semana.",
    lot: 10,
    rodeo: "invernada",
    byOwner: false,
    photos: [
      [GREY_SKY, DRY],
      [GREY_SKY, GRASS],
      [SKY, DRY],
    ],
  },
  {
    daysAgo: 12,
    title: "Toros: revisación antes del servicio",
    body: "Pedir turno para la revisación andrológica y raspaje de los 22 toros.",
    rodeo: "toros",
    byOwner: true,
    photos: [],
  },
  {
    daysAgo: 20,
    title: "Verdeo de avena listo para pastoreo",
    body: "Entrar con la Recría Machos con boyero eléctrico, franjas de 3 días.",
    lot: 7,
    rodeo: "recria",
    byOwner: true,
    photos: [[SKY, GRASS]],
  },
];

const PHOTO_SIZE = { width: 200, height: 150 };

export interface NotesInput {
  organizationId: number;
  ownerId: number;
  userId: number;
  lots: readonly number[];
  rodeos: Record<RodeoKey, number>;
  /** YYYY-MM-DD */
  today: string;
}

/** Inserts the notes and their photo rows; the photos' bytes, keyed as their rows say. */
export function seedNotes(insert: InsertFn, input: NotesInput): SeedPhoto[] {
  const photos: SeedPhoto[] = [];
  for (const plan of NOTE_PLANS) {
    const at = `${addDays(input.today, -plan.daysAgo)}T11:30:00.000Z`;
    const author = plan.byOwner ? input.ownerId : input.userId;
    const noteId = insert("notes", {
      organization_id: input.organizationId,
      title: plan.title,
      body: plan.body,
      pinned: plan.pinned ?? false,
      lot_id: plan.lot === undefined ? null : input.lots[plan.lot]!,
      rodeo_id: plan.rodeo ? input.rodeos[plan.rodeo] : null,
      author_id: author,
      created_at: at,
      updated_at: at,
    });
    plan.photos.forEach(([sky, field], i) => {
      const bytes = landscapePng(PHOTO_SIZE.width, PHOTO_SIZE.height, sky, field);
      const key = `notes/${input.organizationId}/${noteId}/seed-${i + 1}.png`;
      insert("note_photos", {
        organization_id: input.organizationId,
        note_id: noteId,
        key,
        content_type: "image/png",
        size: bytes.length,
        width: PHOTO_SIZE.width,
        height: PHOTO_SIZE.height,
        created_by: author,
        created_at: at,
      });
      photos.push({ key, bytes });
    });
  }
  return photos;
}
