// The <option>s of a supply picker: each supply with the stock it has.
import type { Supply } from "@shared/supply-types";
import { quantityWithUnit } from "./supply-format";

export function SupplyOptions({ supplies }: { supplies: readonly Supply[] }) {
  return (
    <>
      {supplies.map((a) => (
        <option key={a.id} value={a.id}>
          {`${a.name} · ${quantityWithUnit(a.quantity, a.unit)}`}
        </option>
      ))}
    </>
  );
}
