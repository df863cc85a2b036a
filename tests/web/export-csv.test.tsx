// "Exportar CSV" (fetch scripted): walks every page of the filter showing the running count,
// downloads once, starts one export at a time, and downloads nothing once the page is left.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppToaster } from "../../web/src/components/toaster/app-toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportCsvButton } from "../../web/src/features/movements/export-csv-button";
import type { MovementFilters } from "../../web/src/features/movements/movement-filters-state";
import { appStore, refreshTokenAtom, tokenAtom } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { movement } from "./live-factories";
import { fake, fakeFetch, routes } from "./fake-api";

const filters: MovementFilters = { type: null, rodeo: null, lot: null, from: null, to: null };
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => movement(from - i, "2026-01-01"));

/** Pages wait for the test to let them through, so the running count can be seen. */
let pending: Array<() => void>;
let gets: string[];
let downloads: number;

beforeEach(() => {
  pending = [];
  gets = [];
  downloads = 0;
  appStore.set(tokenAtom, tokenExpiringIn(900, Date.now()));
  appStore.set(refreshTokenAtom, tokenExpiringIn(30 * 24 * 3600, Date.now()));
  vi.stubGlobal(
    "fetch",
    vi.fn(
      fakeFetch([
        fake(routes.movement.all[":org"]).get(({ url, query }, reply) => {
          gets.push(url);
          const body = query.has("cursor")
            ? reply({ ok: true, movements: page(100, 20), next_cursor: null })
            : reply({ ok: true, movements: page(500, 500), next_cursor: "c2" });
          return new Promise((resolve) => pending.push(() => resolve(body)));
        }),
      ]),
    ),
  );
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
    downloads++;
    return "blob:csv";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the next page request through once it was sent. */
async function answerNext() {
  await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
  pending.shift()!();
}

function renderButton() {
  return render(
    <>
      <ExportCsvButton orgId={1} filters={filters} rodeos={[]} lots={[]} />
      <AppToaster />
    </>,
  );
}

describe("ExportCsvButton", () => {
  it("shows the running count, downloads once and says how many were exported", async () => {
    renderButton();
    const button = screen.getByRole("button", { name: "Exportar CSV" });
    // A double click lands before the button re-renders disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    await answerNext();
    expect(await screen.findByRole("button", { name: "Exportando... 500 registros" })).toBeDisabled();
    await answerNext();
    expect(await screen.findByText("Se exportaron 520 registros")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Exportar CSV" })).toBeEnabled());
    expect(downloads).toBe(1);
    expect(gets).toHaveLength(2);
  });

  it("leaving the page while exporting downloads nothing", async () => {
    const { unmount } = renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Exportar CSV" }));
    await answerNext();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending).toHaveLength(0);
    expect(downloads).toBe(0);
  });
});
