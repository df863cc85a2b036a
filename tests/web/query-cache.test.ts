// The query cache follows the session: log-out (session end) empties it, editor names and the herd
// lists included, and selecting another organization drops the previous organization's entries.
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "../../web/src/lib/query/query-client";
import { queryKeys } from "../../web/src/lib/query/query-keys";
import { fieldKeys } from "../../web/src/data/fields";
import { appStore, endSession, selectedOrganizationIdAtom, setNavigator } from "../../web/src/lib/session";
import { cycleKeys } from "../../web/src/data/cycles";
import { categoriesEntry, lotsEntry, rodeosEntry } from "./herd-entries";
import { lastMovementsEntry, movementLogEntry } from "./cache-handles";
import { category, lot, movement, rodeo } from "./live-factories";

const HERD = [lotsEntry, movementLogEntry, lastMovementsEntry, categoriesEntry, rodeosEntry] as const;

/** Every herd list of `orgId`, loaded. */
function loadHerd(orgId: number) {
  queryClient.setQueryData(lotsEntry.key(orgId), [lot(1)]);
  queryClient.setQueryData(movementLogEntry.key(orgId), { items: [movement(1, "2026-05-01")], nextCursor: null });
  queryClient.setQueryData(lastMovementsEntry.key(orgId), [movement(1, "2026-05-01")]);
  queryClient.setQueryData(categoriesEntry.key(orgId), [category(1, "Vaca")]);
  queryClient.setQueryData(rodeosEntry.key(orgId), [rodeo(1)]);
}

const herdOf = (orgId: number) => HERD.map((entry) => entry.get(orgId));

afterEach(() => queryClient.clear());

describe("query cache and session", () => {
  it("session end clears every entry, the editor names too", () => {
    setNavigator(() => undefined);
    queryClient.setQueryData(cycleKeys.list(1), []);
    queryClient.setQueryData(queryKeys.userName(5), "Ana Pérez");
    loadHerd(1);
    expect(herdOf(1).every((data) => data !== undefined)).toBe(true);
    endSession();
    expect(herdOf(1)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(queryClient.getQueryData(cycleKeys.list(1))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.userName(5))).toBeUndefined();
  });

  it("an organization change keeps only the selected organization's entries", () => {
    appStore.set(selectedOrganizationIdAtom, 1);
    queryClient.setQueryData(cycleKeys.list(1), []);
    queryClient.setQueryData(fieldKeys.list(1), []);
    queryClient.setQueryData(queryKeys.userName(5), "Ana Pérez");
    loadHerd(1);
    appStore.set(selectedOrganizationIdAtom, 2);
    queryClient.setQueryData(cycleKeys.list(2), []);
    loadHerd(2);
    expect(herdOf(1)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(herdOf(2).every((data) => data !== undefined)).toBe(true);
    expect(queryClient.getQueryData(cycleKeys.list(1))).toBeUndefined();
    expect(queryClient.getQueryData(fieldKeys.list(1))).toBeUndefined();
    expect(queryClient.getQueryData(cycleKeys.list(2))).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.userName(5))).toBe("Ana Pérez");
  });
});
