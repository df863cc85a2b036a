// Configuración › Espacio de archivos on a stubbed API: owners and admins read the organization's use against
// its quota with a bar (a notice near the end), the API's error with a retry; plain users see and ask nothing.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StorageUsage } from "../../worker/shared/storage-values";
import { StorageSection } from "../../web/src/features/configuration/storage-section";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom, selectedOrganizationIdAtom, STORAGE_KEYS } from "../../web/src/lib/session";
import { tokenExpiringIn } from "./jwt-helpers";
import { fail, Failure, fake, fakeFetch, routes } from "./fake-api";

const ORG = 4;
const GB = 1024 ** 3;
let answer: StorageUsage | Failure;
let calls: string[];

function signIn(role: "owner" | "admin" | "user") {
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Loma", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, ORG);
}
const usage = (storage: StorageUsage) => storage;
const storageRoute = fakeFetch([
  fake(routes.organization[":id"].storage).get((_request, reply) =>
    answer instanceof Failure ? answer : reply({ ok: true, storage: answer }),
  ),
]);
const inApp = () =>
  render(
    <Provider store={appStore}>
      <StorageSection />
    </Provider>,
  );

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, tokenExpiringIn(900, Date.now()));
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokenExpiringIn(86_400, Date.now()));
  queryClient.clear();
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | Request) => {
      const url = typeof input === "string" ? input : input.url;
      calls.push(url);
      return storageRoute(input);
    }),
  );
});

describe("Storage section", () => {
  it("shows the owner the use against the quota with a bar", async () => {
    signIn("owner");
    answer = usage({ used_bytes: Math.round(12.3 * 1024 ** 2), quota_bytes: GB });
    inApp();
    expect(screen.getByRole("heading", { name: "Espacio de archivos" })).toBeInTheDocument();
    expect(await screen.findByText("Espacio usado: 12,3 MB de 1 GB")).toBeInTheDocument();
    const bar = screen.getByRole("meter", { name: "Espacio usado: 12,3 MB de 1 GB" });
    expect(bar).toHaveAttribute("aria-valuenow", "1");
    expect(bar).toHaveAttribute("data-level", "ok");
    expect(screen.queryByText(/Queda poco espacio|Se alcanzó el espacio/)).toBeNull();
    expect(calls).toEqual([`/api/organization/${ORG}/storage`]);
  });

  it("tells an admin when little space is left, and when it is full", async () => {
    signIn("admin");
    answer = usage({ used_bytes: Math.round(0.95 * GB), quota_bytes: GB });
    const { unmount } = inApp();
    expect(await screen.findByText("Espacio usado: 972,8 MB de 1 GB")).toBeInTheDocument();
    expect(screen.getByRole("meter")).toHaveAttribute("data-level", "full");
    expect(screen.getByText(/^Queda poco espacio/)).toBeInTheDocument();
    unmount();

    queryClient.clear();
    answer = usage({ used_bytes: GB, quota_bytes: GB });
    inApp();
    expect(await screen.findByText("Espacio usado: 1 GB de 1 GB")).toBeInTheDocument();
    expect(screen.getByRole("meter")).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText(/^Se alcanzó el espacio/)).toBeInTheDocument();
  });

  it("shows the API's refusal and reads again on Reintentar", async () => {
    signIn("owner");
    answer = fail(500, "Error interno del servidor", "INTERNAL");
    inApp();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error interno del servidor");
    answer = usage({ used_bytes: 0, quota_bytes: GB });
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Espacio usado: 0 MB de 1 GB")).toBeInTheDocument();
  });

  it("is not shown to plain users, who ask nothing", () => {
    signIn("user");
    inApp();
    expect(screen.queryByRole("heading", { name: "Espacio de archivos" })).toBeNull();
    expect(calls).toEqual([]);
  });
});
