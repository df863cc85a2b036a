// Session state (docs/client-rules.md "Client auth state"): tokens and the selected organization persisted
// under the fixed storage keys, plus the in-memory user, organizations and flags derived from them.
import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { idStorage, stringStorage } from "./local-storage";
import { STORAGE_KEYS } from "./storage-keys";
import type { CurrentUser, Organization } from "./types";

const onInit = { getOnInit: true };

export const tokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.token, null, stringStorage, onInit);
export const refreshTokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.refreshToken, null, stringStorage, onInit);
export const selectedOrganizationIdAtom = atomWithStorage<number | null>(
  STORAGE_KEYS.organizationSelect,
  null,
  idStorage,
  onInit,
);

/** The selection before the last change (docs/client-rules.md: changing the selection records it). */
export const previousOrganizationIdAtom = atom<number | null>(null);

/** A room the live socket must join once it is connected (docs/client-rules.md "pending socket room join"). */
export const pendingRoomJoinAtom = atom<number | null>(null);

/** GET /organization/my-organizations; null until the first load. */
export const organizationsAtom = atom<Organization[] | null>(null);

export const currentUserAtom = atom<CurrentUser | null>(null);

/** True after a successful log-in or user fetch; false on failure or log-out (docs/client-rules.md). */
export const authenticatedAtom = atom(false);

/** True while the initial session check runs; ends with the user fetch result. */
export const sessionLoadingAtom = atom(true);

/**
 * Set when a session ends until /log-in is reached, so a guard on the page being left sends the
 * user on to /log-in (docs/client-rules.md) rather than to / for a visitor.
 */
export const sessionEndingAtom = atom(false);

export const selectedOrganizationAtom = atom((get) => {
  const id = get(selectedOrganizationIdAtom);
  return get(organizationsAtom)?.find((o) => o.id === id) ?? null;
});

export const isSuperAdminAtom = atom((get) => get(currentUserAtom)?.is_super_admin === true);
