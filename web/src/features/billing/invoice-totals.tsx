// The form's live totals: the same shared/money.ts the server uses, over the lines as typed (a line that
// does not parse yet counts as nothing). The server's figures replace these once saved.
import { documentTotals, rateToTenths, tenthsToRate, toCents, toMilli, toPesos, type LineInput } from "@shared/money";
import { useMessages } from "../../lib/i18n";
import { optionalNumber } from "../../lib/use-zod-form";
import { formatPesos } from "../../lib/amounts";
import { formatRate } from "./invoice-format";
import { invoiceFormMessages } from "./invoice-form-messages";

export interface TypedLine {
  quantity: string;
  unit_price: string;
  iva_rate: string;
}

export function previewTotals(lines: readonly TypedLine[]) {
  const inputs: LineInput[] = lines.flatMap((l) => {
    const q = optionalNumber(l.quantity);
    const p = optionalNumber(l.unit_price);
    const milli = q === undefined ? null : toMilli(q);
    const cents = p === undefined ? null : toCents(p);
    if (milli === null || cents === null || milli <= 0 || cents < 0 || !Number.isSafeInteger(milli * cents)) return [];
    return [{ quantity_milli: milli, unit_price_cents: cents, iva_tenths: rateToTenths(Number(l.iva_rate)) }];
  });
  return documentTotals(inputs);
}

export function InvoiceTotals({ lines }: { lines: readonly TypedLine[] }) {
  const t = useMessages(invoiceFormMessages);
  const totals = previewTotals(lines);
  return (
    <section className="card invoice-totals" aria-label={t.totalsLabel} aria-live="polite">
      <h2 className="invoice-totals-title">{t.totalsLabel}</h2>
      <dl>
        <div>
          <dt>{t.net}</dt>
          <dd>{formatPesos(toPesos(totals.net_cents))}</dd>
        </div>
        {totals.by_rate
          .filter((r) => r.iva_tenths > 0)
          .map((r) => (
            <div key={r.iva_tenths}>
              <dt>{t.ivaAt(formatRate(tenthsToRate(r.iva_tenths)))}</dt>
              <dd>{formatPesos(toPesos(r.iva_cents))}</dd>
            </div>
          ))}
        <div className="invoice-totals-total">
          <dt>{t.total}</dt>
          <dd>{formatPesos(toPesos(totals.total_cents))}</dd>
        </div>
      </dl>
      <p className="muted">{t.previewNote}</p>
    </section>
  );
}
