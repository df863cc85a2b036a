// What the API returns about tags and tagged animals (docs/animals.md). Values in Spanish (animal-values.ts).
import type { AnimalSex, AnimalState, Registration, TagState } from "./animal-values";
import type { DailyGain } from "./daily-gain";

/** A tag the ranch owns (caravana), by its 15-digit number. */
export interface Tag {
  number: string;
  state: TagState;
  /** The animal wearing it (aplicada) or that wore it (perdida, baja after use). */
  animal_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface Animal {
  id: number;
  /** Its current tag (a replaced button changes it; the history keeps the old one). */
  tag: string;
  /** The number painted on the visual tag (often the tag's last digits). */
  visual: string;
  sex: AnimalSex;
  category_id: number;
  category: string;
  rodeo_id: number;
  rodeo: string;
  birth_date: string | null;
  birth_estimated: boolean;
  dam_tag: string | null;
  tagged_at: string;
  registration: Registration;
  /** The last day to register it with SENASA (10 business days after tagging). */
  registration_due: string;
  registered_at: string | null;
  registration_reference: string | null;
  state: AnimalState;
  /** The movement that ended it (sale, death, slaughter, transfer). */
  ended_movement_id: number | null;
  last_weight_kg: number | null;
  last_weight_date: string | null;
}

/** One entry of an animal's history: a movement of the log that listed its tag. */
export interface AnimalHistoryEntry {
  movement_id: number;
  type: string;
  date: string;
  detail: string;
  /** Its own weight, when the movement weighed it. */
  kg: number | null;
  /** The tag it wore in that movement (differs from the current one after a replacement). */
  tag: string;
  data: Record<string, unknown>;
  /** A treatment's clearance day (withdrawal), when it has one. */
  withdrawal_until: string | null;
}

export interface AnimalDetail {
  animal: Animal;
  history: AnimalHistoryEntry[];
  /** Its own daily gain, from its individual weights (the rodeos' function). */
  daily_gain: DailyGain;
  /** Tags it wore before (lost and replaced buttons). */
  previous_tags: string[];
}

export interface AnimalPage {
  animals: Animal[];
  total: number;
  page: number;
  limit: number;
}

/** The dashboard's and the assistant's count of animals to register with SENASA. */
export interface RegistrationSummary {
  pending: number;
  overdue: number;
  /** The earliest deadline among the pending ones. */
  next_due: string | null;
}
