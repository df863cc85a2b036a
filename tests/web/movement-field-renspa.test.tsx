// A record that takes animals into or out of the establishment names its field's RENSPA (docs/herd.md): the
// field of the record's lot, else of its rodeo's lot; records that stay inside, and fields without one, do not.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Movement } from "@shared/herd-types";
import { fieldCrossing } from "../../web/src/features/movements/field-crossing";
import { queryClient } from "../../web/src/lib/query/query-client";
import { fake, fakeFetch, routes } from "./fake-api";
import { renderRecordPage, signedIn } from "./record-page";
import { lot, movement, rodeo } from "./live-factories";

const FIELD = { id: 3, name: "La Esperanza", hectares: 1650, locality: "Ayacucho", renspa: "06.077.0.00412/00" };
const LOTS = [lot(1, { field_id: 3, field: FIELD }), lot(2, { field_id: null, field: null })];
const RODEOS = [{ ...rodeo(1), lot_id: 1 }];
const sale = movement(9, "2026-11-25", { type: "SELL", rodeoId: 1, lot_id: null, organization_id: 1 });

describe("fieldCrossing", () => {
  it("names the field a sale leaves and a purchase enters, through the rodeo's lot when the record has none", () => {
    expect(fieldCrossing(sale, LOTS, RODEOS)).toEqual({ way: "out", name: "La Esperanza", renspa: FIELD.renspa });
    const buy: Movement = { ...sale, type: "BUY", lot_id: 1, rodeoId: 99 };
    expect(fieldCrossing(buy, LOTS, RODEOS)).toEqual({ way: "in", name: "La Esperanza", renspa: FIELD.renspa });
  });

  it("says nothing for records inside the establishment or fields without a RENSPA", () => {
    expect(fieldCrossing({ ...sale, type: "WEIGHING" }, LOTS, RODEOS)).toBeNull();
    expect(fieldCrossing({ ...sale, lot_id: 2 }, LOTS, RODEOS)).toBeNull();
    const noRenspa = [lot(1, { field_id: 3, field: { ...FIELD, renspa: null } })];
    expect(fieldCrossing(sale, noRenspa, RODEOS)).toBeNull();
  });
});

describe("the record's page", () => {
  beforeEach(() => {
    signedIn(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        fakeFetch([
          fake(routes.movement[":id"]).get({ ok: true, movement: sale }),
          fake(routes.lot.info[":orgId"]).get({ ok: true, lots: LOTS }),
          fake(routes.rodeo[":org"]).get({ ok: true, rodeos: RODEOS }),
          fake(routes.user[":id"]).get({ ok: true, user: { id: 1, first_name: "Ana", last_name: "Ruiz" } }),
        ]),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("shows the RENSPA of the field the sale left", async () => {
    renderRecordPage(9);
    expect(await screen.findByText("La Esperanza · RENSPA 06.077.0.00412/00")).toBeInTheDocument();
    expect(screen.getByText("Sale del campo")).toBeInTheDocument();
  });
});
