// "Importar límites" (/mapa/importar, docs/map.md) on a stubbed API: the file goes up as multipart and its
// preview lists each shape with its outline, hectares or issue and the server's match; the user reassigns, a
// lot chosen twice is refused, and "Guardar" sends one PUT per chosen shape, in order, with its geometry, then
// shows each one's warning or refusal; a second press retries only the refused. Plain members cannot import.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import BoundaryImportPage from "../../web/src/features/boundaries/boundary-import-page";
import LotsPage from "../../web/src/features/lots/lots-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { ORG, renderAt, stubApi } from "./animal-fixtures";
import { fail, fake, routes, type FakeRequest } from "./fake-api";
import { stubUploads, type SentUpload } from "./fake-upload";
import { rectangle } from "../../worker/scripts/seed/ranch-boundaries";
import { lot } from "./live-factories";

const molino = rectangle([-59.1, -37.1], 1000, 986);
const bajo = rectangle([-59.09, -37.1], 1000, 987);
const campo = rectangle([-59.2, -37.2], 10000, 9850);

const preview = {
  ok: true as const,
  shapes: [
    {
      name: "POTRERO del molino",
      geometry: molino,
      hectares: 98.6,
      match: { kind: "potrero" as const, id: 1, name: "Potrero del Molino" },
    },
    { name: "Bajo nuevo", geometry: bajo, hectares: 98.7, match: null },
    { name: "Camino", geometry: null, issue: "No es un polígono", match: null },
    {
      name: "La Esperanza",
      geometry: campo,
      hectares: 9850,
      match: { kind: "campo" as const, id: 7, name: "La Esperanza" },
    },
  ],
};

const field = {
  id: 7,
  name: "La Esperanza",
  hectares: 9800,
  locality: "Ayacucho",
  renspa: null,
  boundary: null,
  computed_hectares: null,
};

let puts: Array<{ kind: string; id: string; body: unknown }>;
let uploads: SentUpload[];

const asRole = (role: "owner" | "admin" | "user") =>
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Esperanza", role, members: [] }]);

beforeEach(() => {
  puts = [];
  const fakes = [
    fake(routes.lot.info[":orgId"]).get({
      ok: true,
      lots: [lot(1, { name: "Potrero del Molino" }), lot(2, { name: "El Bajo", field_id: 7 })],
    }),
    fake(routes.field[":org"]).get({ ok: true, fields: [field] }),
    fake(routes.lot[":orgId"].boundaries.import).post(preview),
    fake(routes.lot[":orgId"][":lotId"].boundary).put(({ params, body }: FakeRequest, reply) => {
      puts.push({ kind: "potrero", id: params.lotId!, body });
      if (params.lotId === "2") return fail(400, "El polígono se corta a sí mismo cerca de -37.10000, -59.09000");
      return reply({
        ok: true,
        lot: lot(Number(params.lotId), { name: "Potrero del Molino", boundary: molino, computed_hectares: 98.6 }),
        warning: "El potrero Potrero del Molino queda fuera del límite del campo La Esperanza: revisá el dibujo",
      });
    }),
    fake(routes.field[":org"][":id"].boundary).put(({ params, body }: FakeRequest, reply) => {
      puts.push({ kind: "campo", id: params.id!, body });
      return reply({ ok: true, field: { ...field, boundary: campo, computed_hectares: 9850 } });
    }),
  ];
  stubApi(fakes);
  uploads = stubUploads(fakes);
});
afterEach(() => {
  appStore.set(organizationsAtom, null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

const kml = () => new File(["<kml><Document/></kml>"], "limites.kml", { type: "application/vnd.google-earth.kml+xml" });

async function upload() {
  renderAt("/mapa/importar", "/mapa/importar", <BoundaryImportPage />);
  await userEvent.upload(await screen.findByLabelText("Archivo KML, KMZ o GeoJSON"), kml());
  return screen.findByRole("form", { name: "4 formas en limites.kml" });
}

describe("Importar límites", () => {
  it("uploads the file and previews each shape with its match, outline, hectares or issue", async () => {
    asRole("admin");
    const form = await upload();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.url).toBe(`/api/lot/${ORG}/boundaries/import`);
    const sent = (uploads[0]!.body as FormData).get("file") as File;
    expect(sent.name).toBe("limites.kml");

    await waitFor(() => expect(within(form).getByLabelText("Asignar POTRERO del molino a")).toHaveValue("potrero:1"));
    expect(within(form).getByLabelText("Asignar Bajo nuevo a")).toHaveValue("");
    expect(within(form).getByLabelText("Asignar La Esperanza a")).toHaveValue("campo:7");
    expect(within(form).queryByLabelText("Asignar Camino a")).toBeNull();
    expect(within(form).getByText("No se importa: No es un polígono")).toBeInTheDocument();
    expect(within(form).getByText("· 98,6 ha")).toBeInTheDocument();
    expect(within(form).getByRole("img", { name: "Contorno de POTRERO del molino" })).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "Guardar 2 límites" })).toBeEnabled();
    // Nothing is written before the press.
    expect(puts).toEqual([]);
  });

  it("writes each chosen shape in order with its geometry and shows each one's warning or refusal", async () => {
    asRole("owner");
    const form = await upload();
    await userEvent.selectOptions(await within(form).findByLabelText("Asignar Bajo nuevo a"), "El Bajo");
    await userEvent.click(within(form).getByRole("button", { name: "Guardar 3 límites" }));

    expect(await within(form).findByText("Se guardaron 2 de 3 límites.")).toBeInTheDocument();
    expect(puts).toEqual([
      { kind: "potrero", id: "1", body: { geometry: molino } },
      { kind: "potrero", id: "2", body: { geometry: bajo } },
      { kind: "campo", id: "7", body: { geometry: campo } },
    ]);
    expect(within(form).getByText("Guardado en el potrero Potrero del Molino")).toBeInTheDocument();
    expect(
      within(form).getByText(
        "El potrero Potrero del Molino queda fuera del límite del campo La Esperanza: revisá el dibujo",
      ),
    ).toBeInTheDocument();
    expect(
      within(form).getByText("No se guardó: El polígono se corta a sí mismo cerca de -37.10000, -59.09000"),
    ).toBeInTheDocument();
    expect(within(form).getByText("Guardado en el campo La Esperanza")).toBeInTheDocument();
    // The written lot's boundary is in the cached list at once.
    const cached = queryClient.getQueryData<Array<{ id: number; boundary: unknown }>>(["org", ORG, "lots"]);
    expect(cached?.find((l) => l.id === 1)?.boundary).toEqual(molino);

    // A second press retries only the refused one.
    puts = [];
    await userEvent.click(within(form).getByRole("button", { name: "Guardar 1 límite" }));
    await waitFor(() => expect(puts).toEqual([{ kind: "potrero", id: "2", body: { geometry: bajo } }]));
  });

  it("refuses a lot chosen for two shapes, and says so", async () => {
    asRole("owner");
    const form = await upload();
    await userEvent.selectOptions(await within(form).findByLabelText("Asignar Bajo nuevo a"), "Potrero del Molino");
    const repeated =
      "Elegiste el potrero Potrero del Molino para más de una forma: cada potrero o campo va una sola vez";
    expect(within(form).getAllByText(repeated)).toHaveLength(2);
    await userEvent.click(within(form).getByRole("button", { name: "Guardar 3 límites" }));
    expect(within(form).getByLabelText("Asignar Bajo nuevo a")).toHaveAttribute("aria-invalid", "true");
    expect(puts).toEqual([]);
    // Choosing "No importar" for one of them lifts the refusal.
    await userEvent.selectOptions(within(form).getByLabelText("Asignar Bajo nuevo a"), "No importar");
    expect(within(form).queryByText(repeated)).toBeNull();
  });

  it("shows the server's reason when the file cannot be read", async () => {
    asRole("owner");
    const fakes = [
      fake(routes.lot[":orgId"].boundaries.import).post(() =>
        fail(400, "No se pudo leer el archivo: el KML no es un XML válido"),
      ),
    ];
    uploads = stubUploads(fakes);
    renderAt("/mapa/importar", "/mapa/importar", <BoundaryImportPage />);
    await userEvent.upload(await screen.findByLabelText("Archivo KML, KMZ o GeoJSON"), kml());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se pudo leer el archivo: el KML no es un XML válido",
    );
  });

  it("is not offered to a plain member", async () => {
    asRole("user");
    renderAt("/mapa/importar", "/mapa/importar", <BoundaryImportPage />);
    expect(
      screen.getByText("Solo los dueños y administradores del establecimiento pueden importar límites."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Archivo KML, KMZ o GeoJSON")).toBeNull();
  });
});

describe("the lots page's boundary files", () => {
  it("links owners and admins to the import, and lets every member export", async () => {
    const fetched = vi.fn(
      () => new Response("<kml/>", { headers: { "Content-Type": "application/vnd.google-earth.kml+xml" } }),
    );
    const original = globalThis.fetch;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string, init?: RequestInit) =>
        String(input).endsWith(`/lot/${ORG}/boundaries/kml`) ? fetched() : original(input, init),
      ),
    );
    const saved = vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:limites");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    // jsdom does not follow a download link.
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);

    asRole("user");
    const { unmount } = renderAt("/lots", "/lots", <LotsPage />);
    const files = await screen.findByRole("group", { name: "Límites" });
    expect(within(files).queryByRole("link", { name: "Importar límites (KML, KMZ, GeoJSON)" })).toBeNull();
    await userEvent.click(within(files).getByRole("button", { name: "Exportar KML" }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(fetched).toHaveBeenCalledTimes(1);
    unmount();

    asRole("admin");
    renderAt("/lots", "/lots", <LotsPage />);
    const link = within(await screen.findByRole("group", { name: "Límites" })).getByRole("link", {
      name: "Importar límites (KML, KMZ, GeoJSON)",
    });
    expect(link).toHaveAttribute("href", "/mapa/importar");
  });
});
