// The shell's notice without signal: the newest kept list's time of the selected organization, in a
// status region; nothing while online.
import "fake-indexeddb/auto";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineNotice, relativeTime } from "../../web/src/lib/offline/snapshots-notice";
import { queryClient } from "../../web/src/lib/query/query-client";
import { animalKeys } from "../../web/src/data/animals";
import { lotKeys } from "../../web/src/data/lots";
import { rodeoKeys } from "../../web/src/data/rodeos";
import { appStore, selectedOrganizationIdAtom } from "../../web/src/lib/session";

const ORG = 7;

afterEach(() => {
  queryClient.clear();
  appStore.set(selectedOrganizationIdAtom, null);
});

describe("offline notice", () => {
  it("says when the shown data was last updated", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    appStore.set(selectedOrganizationIdAtom, ORG);
    const now = Date.now();
    queryClient.setQueryData(rodeoKeys.list(ORG), [], { updatedAt: now - 60 * 60_000 });
    queryClient.setQueryData(lotKeys.list(ORG), [], { updatedAt: now - 5 * 60_000 });
    // Not a kept list: its newer time does not count.
    queryClient.setQueryData(animalKeys.list(ORG, {}), [], { updatedAt: now });
    render(<OfflineNotice />);
    expect(screen.getByRole("status")).toHaveTextContent("Sin conexión · datos actualizados hace 5 minutos");
  });

  it("says so when the device has nothing of the organization", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    appStore.set(selectedOrganizationIdAtom, ORG);
    render(<OfflineNotice />);
    expect(screen.getByRole("status")).toHaveTextContent("Sin conexión · no hay datos guardados en este dispositivo");
  });

  it("is empty online, and appears when the connection drops", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("status")).toHaveTextContent("Sin conexión");
  });

  it("words the time plainly", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(relativeTime(now - 20_000, now, "es", "recién")).toBe("recién");
    expect(relativeTime(now - 2 * 3_600_000, now, "es", "recién")).toBe("hace 2 horas");
    expect(relativeTime(now - 86_400_000, now, "es", "recién")).toBe("ayer");
  });
});
