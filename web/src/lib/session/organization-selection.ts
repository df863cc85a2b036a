// Selected organization rules (docs/client-rules.md): an unknown selection falls back to the first of the
// user's organizations (stored, room join queued); none clears it; every change records the
// previous selection.
import type { Store } from "./store-type";
import {
  organizationsAtom,
  pendingRoomJoinAtom,
  previousOrganizationIdAtom,
  selectedOrganizationIdAtom,
} from "./atoms";
import { appStore } from "./jotai-store";
import type { Organization } from "./types";

export interface SelectionResult {
  selected: number | null;
  changed: boolean;
}

/** Pure rule: keep a known selection, else the first organization, else nothing. */
export function resolveOrganizationSelection(current: number | null, organizations: { id: number }[]): SelectionResult {
  if (current !== null && organizations.some((o) => o.id === current)) return { selected: current, changed: false };
  const selected = organizations[0]?.id ?? null;
  return { selected, changed: selected !== current };
}

/** The user picked an organization (switcher, creation). */
export function selectOrganization(id: number | null, store: Store = appStore): void {
  const current = store.get(selectedOrganizationIdAtom);
  if (current === id) return;
  store.set(previousOrganizationIdAtom, current);
  store.set(selectedOrganizationIdAtom, id);
}

/** Stores a freshly loaded list and applies the fallback rule to the selection. */
export function applyOrganizations(organizations: Organization[], store: Store = appStore): void {
  store.set(organizationsAtom, organizations);
  const { selected, changed } = resolveOrganizationSelection(store.get(selectedOrganizationIdAtom), organizations);
  if (!changed) return;
  selectOrganization(selected, store);
  store.set(pendingRoomJoinAtom, selected);
}
