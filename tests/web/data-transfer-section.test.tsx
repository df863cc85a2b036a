// "Tus datos" on the configuration screen (docs/export-and-backup.md): only owners see it; the export's JSON is taken out of
// the ZIP in the browser (real fflate) and sent as the import's body; a ZIP without it never reaches the API.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { zipSync, strToU8 } from "fflate";
import { Provider } from "jotai";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "../../web/src/data/api/data-transfer-api";
import { DataTransferSection } from "../../web/src/features/configuration/data-transfer-section";
import { appStore, organizationsAtom, selectedOrganizationIdAtom } from "../../web/src/lib/session";

vi.mock("../../web/src/data/api/data-transfer-api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/data/api/data-transfer-api")>()),
  exportOrganization: vi.fn(async () => new Blob(["zip"])),
  importOrganization: vi.fn(async () => ({ ok: true, imported: { lots: 2 } })),
}));

const asRole = (role: "owner" | "admin" | "user") => {
  appStore.set(organizationsAtom, [{ id: 4, name: "La Loma", role, members: [] }]);
  appStore.set(selectedOrganizationIdAtom, 4);
};
const show = () =>
  render(
    <Provider store={appStore}>
      <DataTransferSection />
    </Provider>,
  );
const zipFile = (files: Record<string, string>) =>
  new File(
    [zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))) as BlobPart],
    "export.zip",
    {
      type: "application/zip",
    },
  );

describe("Tus datos", () => {
  beforeEach(() => vi.clearAllMocks());

  it("is shown to owners only", () => {
    for (const role of ["admin", "user"] as const) {
      asRole(role);
      const { container, unmount } = show();
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    asRole("owner");
    show();
    expect(screen.getByRole("heading", { name: "Tus datos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Descargar todos los datos" })).toBeEnabled();
  });

  it("sends the JSON inside the ZIP as the import", async () => {
    asRole("owner");
    show();
    const json = JSON.stringify({ format: "tropero-export", version: 1, tables: {} });
    await userEvent.upload(
      screen.getByLabelText("Archivo de exportación"),
      zipFile({ "lotes.csv": "x", "tropero-export.json": json }),
    );
    await vi.waitFor(() => expect(api.importOrganization).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
    const [orgId, blob] = vi.mocked(api.importOrganization).mock.calls[0]!;
    expect(orgId).toBe(4);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(text).toBe(json);
  });

  it("says so when the ZIP is not an export, and sends nothing", async () => {
    asRole("owner");
    show();
    await userEvent.upload(screen.getByLabelText("Archivo de exportación"), zipFile({ "otra-cosa.csv": "x" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("El ZIP no tiene el archivo tropero-export.json");
    expect(api.importOrganization).not.toHaveBeenCalled();
  });
});
