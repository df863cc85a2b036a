// "Desde ventas": the organization's recent sales with checkboxes; a sale already billed shows its invoice
// and cannot be picked. "Usar las ventas elegidas" hands the chosen sales to the form, which fills its lines.
import type { SaleForInvoice } from "@shared/money-types";
import { useId, useState } from "react";
import { useMessages } from "../../lib/i18n";
import { formatPesos } from "../../lib/amounts";
import { formatInvoiceDay, formatQuantity } from "./invoice-format";
import { invoiceFormMessages } from "./invoice-form-messages";

interface Props {
  sales: readonly SaleForInvoice[] | undefined;
  /** The sales the form already bills (their boxes start ticked). */
  linked: readonly number[];
  onUse: (sales: SaleForInvoice[]) => void;
}

export function SalesPicker({ sales, linked, onUse }: Props) {
  const t = useMessages(invoiceFormMessages);
  const [picked, setPicked] = useState<Set<number>>(() => new Set(linked));
  const hintId = useId();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  let content;
  if (!sales) content = <p className="muted">{t.salesLoading}</p>;
  else if (!sales.length) content = <p className="muted">{t.salesEmpty}</p>;
  else {
    content = (
      <ul className="sales-picker-list" aria-label={t.salesLabel}>
        {sales.map((s) => {
          const billed = s.invoice !== null && !linked.includes(s.movement_id);
          const price = s.price === null ? "" : ` · ${formatPesos(s.price)}${s.kilos !== null ? "/kg" : "/cab."}`;
          const kilos = s.kilos === null ? "" : ` · ${formatQuantity(s.kilos)} kg`;
          return (
            <li key={s.movement_id}>
              <label className={billed ? "sales-picker-item is-billed" : "sales-picker-item"}>
                <input
                  type="checkbox"
                  disabled={billed}
                  checked={picked.has(s.movement_id)}
                  onChange={(e) => toggle(s.movement_id, e.target.checked)}
                />
                <span>
                  {t.saleLabel(formatInvoiceDay(s.date), formatQuantity(s.heads), s.buyer)}
                  {kilos}
                  {price}
                  {s.rodeo_name ? ` · ${s.rodeo_name}` : ""}
                  {billed ? (
                    <span className="badge invoice-status is-emitida">
                      {t.billedBy(s.invoice!.formatted_number ?? "borrador")}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <fieldset className="card sales-picker" aria-describedby={hintId}>
      <legend>{t.fromSales}</legend>
      <p id={hintId} className="muted">
        {t.fromSalesHint}
      </p>
      {content}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!picked.size}
        onClick={() => onUse((sales ?? []).filter((s) => picked.has(s.movement_id)))}
      >
        {t.useSales}
      </button>
    </fieldset>
  );
}
