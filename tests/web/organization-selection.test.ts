// docs/client-rules.md selected organization: fallback to the first, cleared when none, previous recorded.
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import {
  applyOrganizations,
  pendingRoomJoinAtom,
  previousOrganizationIdAtom,
  resolveOrganizationSelection,
  selectedOrganizationIdAtom,
  selectOrganization,
  STORAGE_KEYS,
  type Organization,
} from "../../web/src/lib/session";

const org = (id: number): Organization => ({ id, name: `Org ${id}`, role: "owner", members: [] });

describe("resolveOrganizationSelection", () => {
  it("keeps a selection that is among the organizations", () => {
    expect(resolveOrganizationSelection(2, [org(1), org(2)])).toEqual({ selected: 2, changed: false });
  });
  it("falls back to the first organization for an unknown selection", () => {
    expect(resolveOrganizationSelection(9, [org(4), org(5)])).toEqual({ selected: 4, changed: true });
    expect(resolveOrganizationSelection(null, [org(4)])).toEqual({ selected: 4, changed: true });
  });
  it("clears the selection when there are no organizations", () => {
    expect(resolveOrganizationSelection(3, [])).toEqual({ selected: null, changed: true });
    expect(resolveOrganizationSelection(null, [])).toEqual({ selected: null, changed: false });
  });
});

describe("applyOrganizations", () => {
  it("stores the fallback, queues the room join and records the previous selection", () => {
    const store = createStore();
    store.set(selectedOrganizationIdAtom, 99);
    applyOrganizations([org(3), org(8)], store);
    expect(store.get(selectedOrganizationIdAtom)).toBe(3);
    expect(localStorage.getItem(STORAGE_KEYS.organizationSelect)).toBe("3");
    expect(store.get(pendingRoomJoinAtom)).toBe(3);
    expect(store.get(previousOrganizationIdAtom)).toBe(99);
  });

  it("removes the stored selection when the user has no organizations", () => {
    const store = createStore();
    store.set(selectedOrganizationIdAtom, 5);
    expect(localStorage.getItem(STORAGE_KEYS.organizationSelect)).toBe("5");
    applyOrganizations([], store);
    expect(store.get(selectedOrganizationIdAtom)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.organizationSelect)).toBeNull();
  });

  it("leaves a valid selection alone", () => {
    const store = createStore();
    store.set(selectedOrganizationIdAtom, 8);
    applyOrganizations([org(3), org(8)], store);
    expect(store.get(selectedOrganizationIdAtom)).toBe(8);
    expect(store.get(pendingRoomJoinAtom)).toBeNull();
  });
});

describe("selectOrganization", () => {
  it("records the previous selection on every change", () => {
    const store = createStore();
    selectOrganization(1, store);
    selectOrganization(2, store);
    expect(store.get(selectedOrganizationIdAtom)).toBe(2);
    expect(store.get(previousOrganizationIdAtom)).toBe(1);
  });
});
