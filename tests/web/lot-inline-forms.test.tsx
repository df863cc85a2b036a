// The inline forms of the lot and rodeo pages on the shared schemas: a lot row's count (checked as
// typed, saved with the API's call), the lot's data card and the rodeo's move to another lot.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as lotApi from "../../web/src/data/api/lot-api";
import { LotAnimalRow } from "../../web/src/features/lots/lot-animal-row";
import { LotDataSection } from "../../web/src/features/lots/lot-data-section";
import * as rodeoApi from "../../web/src/data/api/rodeo-api";
import { RodeoMoveSection } from "../../web/src/features/rodeos/rodeo-move-section";
import type { StoreLot, StoreRodeo } from "../../web/src/lib/store";
import { lot as makeLot } from "./live-factories";

vi.mock("../../web/src/data/api/lot-api", () => ({
  updateAnimalCount: vi.fn(async () => ({})),
  deleteAnimalRow: vi.fn(async () => ({})),
  editLot: vi.fn(async () => ({})),
}));
vi.mock("../../web/src/data/api/rodeo-api", () => ({
  editRodeo: vi.fn(async () => ({ lot: { id: 9, name: "Loma" } })),
}));
vi.mock("../../web/src/data/lots", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/data/lots")>()),
  useLots: () => ({
    data: [
      { id: 3, name: "Bajo" },
      { id: 9, name: "Loma" },
    ],
  }),
}));
vi.mock("../../web/src/data/fields", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/data/fields")>()),
  useFields: () => ({ data: [] }),
}));

const row = { id: 11, count: 12, category: "Ternero", category_id: 1, ev: 1, rodeo_id: 7, rodeo: "Cría" };
const dates = { created_at: "2024-01-01T00:00:00Z", updated_at: "2024-01-01T00:00:00Z" };
const lot: StoreLot = makeLot(3, {
  name: "Bajo",
  order: 0,
  animals: [row],
  rodeos: [{ id: 7, name: "Cría" }],
  total: 12,
  ev_per_ha: 1.2,
  ...dates,
});
const rodeo: StoreRodeo = {
  id: 7,
  name: "Cría",
  lot_id: 3,
  lot: { id: 3, name: "Bajo" },
  stock: [],
  total: 12,
  last_mean_weight: null,
  last_weighing_date: null,
  daily_gain: null,
  withdrawal_until: null,
  ...dates,
};

describe("Lot animal row", () => {
  beforeEach(() => vi.clearAllMocks());
  const renderRow = () =>
    render(
      <table>
        <tbody>
          <LotAnimalRow row={row} lotId={3} orgId={5} />
        </tbody>
      </table>,
    );

  it("marks a count that is not a whole number invalid and keeps Guardar off", async () => {
    renderRow();
    const input = screen.getByLabelText("Cantidad de Ternero en Cría");
    const save = screen.getByRole("button", { name: "Guardar" });
    expect(save).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, "2.5");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(save).toBeDisabled();
    await userEvent.type(input, "{Enter}");
    expect(lotApi.updateAnimalCount).not.toHaveBeenCalled();
  });

  it("saves a changed count", async () => {
    renderRow();
    const input = screen.getByLabelText("Cantidad de Ternero en Cría");
    await userEvent.clear(input);
    await userEvent.type(input, "15");
    expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Guardar" }));
    expect(lotApi.updateAnimalCount).toHaveBeenCalledWith(3, 11, 5, 15);
  });
});

describe("Lot data card", () => {
  beforeEach(() => vi.clearAllMocks());

  it("requires a name and saves the lot's edited data", async () => {
    render(<LotDataSection lot={lot} orgId={5} canManage editing={false} />);
    const name = screen.getByLabelText("Nombre del lote");
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(lotApi.editLot).not.toHaveBeenCalled();
    await userEvent.type(name, "Bajo Norte");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(lotApi.editLot).toHaveBeenCalledWith(3, { name: "Bajo Norte", hectares: 10, field_id: null });
  });
});

describe("Rodeo move", () => {
  beforeEach(() => vi.clearAllMocks());

  it("keeps Mover off on the current lot and moves to the picked one", async () => {
    render(<RodeoMoveSection orgId={5} rodeo={rodeo} canManage />);
    const card = screen.getByRole("region", { name: "Mover a otro lote" });
    const move = within(card).getByRole("button", { name: "Mover" });
    expect(move).toBeDisabled();
    await userEvent.selectOptions(within(card).getByLabelText("Lote de destino"), "9");
    await userEvent.click(move);
    expect(rodeoApi.editRodeo).toHaveBeenCalledWith(5, 7, { lot_id: 9 });
    await userEvent.selectOptions(within(card).getByLabelText("Lote de destino"), "");
    await userEvent.click(move);
    expect(rodeoApi.editRodeo).toHaveBeenLastCalledWith(5, 7, { lot_id: null });
  });
});
