// The query cache follows the session: log-out (session end) empties it, editor names included,
// and selecting another organization drops the previous organization's entries.
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "../../web/src/lib/query/query-client";
import { queryKeys } from "../../web/src/lib/query/query-keys";
import { appStore, endSession, selectedOrganizationIdAtom, setNavigator } from "../../web/src/lib/session";

afterEach(() => queryClient.clear());

describe("query cache and session", () => {
  it("session end clears every entry, the editor names too", () => {
    setNavigator(() => undefined);
    queryClient.setQueryData(queryKeys.cycles(1), []);
    queryClient.setQueryData(queryKeys.userName(5), "Ana Pérez");
    endSession();
    expect(queryClient.getQueryData(queryKeys.cycles(1))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.userName(5))).toBeUndefined();
  });

  it("an organization change keeps only the selected organization's entries", () => {
    appStore.set(selectedOrganizationIdAtom, 1);
    queryClient.setQueryData(queryKeys.cycles(1), []);
    queryClient.setQueryData(queryKeys.fields(1), []);
    queryClient.setQueryData(queryKeys.userName(5), "Ana Pérez");
    appStore.set(selectedOrganizationIdAtom, 2);
    queryClient.setQueryData(queryKeys.cycles(2), []);
    expect(queryClient.getQueryData(queryKeys.cycles(1))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.fields(1))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.cycles(2))).toEqual([]);
    expect(queryClient.getQueryData(queryKeys.userName(5))).toBe("Ana Pérez");
  });
});
