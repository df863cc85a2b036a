// Where the lot animal dialogs take head from: a rodeo grazing in the lot (picked only when there
// are several) and one of the categories it holds there, with the checks on the count. The category
// is a field of the dialog's form; the rodeo only narrows what it offers.
import { useState } from "react";
import type { z } from "zod";
import type { StoreLot } from "../../lib/store";
import type { lotDetailMessages } from "./lot-detail-messages";
import { RodeoPicker, rowsOfRodeo, StockCategoryPicker } from "./lot-pickers";

export type StockSource = ReturnType<typeof useStockSource>;
type LotDetailTexts = (typeof lotDetailMessages)["es"];

export function useStockSource(lot: StoreLot) {
  const [rodeo, setRodeo] = useState(String(lot.rodeos?.[0]?.id ?? ""));
  const rows = rowsOfRodeo(lot, Number(rodeo));
  /** The picked category's row in the rodeo (undefined when none is picked). */
  const sourceOf = (category: string | number | undefined) =>
    rows.find((r) => String(r.category_id) === String(category));
  return { lot, rodeo, setRodeo, rows, sourceOf };
}

interface PickersProps {
  stock: StockSource;
  label: string;
  category: string;
  onCategory: (value: string) => void;
  error?: string | null;
}

/** The rodeo picker (several rodeos only; a new rodeo clears the category) and the category picker. */
export function StockSourcePickers({ stock, label, category, onCategory, error }: PickersProps) {
  return (
    <>
      {(stock.lot.rodeos ?? []).length > 1 ? (
        <RodeoPicker
          lot={stock.lot}
          value={stock.rodeo}
          onChange={(v) => {
            stock.setRodeo(v);
            onCategory("");
          }}
        />
      ) : null}
      <StockCategoryPicker label={label} rows={stock.rows} value={category} onChange={onCategory} error={error} />
    </>
  );
}

/** The message for a head count that is not a positive whole number or is more than the source holds. */
export function countError(t: LotDetailTexts, n: number, source: ReturnType<StockSource["sourceOf"]>) {
  if (!Number.isInteger(n) || n <= 0) return t.countRequired;
  if (source && n > source.count) return t.tooMany(source.count);
  return undefined;
}

/**
 * The schema plus 'no more head than the picked category holds', on the count. It is checked once
 * the count and the category are valid, whatever the other fields say (the dialogs always did).
 */
export function withinSource<K extends string, S extends z.ZodType<Record<K, number> & { count: number }>>(
  schema: S,
  stock: StockSource,
  categoryKey: K,
): S {
  return schema.refine((v) => (stock.sourceOf(v[categoryKey])?.count ?? Infinity) >= v.count, {
    path: ["count"],
    message: "La cantidad supera lo disponible",
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === "count" || i.path?.[0] === categoryKey),
  });
}

/** A picked id or typed count as the schema reads it: '' is missing. */
export const numberOrMissing = (value: string) => (value.trim() === "" ? undefined : Number(value));
