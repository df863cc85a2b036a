// The snapshots' wiring in the session: an answer that reached the cache while the session check was still
// running (no user yet) is written for the user once the check names them, so a reload without signal
// still finds that screen's data.
import "fake-indexeddb/auto";
import { afterEach, expect, it, vi } from "vitest";
import { lotKeys } from "../../web/src/data/lots";
import { closeOfflineDb } from "../../web/src/lib/offline/offline-db";
import { readSnapshots } from "../../web/src/lib/offline/snapshots";
import { installSnapshots } from "../../web/src/lib/offline/snapshots-session";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, authenticatedAtom, currentUserAtom } from "../../web/src/lib/session";

const ORG = 3;
const USER = 12;
const lots = [{ id: 1, name: "Bajo" }];

afterEach(async () => {
  appStore.set(authenticatedAtom, false);
  appStore.set(currentUserAtom, null);
  queryClient.clear();
  await closeOfflineDb();
});

it("keeps the answers that landed before the session check named the user", async () => {
  queryClient.setQueryData(lotKeys.list(ORG), lots);
  installSnapshots();
  expect(await readSnapshots(USER, ORG)).toEqual([]);

  appStore.set(currentUserAtom, {
    id: USER,
    email: "propietario@tropero.app",
    first_name: "Ana",
    last_name: "Paz",
    user_organizations: [],
    is_super_admin: false,
  } as never);
  appStore.set(authenticatedAtom, true);
  await vi.waitFor(async () => expect((await readSnapshots(USER, ORG)).map((s) => s.data)).toEqual([lots]), {
    timeout: 3000,
  });
});
