// The "Límite" block (docs/map.md) of a lot's page and of a field on the fields page, on a stubbed API: the
// outline with the declared and computed hectares; owners and admins take the computed hectares through the
// ordinary edit (only when they differ by more than 1 %) and remove the boundary (a PUT with null) after
// confirming; plain members only read; without a boundary it leads to the import.
import type { Lot } from "@shared/herd-types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import FieldsPage from "../../web/src/features/fields/fields-page";
import LotDetailPage from "../../web/src/features/lots/lot-detail-page";
import { queryClient } from "../../web/src/lib/query/query-client";
import { appStore, organizationsAtom } from "../../web/src/lib/session";
import { ORG, renderAt, stubApi } from "./animal-fixtures";
import { fake, routes, type FakeRequest } from "./fake-api";
import { rectangle } from "../../worker/scripts/seed/ranch-boundaries";
import { lot } from "./live-factories";

const drawn = rectangle([-59.1, -37.1], 1000, 986);

let sent: Array<{ route: string; body: unknown }>;

function serve(theLot: Lot, role: "owner" | "admin" | "user") {
  sent = [];
  appStore.set(organizationsAtom, [{ id: ORG, name: "La Esperanza", role, members: [] }]);
  stubApi([
    fake(routes.lot.info[":orgId"]).get({ ok: true, lots: [theLot] }),
    fake(routes.lot.edit[":id"]).put(({ body }: FakeRequest, reply) => {
      sent.push({ route: "edit", body });
      return reply({ ok: true, lot: { ...theLot, ...(body as object) } });
    }),
    fake(routes.lot[":orgId"][":lotId"].boundary).put(({ body }: FakeRequest, reply) => {
      sent.push({ route: "boundary", body });
      return reply({ ok: true, lot: { ...theLot, boundary: null, computed_hectares: null } });
    }),
  ]);
}

afterEach(() => {
  appStore.set(organizationsAtom, null);
  vi.unstubAllGlobals();
  queryClient.clear();
});

const showLot = () => renderAt("/lots/3", "/lots/:id", <LotDetailPage />);
const block = async () => screen.findByRole("region", { name: "Límite" });

describe("the lot's boundary", () => {
  it("shows both areas and saves the computed hectares through the lot's edit", async () => {
    serve(lot(3, { name: "Molino", hectares: 90, boundary: drawn, computed_hectares: 98.64 }), "admin");
    showLot();
    const limit = await block();
    expect(within(limit).getByRole("img", { name: "Contorno de Molino" })).toBeInTheDocument();
    expect(within(limit).getByText("Superficie declarada 90 ha · calculada 98,6 ha")).toBeInTheDocument();
    await userEvent.click(within(limit).getByRole("button", { name: "Usar la superficie calculada" }));
    await waitFor(() =>
      expect(sent).toEqual([{ route: "edit", body: { name: "Molino", hectares: 98.64, field_id: null } }]),
    );
    // The answered lot replaces the cached one: the areas agree and the button goes.
    await waitFor(() =>
      expect(within(limit).queryByRole("button", { name: "Usar la superficie calculada" })).toBeNull(),
    );
  });

  it("removes the boundary with a PUT of null after confirming", async () => {
    serve(lot(3, { name: "Molino", hectares: 98.5, boundary: drawn, computed_hectares: 98.64 }), "owner");
    showLot();
    const limit = await block();
    // Within 1 %: nothing to take.
    expect(within(limit).queryByRole("button", { name: "Usar la superficie calculada" })).toBeNull();
    await userEvent.click(within(limit).getByRole("button", { name: "Quitar límite" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitar límite" });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Quitar límite" }));
    await waitFor(() => expect(sent).toEqual([{ route: "boundary", body: { geometry: null } }]));
    expect(await within(limit).findByText(/Sin límite dibujado/)).toBeInTheDocument();
    expect(within(limit).getByRole("link", { name: "Importar límites" })).toHaveAttribute("href", "/mapa/importar");
  });

  it("only shows it to a plain member", async () => {
    serve(lot(3, { name: "Molino", hectares: 90, boundary: drawn, computed_hectares: 98.64 }), "user");
    showLot();
    const limit = await block();
    expect(within(limit).getByText("Superficie declarada 90 ha · calculada 98,6 ha")).toBeInTheDocument();
    expect(within(limit).queryByRole("button")).toBeNull();
  });
});

describe("a field's boundary", () => {
  it("saves the field's computed hectares through the field's edit", async () => {
    sent = [];
    appStore.set(organizationsAtom, [{ id: ORG, name: "La Esperanza", role: "owner", members: [] }]);
    const field = {
      id: 7,
      name: "La Esperanza",
      hectares: 9000,
      locality: "Ayacucho",
      renspa: null,
      boundary: drawn,
      computed_hectares: 9850.5,
    };
    stubApi([
      fake(routes.lot.info[":orgId"]).get({ ok: true, lots: [] }),
      fake(routes.field[":org"]).get({
        ok: true,
        fields: [field, { ...field, id: 8, name: "El Ombú", boundary: null, computed_hectares: null }],
      }),
      fake(routes.field[":org"][":id"]).put(({ body }: FakeRequest, reply) => {
        sent.push({ route: "field", body });
        return reply({ ok: true, field: { ...field, ...(body as object) } });
      }),
    ]);
    renderAt("/campos", "/campos", <FieldsPage />);
    const card = (await screen.findByRole("heading", { name: "La Esperanza" })).closest("li")!;
    expect(
      within(card as HTMLElement).getByText("Superficie declarada 9.000 ha · calculada 9.850,5 ha"),
    ).toBeInTheDocument();
    await userEvent.click(within(card as HTMLElement).getByRole("button", { name: "Usar la superficie calculada" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { route: "field", body: { name: "La Esperanza", hectares: 9850.5, locality: "Ayacucho", renspa: null } },
      ]),
    );
    const other = screen.getByRole("heading", { name: "El Ombú" }).closest("li")!;
    expect(within(other as HTMLElement).getByText(/Sin límite dibujado/)).toBeInTheDocument();
  });
});
