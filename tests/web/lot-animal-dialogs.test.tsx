// The lot's deaths and transfer dialogs on the shared schema pieces: the category, count and
// same-category messages under their fields with nothing sent, and the body sent when valid.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as lotApi from "../../web/src/data/api/lot-api";
import { LotDeathsDialog } from "../../web/src/features/lots/lot-deaths-dialog";
import { LotTransferDialog } from "../../web/src/features/lots/lot-transfer-dialog";
import type { StoreLot } from "../../web/src/lib/store";
import { lot as makeLot } from "./live-factories";

vi.mock("../../web/src/data/api/lot-api", () => ({
  recordDeaths: vi.fn(async () => ({})),
  transferAnimals: vi.fn(async () => ({})),
}));
vi.mock("../../web/src/data/categories", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../web/src/data/categories")>()),
  useCategories: () => ({
    data: [
      { id: 1, name: "Ternero" },
      { id: 2, name: "Novillito" },
    ],
  }),
}));

const row = { ev: 1, rodeo_id: 7, rodeo: "Cría" };
const lot: StoreLot = makeLot(3, {
  name: "Bajo",
  order: 0,
  animals: [
    { id: 11, count: 12, category: "Ternero", category_id: 1, ...row },
    { id: 12, count: 4, category: "Novillito", category_id: 2, ...row },
  ],
  rodeos: [{ id: 7, name: "Cría" }],
  total: 16,
  ev_per_ha: 1.6,
});
const confirm = () => userEvent.click(screen.getByRole("button", { name: "Confirmar" }));

describe("Lot animal dialogs", () => {
  beforeEach(() => vi.clearAllMocks());

  it("deaths: asks for the category and a count, then no more than available", async () => {
    render(<LotDeathsDialog lot={lot} orgId={5} onClose={() => {}} />);
    await confirm();
    expect(await screen.findByText("Elegí una categoría", { selector: ".field-error" })).toBeInTheDocument();
    expect(screen.getByLabelText("Cantidad")).toHaveAccessibleDescription("Ingresá una cantidad mayor a cero");
    await userEvent.selectOptions(screen.getByLabelText("Categoría"), "1");
    await userEvent.type(screen.getByLabelText("Cantidad"), "13");
    await confirm();
    expect(await screen.findByText("Hay 12 disponibles")).toBeInTheDocument();
    expect(lotApi.recordDeaths).not.toHaveBeenCalled();
  });

  it("deaths: records the count, trimmed cause and date of the picked category", async () => {
    const onClose = vi.fn();
    render(<LotDeathsDialog lot={lot} orgId={5} onClose={onClose} />);
    await userEvent.selectOptions(screen.getByLabelText("Categoría"), "2");
    await userEvent.type(screen.getByLabelText("Cantidad"), "2");
    await userEvent.clear(screen.getByLabelText("Fecha"));
    await userEvent.type(screen.getByLabelText("Fecha"), "2026-03-04");
    await userEvent.type(screen.getByLabelText("Causa (opcional)"), " Rayo ");
    await confirm();
    expect(lotApi.recordDeaths).toHaveBeenCalledWith(3, {
      rodeo_id: 7,
      category_id: 2,
      count: 2,
      cause: "Rayo",
      date: "2026-03-04T00:00:00.000Z",
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("transfer: asks for both categories, refuses the same one, then transfers", async () => {
    render(<LotTransferDialog lot={lot} orgId={5} onClose={() => {}} />);
    await confirm();
    expect(screen.getByLabelText("Desde la categoría")).toHaveAccessibleDescription("Elegí una categoría");
    expect(screen.getByLabelText("A la categoría")).toHaveAccessibleDescription("Elegí una categoría");
    await userEvent.selectOptions(screen.getByLabelText("A la categoría"), "1");
    await userEvent.selectOptions(screen.getByLabelText("Desde la categoría"), "1");
    await userEvent.type(screen.getByLabelText("Cantidad"), "5");
    await confirm();
    expect(await screen.findByText("Elegí una categoría distinta")).toBeInTheDocument();
    expect(lotApi.transferAnimals).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText("A la categoría"), "2");
    await confirm();
    expect(lotApi.transferAnimals).toHaveBeenCalledWith(3, 5, {
      rodeo_id: 7,
      from_category: 1,
      to_category: 2,
      count: 5,
    });
  });
});
