// Response shapes of the herd API (organizations, fields, lots, categories, rodeos, movements, cycles), imported by the SPA.
import type { Boundary } from "./boundary";
import type { CycleKpis } from "./cycle-kpis";
import type { DailyGain, Weighing } from "./daily-gain";

/** An organization with its members, as my-organizations and the 'update-organization' message carry it. */
export interface OrganizationSummary {
  id: number;
  name: string;
  members: Array<{
    user_id: number;
    role: "owner" | "admin" | "user";
    first_name: string;
    last_name: string;
    email: string;
  }>;
}

export interface Field {
  id: number;
  name: string;
  hectares: number;
  locality: string;
  /** SENASA's establishment number, as written (worker/shared/renspa.ts); null when not given. */
  renspa: string | null;
  /** Its drawn or imported boundary (docs/map.md); null: none yet. */
  boundary: Boundary | null;
  /** The boundary's geodesic area in hectares; null without a boundary. */
  computed_hectares: number | null;
  /** Target stocking rate in EV/ha (docs/map.md); null: not set (the map compares with 1 EV/ha). */
  ev_target: number | null;
  created_at: string;
  updated_at: string;
}

/** A stock row of a rodeo grazing in the lot (a lot's animals, docs/herd.md); `id` is the stock row's id. */
export interface LotAnimal {
  id: number;
  count: number;
  /** Category name. */
  category: string;
  category_id: number;
  ev: number;
  rodeo_id: number;
  rodeo: string;
}

export interface Lot {
  id: number;
  name: string;
  hectares: number;
  order: number;
  deleted: boolean;
  field_id: number | null;
  field: { id: number; name: string; hectares: number; locality: string; renspa: string | null } | null;
  animals: LotAnimal[];
  rodeos: Array<{ id: number; name: string }>;
  /** Deaths recorded in this lot in the current year. */
  deaths: number;
  /** Total head. */
  total: number;
  /** Stocking rate: Σ count × category EV / hectares; null when the lot has no hectares. */
  ev_per_ha: number | null;
  /** Its drawn or imported boundary (docs/map.md); null: none yet. */
  boundary: Boundary | null;
  /** The boundary's geodesic area in hectares; null without a boundary. */
  computed_hectares: number | null;
  created_at: string;
  updated_at: string;
}

export interface Category {
  id: number;
  name: string;
  /** The plural its owner wrote; null: derived from the name (pluralOf in plural.ts). */
  plural_name: string | null;
  ev: number;
  /** Head of this category across all rodeos. */
  total: number;
  created_at: string;
  updated_at: string;
}

export interface CategoryRodeo {
  id: number;
  name: string;
  count: number;
  /** The stock row id (the "lot animal" id). */
  stock_id: number;
  lot_id: number | null;
}

export interface CategoryWithRodeos extends Category {
  rodeos: CategoryRodeo[];
}

export interface RodeoStock {
  id: number;
  category_id: number;
  category: string;
  ev: number;
  count: number;
}

export interface Rodeo {
  id: number;
  name: string;
  lot_id: number | null;
  lot: { id: number; name: string } | null;
  stock: RodeoStock[];
  total: number;
  last_mean_weight: number | null;
  last_weighing_date: string | null;
  /** kg per day between the last two weighing days; null with fewer than two. */
  daily_gain: number | null;
  /**
   * Meat withdrawal (carencia): the latest clearance day (YYYY-MM-DD, inclusive) of its live treatments
   * that is today or later; null when none is running.
   */
  withdrawal_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface MovementAnimal {
  /** Category name at the time of the movement. */
  type: string;
  category_id: number | null;
  count: number;
}

export interface MovementMetadata {
  lot_id: number | null;
  deletedBy?: number | null;
  deletedAt?: string | null;
  editHistory: Array<{ editedBy: number; editedAt: string }>;
  /** Where it was recorded when not on the app's own forms: "whatsapp" (a rancher's "sí" to a draft). */
  source?: MovementSource;
}

export type MovementSource = "whatsapp";

/** docs/herd.md movement (data entry), plus `data` (type-specific fields), cycle_id and created_by. */
export interface Movement {
  id: number;
  type: string;
  /** ISO 8601; the day is its first 10 characters. */
  date: string;
  /** Category name → head count. */
  count: Record<string, number>;
  rodeoId: number | null;
  lot_id: number | null;
  cycle_id: number | null;
  detail: string;
  reference: string;
  animals: MovementAnimal[];
  data: Record<string, unknown>;
  organization_id: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted: boolean;
  metadata: MovementMetadata;
  /** The id the client made at save time (offline outbox), when it sent one: pending copies match on it. */
  client_id?: string | null;
}

export interface MovementPage {
  movements: Movement[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}

export type CycleMethod = "natural" | "IA" | "IATF";

export interface Cycle {
  id: number;
  rodeo_id: number;
  rodeo_name: string;
  name: string;
  service_start: string;
  service_end: string | null;
  method: CycleMethod;
  females_exposed: number;
  bulls: number;
  created_at: string;
  updated_at: string;
}

export interface CycleDetail extends Cycle {
  movements: Movement[];
  kpis: CycleKpis;
}

export interface DailyWeightGainResponse {
  weighings: Weighing[];
  daily_gain: DailyGain;
}
