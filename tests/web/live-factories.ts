// Complete herd records (worker/shared/herd-types) for the live-sync tests, from a few fields.
import type { Category, Lot, LotAnimal, Movement, Rodeo } from "@shared/herd-types";
import type { Note } from "@shared/note-types";
import type { Supply } from "@shared/supply-types";
import type { Task } from "@shared/task-types";

const now = "2026-05-01T12:00:00.000Z";

export const lot = (id: number, extra: Partial<Lot> = {}): Lot => ({
  id,
  name: `Lote ${id}`,
  hectares: 10,
  order: id,
  deleted: false,
  field_id: null,
  field: null,
  animals: [],
  rodeos: [],
  deaths: 0,
  total: 0,
  ev_per_ha: null,
  boundary: null,
  computed_hectares: null,
  created_at: now,
  updated_at: now,
  ...extra,
});

export const movement = (id: number, date: string, extra: Partial<Movement> = {}): Movement => ({
  id,
  type: "BUY",
  date,
  count: { Vaca: 1 },
  rodeoId: 1,
  lot_id: null,
  cycle_id: null,
  detail: "",
  reference: "",
  animals: [{ type: "Vaca", category_id: 1, count: 1 }],
  data: {},
  organization_id: 1,
  created_by: 1,
  created_at: now,
  updated_at: now,
  deleted: false,
  metadata: { lot_id: null, editHistory: [] },
  ...extra,
});

export const category = (id: number, name: string): Category => ({
  id,
  name,
  plural_name: null,
  ev: 1,
  total: 0,
  created_at: now,
  updated_at: now,
});

export const rodeo = (id: number, name = `Rodeo ${id}`): Rodeo => ({
  id,
  name,
  lot_id: null,
  lot: null,
  stock: [],
  total: 0,
  last_mean_weight: null,
  last_weighing_date: null,
  daily_gain: null,
  withdrawal_until: null,
  created_at: now,
  updated_at: now,
});

export const animal = (id: number, count: number): LotAnimal => ({
  id,
  count,
  category: "Vaca",
  category_id: 1,
  ev: 1,
  rodeo_id: 1,
  rodeo: "Rodeo 1",
});

export const supply = (id: number, extra: Partial<Supply> = {}): Supply => ({
  id,
  name: `Insumo ${id}`,
  kind: "alimento",
  unit: "kg",
  quantity: 100,
  unit_cost: 2,
  value: 200,
  minimum: 10,
  low: false,
  withdrawal_days: 0,
  last_movement_at: now,
  created_at: now,
  updated_at: now,
  ...extra,
});

export const note = (id: number, extra: Partial<Note> = {}): Note => ({
  id,
  title: "N",
  body: "",
  pinned: false,
  lot_id: null,
  rodeo_id: null,
  movement_id: null,
  author: null,
  photos: [],
  created_at: now,
  updated_at: now,
  ...extra,
});

export const task = (id: number, extra: Partial<Task> = {}): Task => ({
  id,
  title: "T",
  description: "",
  assignee: null,
  due_date: null,
  priority: "media",
  status: "pendiente",
  recurrence: "none",
  lot_id: null,
  rodeo_id: null,
  note_id: null,
  previous_id: null,
  created_by: null,
  completed_at: null,
  completed_by: null,
  created_at: now,
  updated_at: now,
  ...extra,
});
