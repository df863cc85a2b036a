// Where the lot animal dialogs take head from: a rodeo grazing in the lot (picked only when there
// are several) and one of the categories it holds there, with the checks on the count.
import { useState } from "react";
import { formatInt } from "../../lib/herd/figures";
import type { StoreLot } from "../../lib/store";
import type { lotDetailMessages } from "./lot-detail-messages";
import { RodeoPicker, rowsOfRodeo, StockCategoryPicker } from "./lot-pickers";

export type StockSource = ReturnType<typeof useStockSource>;
type LotDetailTexts = (typeof lotDetailMessages)["es"];

export function useStockSource(lot: StoreLot) {
  const [rodeo, setRodeo] = useState(String(lot.rodeos?.[0]?.id ?? ""));
  const [category, setCategory] = useState("");
  const rows = rowsOfRodeo(lot, Number(rodeo));
  const source = rows.find((r) => String(r.category_id) === category);
  return { lot, rodeo, setRodeo, category, setCategory, rows, source };
}

/** The rodeo picker (several rodeos only; a new rodeo clears the category) and the category picker. */
export function StockSourcePickers({ stock, label, error }: { stock: StockSource; label: string; error?: string }) {
  return (
    <>
      {(stock.lot.rodeos ?? []).length > 1 ? (
        <RodeoPicker
          lot={stock.lot}
          value={stock.rodeo}
          onChange={(v) => {
            stock.setRodeo(v);
            stock.setCategory("");
          }}
        />
      ) : null}
      <StockCategoryPicker
        label={label}
        rows={stock.rows}
        value={stock.category}
        onChange={stock.setCategory}
        error={error}
      />
    </>
  );
}

/** The message for a head count that is not a positive whole number or is more than the source holds. */
export function countError(t: LotDetailTexts, n: number, source: StockSource["source"]): string | undefined {
  if (!Number.isInteger(n) || n <= 0) return t.countRequired;
  if (source && n > source.count) return t.tooMany(formatInt(source.count));
  return undefined;
}
