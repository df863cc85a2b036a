// Movement type labels (docs/herd.md): all 34 types have one, the fixed ones word for word, unknown →
// 'Movimiento'; every type a form records is in the picker once, under its group.
import { describe, expect, it } from "vitest";
import { MOVEMENT_GROUPS, RECORDABLE_TYPES, movementLabel } from "../../web/src/components/movement-form";
import { KIND_TYPES, kindForType } from "@shared/movement-schemas";
import { MOVEMENT_TYPES, STRUCTURAL_TYPES } from "@shared/movement-types";

const SPEC_LABELS: Record<string, string> = {
  BUY: "Compra de animales",
  SELL: "Venta de animales",
  BIRTH: "Nacimiento de animales",
  DEATH: "Mortandad de animales",
  WEANING: "Destete de animales",
  ABORTION: "Aborto de animales",
  WEIGHING: "Registro de pesaje",
  RAIN: "Registro de lluvia",
  FROST: "Registro de helada",
  HAIL: "Registro de granizo",
};

describe("movement labels", () => {
  it("covers the 35 movement types with distinct Spanish labels", () => {
    expect(MOVEMENT_TYPES).toHaveLength(35);
    const labels = MOVEMENT_TYPES.map(movementLabel);
    for (const label of labels) {
      expect(label).not.toBe("Movimiento");
      expect(label.trim()).not.toBe("");
    }
    expect(new Set(labels).size).toBe(35);
  });

  it("uses the fixed labels word for word", () => {
    for (const [type, label] of Object.entries(SPEC_LABELS)) expect(movementLabel(type)).toBe(label);
  });

  it("shows 'Movimiento' for an unknown type", () => {
    for (const type of ["", "UNKNOWN", "buy", "Compra", "__proto__", "toString"])
      expect(movementLabel(type)).toBe("Movimiento");
  });
});

describe("type picker groups", () => {
  it("lists Hacienda, Sanidad, Reproducción, Clima and Insumos", () => {
    expect(MOVEMENT_GROUPS.map((g) => g.label)).toEqual(["Hacienda", "Sanidad", "Reproducción", "Clima", "Insumos"]);
  });

  it("offers every type the API records with a body, once", () => {
    const recordable = new Set(Object.values(KIND_TYPES).flat());
    // TRANSFER_RODEO is an older name of a rodeo move: edited, not newly recorded.
    recordable.delete("TRANSFER_RODEO");
    // Supply batches and consumption are recorded through the API; their screens are the supplies' (docs/supplies.md).
    recordable.delete("ASSET_BATCH");
    recordable.delete("ASSET_CONSUMPTION");
    expect(new Set(RECORDABLE_TYPES)).toEqual(recordable);
    expect(RECORDABLE_TYPES).toHaveLength(recordable.size);
    for (const type of RECORDABLE_TYPES) {
      expect(kindForType(type)).not.toBeNull();
      expect(STRUCTURAL_TYPES.has(type)).toBe(false);
    }
  });
});
