// Which movement types have an entry form, grouped as the type picker shows them (no zod here:
// this module is imported by route chunks).
import type { MovementType } from "@shared/movement-types";

export interface MovementGroup {
  id: "herd" | "health" | "breeding" | "weather" | "supplies";
  label: string;
  types: readonly MovementType[];
}

export const MOVEMENT_GROUPS: readonly MovementGroup[] = [
  {
    id: "herd",
    label: "Hacienda",
    types: [
      "BUY",
      "SELL",
      "DEATH",
      "WEIGHING",
      "CHANGE_RODEO",
      "RECATEGORIZATION",
      "TRANSFER",
      "EXTERNAL_TRANSFER",
      "OUTGOING_TRANSFER",
      "CONSUMPTION",
    ],
  },
  { id: "health", label: "Sanidad", types: ["TREATMENT", "MEDICINE"] },
  { id: "breeding", label: "Reproducción", types: ["PREGNANCY_DIAGNOSIS", "BIRTH", "ABORTION", "WEANING"] },
  { id: "weather", label: "Clima", types: ["RAIN", "FROST", "HAIL", "EXTREME_TEMPERATURE"] },
  { id: "supplies", label: "Insumos", types: ["ASSET"] },
];

/** Every type a form records (the API's movement bodies; the rest are written by other screens). */
export const RECORDABLE_TYPES: readonly MovementType[] = MOVEMENT_GROUPS.flatMap((g) => g.types);

export const isRecordable = (type: string | null | undefined): type is MovementType =>
  !!type && (RECORDABLE_TYPES as readonly string[]).includes(type);
