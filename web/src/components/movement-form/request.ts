// The open movement form (one at a time): what to record or edit, set from anywhere and shown by
// the MovementFormHost. Plain data, so screens depend on this tiny module, not on the form chunk.
import type { Movement } from "@shared/herd-types";
import type { MovementType } from "@shared/movement-types";
import { atom, useSetAtom } from "jotai";
import { useCallback } from "react";
import { appStore } from "../../lib/session";

export interface MovementFormRequest {
  /** The type to record; without it (or for a type with no form) the type picker opens first. */
  type?: MovementType | null;
  /** Preselected rodeo (its lot follows). */
  rodeoId?: number | null;
  /** Preselected lot: rodeos grazing there come first, weather records are tied to it. */
  lotId?: number | null;
  /** Reproductive cycle the record belongs to (diagnosis, births, abortions, weaning). */
  cycleId?: number | null;
  /** Edit this stored movement instead of recording a new one (PUT paths). */
  movement?: Movement | null;
  /** Limits the type picker to these types. */
  types?: readonly MovementType[];
  /** Called with the server's movement after a successful save. */
  onSaved?: (movement: Movement) => void;
}

/** The request being shown, or null when no form is open. */
export const movementFormAtom = atom<MovementFormRequest | null>(null);

/** Opens the form outside React (e.g. from a keyboard shortcut handler). */
export function openMovementForm(request: MovementFormRequest = {}): void {
  appStore.set(movementFormAtom, { ...request });
}

export function closeMovementForm(): void {
  appStore.set(movementFormAtom, null);
}

/** `open(request)`: records a movement (type picker when no type is given). */
export function useRecordMovement() {
  const set = useSetAtom(movementFormAtom);
  return useCallback((request: MovementFormRequest = {}) => set({ ...request }), [set]);
}

/** `edit(movement)`: the same form, filled with the stored movement, saving through its PUT path. */
export function useEditMovement() {
  const set = useSetAtom(movementFormAtom);
  return useCallback(
    (movement: Movement, onSaved?: (saved: Movement) => void) => set({ type: null, movement, onSaved }),
    [set],
  );
}
