// The "Primeros pasos" checklist (docs/first-steps.md): each step is done when the records say so, read from
// the dashboard summary's figures; nothing stores a step as done.
import type { DashboardSetup } from "@shared/dashboard-types";

export const FIRST_STEPS = ["field", "lots", "rodeo", "stock", "team", "rain"] as const;
export type FirstStepId = (typeof FIRST_STEPS)[number];

const DONE: Record<FirstStepId, (s: DashboardSetup) => boolean> = {
  field: (s) => s.fields > 0,
  lots: (s) => s.lots > 0,
  rodeo: (s) => s.rodeos > 0,
  // A purchase, a rodeo created with its head or a recount: some record brought animals in.
  stock: (s) => s.stock,
  // Someone besides the owner, or an invitation on its way.
  team: (s) => s.members > 1 || s.pending_invitations > 0,
  rain: (s) => s.rain,
};

export interface FirstStep {
  id: FirstStepId;
  done: boolean;
}

export interface FirstStepsState {
  steps: FirstStep[];
  /** How many are done. */
  done: number;
  /** The first step not done yet (the card's highlighted one); null when all are done. */
  next: FirstStepId | null;
  complete: boolean;
}

export function firstSteps(setup: DashboardSetup): FirstStepsState {
  const steps = FIRST_STEPS.map((id) => ({ id, done: DONE[id](setup) }));
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done)?.id ?? null;
  return { steps, done, next, complete: next === null };
}
